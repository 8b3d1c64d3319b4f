import type { ApiClient, TopWritersBody, Writer } from '@bb/api-client';

/**
 * The experts the API lists publicly (`/widgets/writers-top` with no minimum of reviews), in its
 * order, a page (100) at a time from `cursor` on, optionally of one discipline: the API decides
 * who is public (a blocked expert, or one whose profile is not complete, is not), so a newly
 * approved expert appears before their first review. Their pages, cards and the sitemap all read
 * this one list.
 */
export function listedExpertsPage(
  client: ApiClient,
  { discipline = 0, cursor }: { discipline?: number; cursor?: string | null } = {},
): Promise<TopWritersBody> {
  return client.getTopWriters({ discipline, reviews_qty: 0, cursor });
}

/** The first page of the listed experts: the best ones, for the pages that show a few. */
export async function listedExperts(client: ApiClient, discipline = 0): Promise<Writer[]> {
  return (await listedExpertsPage(client, { discipline })).writers;
}

/**
 * Every listed expert, page after page (the sitemap, a static build's experts pages): `each`
 * takes each page's experts, so a caller that keeps only their slugs holds no more than a page.
 */
export async function forEachListedExpert(
  client: ApiClient,
  each: (writers: Writer[]) => void,
): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: TopWritersBody = await listedExpertsPage(client, { cursor });
    each(page.writers);
    cursor = page.next_cursor;
  } while (cursor !== null);
}
