/**
 * Lookups by key over a list's rows read in one query (a page of orders' names, files, refunds):
 * built once per page, so joining 100 orders to them costs 100 lookups rather than 100 scans.
 */

/** The rows by `key`, the first of each key kept (the one `find` would return). */
export function byKey<Row, Key>(rows: Row[], key: (row: Row) => Key): Map<Key, Row> {
  const map = new Map<Key, Row>();
  for (const row of rows) if (!map.has(key(row))) map.set(key(row), row);
  return map;
}

/** The rows of each key, in their order (as `filter` would keep them). */
export function groupedByKey<Row, Key>(rows: Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const map = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = map.get(key(row));
    if (group) group.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}
