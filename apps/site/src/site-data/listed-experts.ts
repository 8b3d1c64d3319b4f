import type { ApiClient, Writer } from '@bb/api-client';

/**
 * Every expert the API lists publicly (`/widgets/writers-top` with no minimum of reviews), in its
 * order, optionally of one discipline: the API decides who is public (a blocked expert, or one
 * whose profile is not complete, is not), so a newly approved expert appears before their first
 * review. Their pages, cards and the sitemap all read this one list.
 */
export async function listedExperts(client: ApiClient, discipline = 0): Promise<Writer[]> {
  return (await client.getTopWriters({ discipline, reviews_qty: 0 })).writers;
}
