import type { FastifyRequest } from 'fastify';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database, User } from '../db/schema';
import { ApiError } from '../http/envelope';
import { signInGuessesMessage } from '../mail/mail-messages';
import { verifyPassword } from './password-hashing';

const MINUTE = 60_000;

/**
 * Wrong passwords in a row from one address that lock the account for that address only (as
 * Auth0's brute-force protection does): a stranger's guesses do not lock the owner out of their
 * own address.
 */
export const MAX_FAILURES_PER_CLIENT = 5;
/** A window (and a lock) lasts this long after its last counted attempt. */
export const GUARD_WINDOW_MS = 15 * MINUTE;
/**
 * Attempts on one account across all addresses before each further one has to wait: distributed
 * guessing slows to one attempt per delay, while the owner is delayed, never locked out.
 */
export const ACCOUNT_FREE_ATTEMPTS = 20;
/** The wait grows by this much with every attempt past the free ones, up to MAX_ACCOUNT_DELAY_MS. */
export const ACCOUNT_DELAY_STEP_MS = 5_000;
export const MAX_ACCOUNT_DELAY_MS = 60_000;
/** Wrong passwords across all addresses in one window after which the owner gets an e-mail. */
export const ALERT_AFTER_FAILURES = MAX_FAILURES_PER_CLIENT;

/** The client of the account-wide row. */
const ANY_CLIENT = '*';
/** A count never reached: no hard limit (account row), or no delay (client rows). */
const NEVER = 1_000_000_000;

type Rule = { max: number; free: number };
const CLIENT_RULE: Rule = { max: MAX_FAILURES_PER_CLIENT, free: NEVER };
const ACCOUNT_RULE: Rule = { max: NEVER, free: ACCOUNT_FREE_ATTEMPTS };

/** Numbers bound as bigint, so PostgreSQL does not infer int4 for an epoch-ms parameter. */
function big(value: number): RawBuilder<number> {
  return sql<number>`cast(${value} as bigint)`;
}

/**
 * Counts one attempt in the row of (user, client), in the same statement that checks the limit:
 * the row is inserted or updated only while it is under its limit, so parallel requests cannot
 * all pass a check made before any of them is counted (the database serialises the upserts of
 * one row, on SQLite and PostgreSQL). Returns false when the attempt was refused.
 */
async function reserve(
  db: Kysely<Database>,
  userId: number,
  client: string,
  rule: Rule,
  now: number,
): Promise<boolean> {
  const windowEnd = now + GUARD_WINDOW_MS;
  // The attempt that reaches `free` sets the wait before the next one; each later one waits longer.
  const delay = sql<number>`case
    when (sign_in_guards.attempts + 2 - ${rule.free}) * ${big(ACCOUNT_DELAY_STEP_MS)} > ${big(MAX_ACCOUNT_DELAY_MS)}
    then ${big(MAX_ACCOUNT_DELAY_MS)}
    else (sign_in_guards.attempts + 2 - ${rule.free}) * ${big(ACCOUNT_DELAY_STEP_MS)} end`;
  const windowOver = sql<boolean>`sign_in_guards.window_ends_at <= ${big(now)}`;
  const result = await sql<{ attempts: number }>`
    insert into sign_in_guards (user_id, client, attempts, window_ends_at, next_attempt_at, alert_sent)
    values (${userId}, ${client}, 1, ${big(windowEnd)}, ${big(rule.free <= 1 ? now + ACCOUNT_DELAY_STEP_MS : 0)}, 0)
    on conflict (user_id, client) do update set
      attempts = case when ${windowOver} then 1 else sign_in_guards.attempts + 1 end,
      alert_sent = case when ${windowOver} then 0 else sign_in_guards.alert_sent end,
      next_attempt_at = case
        when not (${windowOver}) and sign_in_guards.attempts + 1 >= ${rule.free}
        then ${big(now)} + ${delay}
        else ${big(0)} end,
      window_ends_at = ${big(windowEnd)}
    where ${windowOver}
      or (sign_in_guards.attempts < ${rule.max} and sign_in_guards.next_attempt_at <= ${big(now)})
    returning attempts`.execute(db);
  return result.rows.length === 1;
}

