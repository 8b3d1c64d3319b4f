import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { API_BASE_PATH } from '../http/api-base-path';
import { ApiError } from '../http/envelope';
import { hashSecret, randomToken } from './secret-tokens';

const MINUTE = 60_000;
/** A restore code someone asked for. */
export const RESTORE_CODE_TTL_MS = 60 * MINUTE;
/** The set-password code in the welcome message, and the e-mail verification link. */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * MINUTE;

export type RestorePurpose = 'restore' | 'set_password';

/**
 * A new restore code: 128 random bits, stored as a digest, single use, expiring. Codes the user
 * had before stop working, so only the latest message counts.
 */
export async function issueRestoreCode(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  userId: number,
  purpose: RestorePurpose,
): Promise<{ code: string; url: string }> {
  const code = randomToken(16);
  const now = ctx.now();
  await ctx.db.deleteFrom('restore_codes').where('user_id', '=', userId).execute();
  await ctx.db
    .insertInto('restore_codes')
    .values({
      code_hash: hashSecret(code),
      user_id: userId,
      purpose,
      created_at: now,
      expires_at: now + (purpose === 'restore' ? RESTORE_CODE_TTL_MS : WELCOME_LINK_TTL_MS),
      used_at: null,
    })
    .execute();
  const url = new URL('/auth_password_reset.html', ctx.config.publicOrigin);
  url.searchParams.set('code', code);
  return { code, url: url.href };
}

/** The code's record if it can still be used: code_incorrect if unknown or used, code_expired if late. */
export async function usableRestoreCode(ctx: AppContext, code: string) {
  const row = await ctx.db
    .selectFrom('restore_codes')
    .innerJoin('users', 'users.id', 'restore_codes.user_id')
    .select([
      'restore_codes.code_hash',
      'restore_codes.expires_at',
      'restore_codes.used_at',
      'users.id as user_id',
      'users.email',
    ])
    .where('restore_codes.code_hash', '=', hashSecret(code))
    .executeTakeFirst();
  if (!row || row.used_at !== null) throw new ApiError('code_incorrect', 400, 'code');
  if (row.expires_at <= ctx.now()) throw new ApiError('code_expired', 400, 'code');
  return row;
}

/** A link that confirms the address it was sent to (GET /users/email-verification?token=). */
export async function issueEmailVerification(
  ctx: AppContext,
  user: { id: number; email: string },
): Promise<string> {
  const token = randomToken(16);
  const now = ctx.now();
  await ctx.db
    .insertInto('email_verifications')
    .values({
      token_hash: hashSecret(token),
      user_id: user.id,
      email: user.email,
      created_at: now,
      expires_at: now + WELCOME_LINK_TTL_MS,
      used_at: null,
    })
    .execute();
  const url = new URL(`${API_BASE_PATH}/users/email-verification`, ctx.config.publicOrigin);
  url.searchParams.set('token', token);
  return url.href;
}

/** The e-mail verification of this token (its digest), with the account's current address. */
export function findEmailVerification(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('email_verifications')
    .innerJoin('users', 'users.id', 'email_verifications.user_id')
    .select([
      'email_verifications.user_id',
      'email_verifications.email',
      'email_verifications.expires_at',
      'email_verifications.used_at',
      'users.email as current_email',
    ])
    .where('email_verifications.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses the verification up and records the account's address as proven (if it was not yet). */
export async function useEmailVerification(
  db: Kysely<Database>,
  verification: { tokenHash: string; userId: number; at: number },
): Promise<void> {
  await db
    .updateTable('email_verifications')
    .set({ used_at: verification.at })
    .where('token_hash', '=', verification.tokenHash)
    .execute();
  await db
    .updateTable('users')
    .set({ email_verified_at: verification.at })
    .where('id', '=', verification.userId)
    .where('email_verified_at', 'is', null)
    .execute();
}
