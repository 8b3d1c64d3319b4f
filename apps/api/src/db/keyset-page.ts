import { encodePageCursor, type PageCursor, type PageInfo } from '@bb/validation';
import { type SelectQueryBuilder, sql } from 'kysely';
import { ApiError } from '../http/envelope';

/** A list's order: its sort key (an integer column: an instant, a position) and the row's id. */
export type KeysetOrder = {
  /** The sort key's column, e.g. 'orders.created_at'. */
  key: string;
  /** The id that breaks ties between equal keys, e.g. 'orders.id'. */
  id: string;
  direction: 'asc' | 'desc';
};

/** What page a request asks for (`listPageFields` of @bb/validation/requests, parsed). */
export type PageRequest = { cursor?: PageCursor | undefined; limit: number };

/**
 * Keyset paging: the rows after the cursor in the list's order, one more than the page holds (so
 * `keysetPageOf` knows whether another page follows). Written `key <= k AND (key < k OR id < i)`
 * (for a descending list) rather than as a row comparison, so both engines walk an index on
 * (filter…, key, id) from the cursor on, at the same cost on the first page and the thousandth.
 */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder,
  page: PageRequest,
): SelectQueryBuilder<DB, TB, O> {
  const key = sql.ref(order.key);
  const id = sql.ref(order.id);
  const after = sql.raw(order.direction === 'asc' ? '>' : '<');
  const from = sql.raw(order.direction === 'asc' ? '>=' : '<=');
  const { cursor } = page;
  // The cursor's numbers as bigint: a made-up cursor may name one beyond an integer column's
  // range, which PostgreSQL would refuse to compare with it (an error, not an empty page).
  const bigint = (value: number) => sql`cast(${value} as bigint)`;
  const narrowed = cursor
    ? query.where(
        sql<boolean>`${key} ${from} ${bigint(cursor.key)} and (${key} ${after} ${bigint(cursor.key)} or ${id} ${after} ${bigint(cursor.id)})`,
      )
    : query;
  return narrowed
    .orderBy(key, order.direction)
    .orderBy(id, order.direction)
    .limit(page.limit + 1);
}

/** The page's rows (without the extra one `keysetPage` read) and the cursor of the next page. */
export function keysetPageOf<Row>(
  rows: Row[],
  page: PageRequest,
  cursorOf: (row: Row) => PageCursor,
): { rows: Row[] } & PageInfo {
  if (rows.length <= page.limit) return { rows, next_cursor: null };
  const shown = rows.slice(0, page.limit);
  const last = shown[shown.length - 1] as Row;
  return { rows: shown, next_cursor: encodePageCursor(cursorOf(last)) };
}

/**
 * A page of a list that spans several index ranges (e.g. one per state of a list of several
 * states): each query (one range, in the list's order) paged from the cursor, then merged into
 * the list's order and cut to the page and its one extra row. Each range is walked from the
 * cursor, so the page costs the same at any depth, and no engine has to sort the whole list.
 */
export async function mergedKeysetPage<DB, TB extends keyof DB, O>(
  queries: SelectQueryBuilder<DB, TB, O>[],
  order: KeysetOrder,
  page: PageRequest,
  cursorOf: (row: O) => PageCursor,
): Promise<O[]> {
  const pages = await Promise.all(queries.map((query) => keysetPage(query, order, page).execute()));
  const sign = order.direction === 'asc' ? 1 : -1;
  const before = (a: O, b: O) => {
    const [first, second] = [cursorOf(a), cursorOf(b)];
    return sign * (first.key - second.key || first.id - second.id);
  };
  return pages
    .flat()
    .sort(before)
    .slice(0, page.limit + 1);
}

/** One part of a list made of parts: its ranges (merged), in its own order. */
export type KeysetPart<DB, TB extends keyof DB, O> = {
  ranges: SelectQueryBuilder<DB, TB, O>[];
  order: KeysetOrder;
  /** A row's sort key (0 <= key < 2^46, e.g. an epoch ms instant) and id. */
  cursorOf: (row: O) => PageCursor;
};

/**
 * The span of a part's sort keys in a parted list's cursor: the cursor's key is the part's
 * index times the span plus the row's own key (instants up to the year 4199 fit).
 */
const PART_KEY_SPAN = 2 ** 46;

/**
 * A page of a list made of parts one after the other, each in its own order (e.g. an expert's
 * current work by deadline, then their finished work latest first): the cursor names its part
 * (its key is the part's index times PART_KEY_SPAN plus the row's key), so a page may end
 * inside a part or at its boundary and the next one starts in the right part and place; rows
 * that arrive in a part already passed are before the cursor. Each part walks its own ranges
 * from the cursor on, as `mergedKeysetPage` does. A cursor that names no part (made up, or of
 * the list before it had these parts) is refused as any list refuses a cursor it cannot read:
 * 400 `invalid_request` on `cursor`, rather than an empty page that looks like the list's end.
 */
export async function partedKeysetPage<DB, TB extends keyof DB, O>(
  parts: KeysetPart<DB, TB, O>[],
  page: PageRequest,
): Promise<{ rows: O[] } & PageInfo> {
  const { cursor } = page;
  const first = cursor ? Math.floor(cursor.key / PART_KEY_SPAN) : 0;
  if (first < 0 || first >= parts.length) throw new ApiError('invalid_request', 400, 'cursor');
  const found: Array<{ row: O; cursor: PageCursor }> = [];
  for (let index = first; index < parts.length && found.length <= page.limit; index++) {
    const part = parts[index] as KeysetPart<DB, TB, O>;
    const from =
      cursor && index === first
        ? { key: cursor.key - first * PART_KEY_SPAN, id: cursor.id }
        : undefined;
    // Each part fills what the parts before it leave of the page (and its one extra row).
    const rows = await mergedKeysetPage(
      part.ranges,
      part.order,
      { limit: page.limit - found.length, cursor: from },
      part.cursorOf,
    );
    for (const row of rows) {
      const own = part.cursorOf(row);
      found.push({ row, cursor: { key: index * PART_KEY_SPAN + own.key, id: own.id } });
    }
  }
  const shown = keysetPageOf(found, page, (entry) => entry.cursor);
  return { rows: shown.rows.map((entry) => entry.row), next_cursor: shown.next_cursor };
}
