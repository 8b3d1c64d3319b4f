import { sql } from 'kysely';
import type { AppDatabase } from './database';

/** The advisory lock's key: any number of our own, the same in every process ("bb setup"). */
const SETUP_LOCK_KEY = 0x62622d73;

/**
 * Runs `setup` (migrating and seeding) in one process at a time: on PostgreSQL, processes started
 * at the same moment on an empty database wait on an advisory lock, held by a connection of its own
 * (a process that dies releases it with its session), and the later ones find the work done.
 * SQLite is one process.
 */
export async function withSetupLock<T>(database: AppDatabase, setup: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return setup();
  return database.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SETUP_LOCK_KEY})`.execute(connection);
    try {
      return await setup();
    } finally {
      await sql`SELECT pg_advisory_unlock(${SETUP_LOCK_KEY})`.execute(connection);
    }
  });
}
