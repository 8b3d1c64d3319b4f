import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@bb/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PayoutMethodOwner } from '../payouts/payout-method';

/** A new random link code: 24^8 (about 10^11) codes, so a clash is rare and simply retried. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * The partner row of the earnings user `userId`, made with a new code on their first visit to
 * their area (the operator creates the account: staff/); two first visits at once make one row.
 */
export async function partnerOf(db: Kysely<Database>, userId: number, now: number) {
  for (;;) {
    const found = await db
      .selectFrom('referral_partners')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (found) return found;
    await db
      .insertInto('referral_partners')
      .values({ user_id: userId, code: newReferralCode(), created_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** The partner `userId` as the owner of a payout method (payouts/payout-method.ts). */
export function partnerPayoutOwner(userId: number, pagePath: string): PayoutMethodOwner {
  return { table: 'referral_partners', key: 'user_id', id: userId, pagePath };
}

/** The active partner whose link has `code`, or undefined (unknown, or their account blocked). */
export async function partnerByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('referral_partners')
    .innerJoin('users', 'users.id', 'referral_partners.user_id')
    .select(['referral_partners.user_id', 'users.email'])
    .where('referral_partners.code', '=', code)
    .where('users.role', '=', 'earnings')
    .where('users.is_blocked', '=', 0)
    .executeTakeFirst();
}
