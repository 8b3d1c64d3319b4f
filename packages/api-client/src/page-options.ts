import type { RequestOptions } from './transport';

/**
 * Which page of a list a call asks for: the one after `cursor` (a previous page's `next_cursor`;
 * the first page without it) with at most `limit` items (the API's default without it, at most
 * LIST_PAGE_MAX_LIMIT of @bb/validation). A cursor belongs to its list and filters: pass the same
 * filters with it.
 */
export interface PageOptions extends RequestOptions {
  cursor?: string | null;
  limit?: number;
}

/** The query parameters of a page (the ones not given left out). */
export function pageQuery({ cursor, limit }: PageOptions) {
  return { cursor, limit };
}
