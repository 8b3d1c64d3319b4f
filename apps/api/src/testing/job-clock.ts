import { sql } from 'kysely';
import { PG_BOSS_SCHEMA } from '../jobs/pg-boss-jobs';
import type { TestServer } from './test-server';

/**
 * Moves the test clock on by `ms`, and the jobs with it: the job runners wait on the wall clock
 * (the database's, on PostgreSQL), which a test cannot move, so every job due by the clock's new
 * instant is made due now, and the runner picks it up at its next look (half a second in tests).
 */
export async function advanceJobsClock(server: TestServer, ms: number): Promise<void> {
  server.clock.advance(ms);
  const due = server.clock.now;
  const { db, engine } = server.ctx;
  if (engine === 'postgres') {
    await sql`update ${sql.table(`${PG_BOSS_SCHEMA}.job`)} set start_after = now()
      where state = 'created' and start_after <= to_timestamp(${due / 1000})`.execute(db);
  } else {
    await sql`update job_queue set start_after = ${Date.now()}
      where state = 'queued' and start_after <= ${due}`.execute(db);
  }
}
