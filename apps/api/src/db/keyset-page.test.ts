import type { PageCursor } from '@bb/validation';
import { decodePageCursor } from '@bb/validation';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import {
  type KeysetOrder,
  keysetPage,
  keysetPageOf,
  mergedKeysetPage,
  partedKeysetPage,
} from './keyset-page';

type PageRow = { id: number; sort_key: number };
type PageDb = { page_rows: PageRow };

describe.each(ENGINES)('keyset pages on %s', (engine) => {
  let server: TestServer;
  let db: Kysely<PageDb>;
  beforeAll(async () => {
    server = await startTestServer(engine);
    db = server.ctx.db as unknown as Kysely<PageDb>;
    await sql`CREATE TABLE page_rows (id integer PRIMARY KEY, sort_key bigint NOT NULL)`.execute(
      db,
    );
    // Ties on the sort key, so the id has to break them.
    const rows = Array.from({ length: 45 }, (_, index) => ({
      id: index + 1,
      sort_key: 1000 + Math.floor(index / 4),
    }));
    await db.insertInto('page_rows').values(rows).execute();
  });
  afterAll(() => server.close());

  async function page(order: KeysetOrder, limit: number, cursor?: PageCursor) {
    const rows = await keysetPage(db.selectFrom('page_rows').selectAll(), order, { cursor, limit })
      .execute()
      .then((found) =>
        found.map((row) => ({ id: Number(row.id), sort_key: Number(row.sort_key) })),
      );
    return keysetPageOf(rows, { cursor, limit }, (row) => ({ key: row.sort_key, id: row.id }));
  }

  it.each(['desc', 'asc'] as const)(
    'cover the whole %s list once, in order, while rows arrive between pages',
    async (direction) => {
      const order: KeysetOrder = { key: 'page_rows.sort_key', id: 'page_rows.id', direction };
      const seen: PageRow[] = [];
      let cursor: PageCursor | undefined;
      let pages = 0;
      do {
        const next = await page(order, 7, cursor);
        seen.push(...next.rows);
        cursor =
          next.next_cursor === null ? undefined : (decodePageCursor(next.next_cursor) ?? undefined);
        pages += 1;
        // A newer row at the top (descending) or an older one at the start (ascending): before the
        // cursor either way, so it must not show up again on the pages still to come.
        const key = direction === 'desc' ? 5000 + pages : 500 - pages;
        await db
          .insertInto('page_rows')
          .values({ id: 1000 * (direction === 'desc' ? 1 : 2) + pages, sort_key: key })
          .execute();
      } while (cursor !== undefined);

      const sign = direction === 'asc' ? 1 : -1;
      const sorted = [...seen].sort((a, b) => sign * (a.sort_key - b.sort_key || a.id - b.id));
      expect(seen).toEqual(sorted);
      expect(new Set(seen.map((row) => row.id)).size).toBe(seen.length);
      expect(seen.length).toBe(45);
      expect(pages).toBe(Math.ceil(45 / 7));
      await db.deleteFrom('page_rows').where('id', '>', 999).execute();
    },
  );

  it('says there is no next page when the last page is exactly full', async () => {
    const order: KeysetOrder = { key: 'page_rows.sort_key', id: 'page_rows.id', direction: 'desc' };
    const whole = await page(order, 45);
    expect(whole.rows).toHaveLength(45);
    expect(whole.next_cursor).toBeNull();
  });

  it('answers an empty page, not an error, for a cursor beyond an integer column', async () => {
    const order: KeysetOrder = { key: 'page_rows.id', id: 'page_rows.id', direction: 'asc' };
    const beyond = { key: 2 ** 40, id: 2 ** 40 };
    expect((await page(order, 5, beyond)).rows).toEqual([]);
  });

  it('merges ranges into one list, paged the same as the whole', async () => {
    const order: KeysetOrder = { key: 'page_rows.sort_key', id: 'page_rows.id', direction: 'desc' };
    // Three ranges (ids by their remainder), as a list of three states would be.
    const ranges = [0, 1, 2].map((remainder) =>
      db.selectFrom('page_rows').selectAll().where(sql<boolean>`page_rows.id % 3 = ${remainder}`),
    );
    const whole = await page(order, 45);
    const seen: PageRow[] = [];
    let cursor: PageCursor | undefined;
    do {
      const rows = await mergedKeysetPage(ranges, order, { cursor, limit: 4 }, (row) => ({
        key: Number(row.sort_key),
        id: Number(row.id),
      }));
      const next = keysetPageOf(rows, { cursor, limit: 4 }, (row) => ({
        key: Number(row.sort_key),
        id: Number(row.id),
      }));
      seen.push(
        ...next.rows.map((row) => ({ id: Number(row.id), sort_key: Number(row.sort_key) })),
      );
      cursor =
        next.next_cursor === null ? undefined : (decodePageCursor(next.next_cursor) ?? undefined);
    } while (cursor !== undefined);
    expect(seen).toEqual(whole.rows);
  });

  it('pages a list of parts, each in its own order, across their boundaries', async () => {
    const asc: KeysetOrder = { key: 'page_rows.sort_key', id: 'page_rows.id', direction: 'asc' };
    const desc: KeysetOrder = { ...asc, direction: 'desc' };
    const cursorOf = (row: PageRow) => ({ key: Number(row.sort_key), id: Number(row.id) });
    const range = (odd: number) =>
      db.selectFrom('page_rows').selectAll().where(sql<boolean>`page_rows.id % 2 = ${odd}`);
    // The odd rows first, the smallest key first; then the even ones, the largest key first.
    const parts = [
      { ranges: [range(1)], order: asc, cursorOf },
      { ranges: [range(0)], order: desc, cursorOf },
    ];
    const whole = (await page(asc, 45)).rows;
    const odd = whole.filter((row) => row.id % 2 === 1);
    const even = whole.filter((row) => row.id % 2 === 0).reverse();
    const seen: number[] = [];
    let cursor: PageCursor | undefined;
    let pages = 0;
    do {
      const next = await partedKeysetPage(parts, { cursor, limit: 5 });
      seen.push(...next.rows.map((row) => Number(row.id)));
      cursor =
        next.next_cursor === null ? undefined : (decodePageCursor(next.next_cursor) ?? undefined);
      pages += 1;
    } while (cursor !== undefined);
    expect(seen).toEqual([...odd, ...even].map((row) => row.id));
    expect(pages).toBe(Math.ceil(45 / 5));
    // A cursor that names no part (made up, or of the list before its parts) is refused on
    // `cursor`, as a cursor no list can read is: never an empty page that looks like the end.
    for (const key of [-1, -1 - 1_700_000_000_000, 2 ** 50])
      await expect(
        partedKeysetPage(parts, { cursor: { key, id: 1 }, limit: 5 }),
      ).rejects.toMatchObject({ slug: 'invalid_request', statusCode: 400, field: 'cursor' });
  });
});
