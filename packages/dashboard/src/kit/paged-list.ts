import type { PageInfo } from '@bb/validation';

/** One page of a list as a feature's call answers it: its items and where the next one starts. */
export type ListPage<Item> = { items: Item[] } & PageInfo;

/** Loads the page after `cursor` (the first page when undefined). */
export type PageLoad<Item> = (
  cursor: string | undefined,
  signal: AbortSignal,
) => Promise<ListPage<Item>>;

/** A list loaded page by page: the pages so far, joined, and where the next one starts. */
export type PagedItems<Item> = { items: Item[]; nextCursor: string | null };

/** The list after its first page. */
export function firstPage<Item>(page: ListPage<Item>): PagedItems<Item> {
  return { items: page.items, nextCursor: page.next_cursor };
}

/**
 * The list with the next page after it. An item already shown (it moved in the list between
 * the two loads) keeps its place and is not shown twice.
 */
export function withNextPage<Item extends { id: number }>(
  list: PagedItems<Item>,
  page: ListPage<Item>,
): PagedItems<Item> {
  const shown = new Set(list.items.map((item) => item.id));
  return {
    items: [...list.items, ...page.items.filter((item) => !shown.has(item.id))],
    nextCursor: page.next_cursor,
  };
}

/**
 * The list with a fresh first page in place of the items it covers (a thread's newest page after
 * a send): the items loaded beyond it stay, after it, and the next page still starts after them.
 */
export function withFirstPage<Item extends { id: number }>(
  list: PagedItems<Item> | undefined,
  page: ListPage<Item>,
): PagedItems<Item> {
  if (!list) return firstPage(page);
  const fresh = new Set(page.items.map((item) => item.id));
  return {
    items: [...page.items, ...list.items.filter((item) => !fresh.has(item.id))],
    nextCursor: list.nextCursor,
  };
}