/** Seconds until the refused row takes an attempt again: its lock's end, or its next slot. */
async function secondsUntilAllowed(
  db: Kysely<Database>,
  userId: number,
  client: string,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('sign_in_guards')
    .select(['attempts', 'window_ends_at', 'next_attempt_at'])
    .where('user_id', '=', userId)
    .where('client', '=', client)
    .executeTakeFirst();
  const until = !row
    ? now
    : row.attempts >= MAX_FAILURES_PER_CLIENT && client !== ANY_CLIENT
      ? row.window_ends_at
      : row.next_attempt_at;
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/**
 * Counts a sign-in attempt before the password is checked: first for this address, then for the
 * account. A refused attempt is 429 account_throttled with Retry-After, and its password is never
 * checked, so N parallel guesses get at most MAX_FAILURES_PER_CLIENT verdicts from one address and
 * at most ACCOUNT_FREE_ATTEMPTS (then one per delay) from any number of addresses.
 */
async function reserveSignInAttempt(
  ctx: AppContext,
  userId: number,
  client: string,
  field: string,
): Promise<void> {
  const now = ctx.now();
  if (!(await reserve(ctx.db, userId, client, CLIENT_RULE, now))) {
    const retryAfter = await secondsUntilAllowed(ctx.db, userId, client, now);
    throw new ApiError('account_throttled', 429, field, retryAfter);
  }
  if (!(await reserve(ctx.db, userId, ANY_CLIENT, ACCOUNT_RULE, now))) {
    // Not checked, so not counted against this address: the owner waiting out the account's
    // delay must not lock their own address meanwhile.
    await giveBack(ctx.db, userId, client);
    const retryAfter = await secondsUntilAllowed(ctx.db, userId, ANY_CLIENT, now);
    throw new ApiError('account_throttled', 429, field, retryAfter);
  }
}

/** Returns one counted attempt to a row. */
async function giveBack(db: Kysely<Database>, userId: number, client: string): Promise<void> {
  await db
    .updateTable('sign_in_guards')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('user_id', '=', userId)
    .where('client', '=', client)
    .where('attempts', '>', 0)
    .execute();
}

/**
 * The password was right: this address's wrong passwords in a row start again from zero, and the
 * account-wide count gets this attempt back (only wrong passwords should slow the account).
 */
async function releaseSignInAttempt(
  ctx: AppContext,
  userId: number,
  client: string,
): Promise<void> {
  await ctx.db
    .deleteFrom('sign_in_guards')
    .where('user_id', '=', userId)
    .where('client', '=', client)
    .execute();
  await giveBack(ctx.db, userId, ANY_CLIENT);
}

/**
 * A wrong password: the attempt stays counted. Once the account has ALERT_AFTER_FAILURES in its
 * window, the owner is e-mailed once for that window, with the way to a new password. The flag is
 * set by the same statement that checks it, so parallel failures send one message.
 */
async function recordWrongPassword(
  ctx: AppContext,
  user: { id: number; email: string },
  onMailError: (error: unknown) => void,
): Promise<void> {
  const claimed = await ctx.db
    .updateTable('sign_in_guards')
    .set({ alert_sent: 1 })
    .where('user_id', '=', user.id)
    .where('client', '=', ANY_CLIENT)
    .where('alert_sent', '=', 0)
    .where('attempts', '>=', ALERT_AFTER_FAILURES)
    .returning('attempts')
    .executeTakeFirst();
  if (!claimed) return;
  try {
    await ctx.mailer.send(
      signInGuessesMessage(ctx.config.site, user.email, {
        failures: claimed.attempts,
        resetUrl: new URL('/auth_password_reset.html', ctx.config.publicOrigin).href,
      }),
    );
  } catch (error) {
    // The verdict stands either way; the next window tries again.
    onMailError(error);
  }
}

/**
 * Checks a password typed for `user` from the request's address, counted by the guard: refused
 * before the check when over a limit (429 account_throttled), 401 password_incorrect on `field`
 * when wrong. Sign-in and the password change both prove the password through it.
 */
export async function verifyPasswordCounted(
  ctx: AppContext,
  request: FastifyRequest,
  user: { id: number; email: string; passwordHash: string },
  password: string,
  field: string,
): Promise<void> {
  // Counted before the (slow) check, so guesses in flight cannot outrun the limit.
  await reserveSignInAttempt(ctx, user.id, request.ip, field);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordWrongPassword(ctx, user, (error) =>
      request.log.error({ err: error }, 'sign-in alert not sent'),
    );
    throw new ApiError('password_incorrect', 401, field);
  }
  await releaseSignInAttempt(ctx, user.id, request.ip);
}

/**
 * The signed-in person proves they know their password before a change a stolen session must not
 * make alone (the password, the payout method): counted like a sign-in, every refusal beside
 * `current_password`. An account without a password yet (a social or e-mail-only sign-up) is
 * 400 loginability_issue: the e-mailed restore code sets one.
 */
export async function verifyCurrentPassword(
  ctx: AppContext,
  request: FastifyRequest,
  user: Pick<User, 'id' | 'email' | 'password_hash'>,
  password: string,
): Promise<void> {
  const field = 'current_password';
  if (user.password_hash === null) throw new ApiError('loginability_issue', 400, field);
  await verifyPasswordCounted(
    ctx,
    request,
    { id: user.id, email: user.email, passwordHash: user.password_hash },
    password,
    field,
  );
}

/** A new password ends every count and lock on the account. */
export async function clearSignInGuards(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sign_in_guards').where('user_id', '=', userId).execute();
}
