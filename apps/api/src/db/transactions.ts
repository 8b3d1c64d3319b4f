import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { ApiError } from '../http/envelope';
import type { Database } from './schema';

/** Attempts of one transaction before its caller is told to try again. */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * Whether PostgreSQL rolled a transaction back only because it raced another: a serialization
 * failure (40001) or a deadlock (40P01). Running it again from the start is safe and may pass.
 */
export function isRaceRollback(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '40001' || code === '40P01';
}

/**
 * Runs `work` in one transaction: every transaction that moves money or an order's state goes
 * through here. The lock order (`balanceTransaction` in orders/balance-ledger.ts) keeps our own paths
 * from deadlocking; a race PostgreSQL still rolls back is run again, up to TRANSACTION_ATTEMPTS
 * times with a short random wait (so the racers do not meet again), and then answered 503
 * `busy_try_again` with Retry-After, never a 500. SQLite runs one write transaction at a time and
 * never reports these.
 */
export async function transact<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRaceRollback(error)) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) throw new ApiError('busy_try_again', 503, undefined, 1);
      await sleep(attempt * (5 + Math.random() * 20));
    }
  }
}
