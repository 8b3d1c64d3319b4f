/**
 * Every list the API serves is paged by a cursor (keyset): a page holds at most `limit` items in
 * the list's order, and `next_cursor` names where the next page starts (null on the last page).
 * A cursor is the last item's sort key and id, opaque to clients, so rows that arrive between
 * pages neither repeat nor push items out of the list, and a page costs the same at any depth.
 */

/** Items on a page when the request names no `limit`. */
export const LIST_PAGE_DEFAULT_LIMIT = 20;
/** The most items one page may ask for; a larger `limit` is refused with invalid_request. */
export const LIST_PAGE_MAX_LIMIT = 100;
/** A cursor's longest text: two integers of at most 16 digits, base64url. */
export const PAGE_CURSOR_MAX_LENGTH = 48;

/** Where a page starts: after the item with this sort key and id, in the list's order. */
export type PageCursor = { key: number; id: number };

/** One page of a list, as the API sends it beside the list's items. */
export type PageInfo = {
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: string | null;
};

const CURSOR_TEXT = /^(-?\d{1,16})~(\d{1,16})$/;

/** The cursor's text for a page that starts after `cursor`. */
export function encodePageCursor(cursor: PageCursor): string {
  return btoa(`${cursor.key}~${cursor.id}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The cursor a text names, or null when it names none (made up, cut short, or of another kind). */
export function decodePageCursor(text: string): PageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,48}$/.test(text)) return null;
  let decoded: string;
  try {
    decoded = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const match = CURSOR_TEXT.exec(decoded);
  if (!match) return null;
  const key = Number(match[1]);
  const id = Number(match[2]);
  return Number.isSafeInteger(key) && Number.isSafeInteger(id) ? { key, id } : null;
}
