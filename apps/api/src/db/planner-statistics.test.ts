import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { updatePlannerStatistics } from './planner-statistics';

describe('SQLite’s planner statistics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  const rowsOf = async (table: string) => {
    const { rows } = await sql<{ stat: string }>`
      SELECT stat FROM sqlite_stat1 WHERE tbl = ${table} AND idx IS NOT NULL`.execute(
      server.ctx.db,
    );
    return rows.map((row) => Number(row.stat.split(' ')[0]));
  };

  it('are gathered at the start and follow a table that grew many times over', async () => {
    const { db, engine } = server.ctx;
    const [before] = await rowsOf('testimonials');
    expect(before).toBeGreaterThan(0);
    const copy = sql`
      INSERT INTO testimonials (writer_id, discipline_id, text, rating_x10, customer_label,
        is_highlighted, created_at)
      SELECT writer_id, discipline_id, text, rating_x10, customer_label, 0, created_at
      FROM testimonials`;
    // Doubled six times: 64 times as many rows.
    for (let round = 0; round < 6; round += 1) await copy.execute(db);
    await updatePlannerStatistics({ db, engine }, { fresh: false });
    const [after] = await rowsOf('testimonials');
    expect(after).toBe((before ?? 0) * 64);
  });
});
