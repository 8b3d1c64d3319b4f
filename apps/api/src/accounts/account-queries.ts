import type { Insertable, Kysely } from 'kysely';
import { hashSecret } from '../auth/secret-tokens';
import { clearSignInGuards } from '../auth/sign-in-guard';
import type { Database, User, UserTable } from '../db/schema';
import { ApiError } from '../http/envelope';

/*
 * The accounts' own rows as the routes that sign people in, up and back change them. `db` is the
 * database or a transaction.
 */

/** Inserts an account and answers it as stored. */
export function insertUser(db: Kysely<Database>, user: Insertable<UserTable>): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Records that the account's e-mail address is proven (a provider verified it). */
export async function markEmailVerified(
  db: Kysely<Database>,
  userId: number,
  at: number,
): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: at }).where('id', '=', userId).execute();
}

/** Records that the account's owner accepted the policy. */
export async function recordPolicyAgreement(
  db: Kysely<Database>,
  userId: number,
  at: number,
): Promise<void> {
  await db.updateTable('users').set({ policy_agreed_at: at }).where('id', '=', userId).execute();
}

/**
 * Sets the account's new password with a restore code, in one transaction: uses the code up
 * (`code_incorrect` when another request used it first), proves the e-mail address, and ends
 * every session of the account and its sign-in guards.
 */
export async function resetPasswordWithCode(
  db: Kysely<Database>,
  reset: { code: string; userId: number; passwordHash: string; at: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Single use even under concurrent requests: only one update finds the code unused.
    const used = await trx
      .updateTable('restore_codes')
      .set({ used_at: reset.at })
      .where('code_hash', '=', hashSecret(reset.code))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new ApiError('code_incorrect', 400, 'code');
    const user = await trx
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', reset.userId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({
        password_hash: reset.passwordHash,
        // The code arrived by e-mail, so the address is proven.
        email_verified_at: user.email_verified_at ?? reset.at,
      })
      .where('id', '=', reset.userId)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', reset.userId).execute();
    await clearSignInGuards(trx, reset.userId);
  });
}

/**
 * Sets the account's new password, in one transaction: ends every other session of the account
 * (the one with `keepTokenHash` stays) and its sign-in guards.
 */
export async function changePassword(
  db: Kysely<Database>,
  change: { userId: number; passwordHash: string; keepTokenHash: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: change.passwordHash })
      .where('id', '=', change.userId)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', change.userId)
      .where('token_hash', '<>', change.keepTokenHash)
      .execute();
    await clearSignInGuards(trx, change.userId);
  });
}

/** Records the policy agreement and the marketing choice given at sign-in. */
export async function recordSignInAgreement(
  db: Kysely<Database>,
  userId: number,
  agreement: { at: number; marketingAgree: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ policy_agreed_at: agreement.at, marketing_agree: agreement.marketingAgree ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** Records the client's offset from UTC, in minutes, as it signs in. */
export async function setUtcOffset(
  db: Kysely<Database>,
  userId: number,
  utcOffsetMin: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ utc_offset_min: utcOffsetMin })
    .where('id', '=', userId)
    .execute();
}
