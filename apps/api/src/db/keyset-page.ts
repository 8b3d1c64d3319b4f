import { encodePageCursor, type PageCursor, type PageInfo } from '@bb/validation';
import { type SelectQueryBuilder, sql } from 'kysely';

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
  const narrowed = cursor
    ? query.where(
        sql<boolean>`${key} ${from} ${cursor.key} and (${key} ${after} ${cursor.key} or ${id} ${after} ${cursor.id})`,
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
