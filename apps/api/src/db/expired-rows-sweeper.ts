import type { Kysely } from 'kysely';
import type { FileStorage } from '../files/file-storage';
import type { Database } from './schema';

/**
 * Deletes what has expired by `at`: sessions, sign-in counters, rate limit counters, data boxes, OAuth states, codes, verification links
 * and orphaned files. Reads check expiry themselves, so this only keeps the tables small.
 */
export async function sweepExpiredRows(
  db: Kysely<Database>,
  files: FileStorage,
  at: number,
): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', at).execute();
  await db.deleteFrom('sign_in_guards').where('window_ends_at', '<=', at).execute();
  await db.deleteFrom('rate_limits').where('expire', '<=', at).execute();
  await db.deleteFrom('data_boxes').where('expires_at', '<=', at).execute();
  await db.deleteFrom('oauth_states').where('expires_at', '<=', at).execute();
  await db.deleteFrom('restore_codes').where('expires_at', '<=', at).execute();
  await db.deleteFrom('email_verifications').where('expires_at', '<=', at).execute();
  // The row goes first: content left behind by a failure is unreachable, never a dangling row.
  const orphans = await db
    .deleteFrom('order_files')
    .where('order_id', 'is', null)
    .where('expires_at', '<=', at)
    .returning('id')
    .execute();
  for (const { id } of orphans) await files.delete(id);
}

/** When the sweep runs: every minute. */
export const EXPIRED_ROWS_SWEEP_SCHEDULE = '* * * * *';
