import type { ApiClient, TopWritersBody, Writer } from '@bb/api-client';

/**
 * How many experts a page of `/our-experts.html` lists: a full grid at one to four columns, and a
 * page that weighs the same however many experts there are (100 cards would be some 170 kB of
 * HTML, 2,100 more elements, and no longer fit the first round trip).
 */
export const EXPERTS_PAGE_SIZE = 24;

/**
 * The address of the experts page's `number`th page (from 1) in a static build, where each page is
 * a file; the site's own server pages with `/our-experts.html?after=` instead.
 */
export const expertsPagePath = (number: number): string =>
  number === 1 ? '/our-experts.html' : `/our-experts-${number}.html`;

/** The most experts another page shows (a landing page's two rows of three; home shows three). */
export const FEATURED_EXPERTS_QTY = 6;

/**
 * The experts the API lists publicly (`/widgets/writers-top` with no minimum of reviews), in its
 * order, a page at a time from `cursor` on (`limit` of them, the API's largest page when not
 * given), optionally of one discipline: the API decides who is public (a blocked expert, or one
 * whose profile is not complete, is not), so a newly approved expert appears before their first
 * review. Their pages, cards and the sitemap all read this one list.
 */
export function listedExpertsPage(
  client: ApiClient,
  {
    discipline = 0,
    cursor,
    limit,
  }: { discipline?: number; cursor?: string | null; limit?: number } = {},
): Promise<TopWritersBody> {
  return client.getTopWriters({ discipline, reviews_qty: 0, cursor, limit });
}

/** The best listed experts, as many as the pages that show a few show at most. */
export async function featuredExperts(client: ApiClient, discipline = 0): Promise<Writer[]> {
  return (await listedExpertsPage(client, { discipline, limit: FEATURED_EXPERTS_QTY })).writers;
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
