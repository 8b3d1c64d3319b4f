import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';

/** After this many wrong passwords in a row the account refuses sign-in for THROTTLE_MS. */
export const MAX_WRONG_PASSWORDS = 5;
export const THROTTLE_MS = 15 * 60 * 1000;

export function isThrottled(user: Pick<User, 'throttled_until'>, now: number): boolean {
  return user.throttled_until !== null && user.throttled_until > now;
}

/**
 * Counts a wrong password. The counter lives with the account (not the client), so changing IP
 * address does not help a guesser; the fifth miss in a row throttles the account.
 */
export async function recordWrongPassword(
  db: Kysely<Database>,
  userId: number,
  now: number,
): Promise<{ throttled: boolean }> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1) }))
    .where('id', '=', userId)
    .returning('failed_login_count')
    .executeTakeFirst();
  if (!row || row.failed_login_count < MAX_WRONG_PASSWORDS) return { throttled: false };
  await db
    .updateTable('users')
    .set({ failed_login_count: 0, throttled_until: now + THROTTLE_MS })
    .where('id', '=', userId)
    .execute();
  return { throttled: true };
}

export async function recordRightPassword(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_login_count: 0, throttled_until: null })
    .where('id', '=', userId)
    .execute();
}
