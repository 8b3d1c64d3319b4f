import { sql } from 'kysely';
import type { AppDatabase } from './database';

/**
 * Keeps SQLite's query planner informed as tables grow: `PRAGMA optimize` gathers statistics
 * (ANALYZE, on a bounded sample of each index) for the tables whose size changed a lot since it
 * last looked, and is quick when none did. After the start's migrations and seeding (`fresh`)
 * it looks at every table, as new tables and indexes have none yet; later it runs on a schedule
 * (app-jobs.ts), as SQLite advises for a connection that stays open. PostgreSQL needs nothing:
 * its autovacuum analyzes a table once enough of it changed.
 */
export async function updatePlannerStatistics(
  { db, engine }: AppDatabase,
  { fresh }: { fresh: boolean },
): Promise<void> {
  if (engine !== 'sqlite') return;
  // Each index sampled, not read whole: a first start on a million orders with no statistics
  // yet takes a tenth of a second rather than seconds (the figure SQLite suggests, 100 to 1000).
  await sql.raw(`PRAGMA analysis_limit = ${ANALYSIS_LIMIT}`).execute(db);
  // 0x10002: analyze every table that may benefit, not only those this connection queried.
  await sql.raw(fresh ? 'PRAGMA optimize = 0x10002' : 'PRAGMA optimize').execute(db);
}

/** Rows of each index ANALYZE looks at. */
const ANALYSIS_LIMIT = 400;

/** When the scheduled update runs: every hour. */
export const PLANNER_STATISTICS_SCHEDULE = '17 * * * *';
