import { isReferralCode, REFERRAL_PARAM } from '@bb/validation';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';
import { partnerByCode } from './referral-partners';

/**
 * The mailbox an address reaches: lower case, without a `+tag` in its local part, so a partner
 * cannot bring themself as a customer under `me+1@…`.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}

/**
 * A customer who just signed up (`customer`, in the sign-up's transaction or right after it) with
 * a partner's `ref` cookie becomes that partner's, first touch: a customer attributed already
 * stays with their partner (the unique customer column), and a partner's own mailbox is refused
 * (self-referral). A cookie that names no active partner (a visit id of visit tracking, an unknown
 * or blocked partner's code) attributes nothing. Answers whether the customer was attributed.
 */
export async function attributeSignUp(
  db: Kysely<Database>,
  request: FastifyRequest,
  customer: Pick<User, 'id' | 'email' | 'role'>,
  now: number,
): Promise<boolean> {
  const code = request.cookies[REFERRAL_PARAM];
  if (customer.role !== 'customer' || !isReferralCode(code)) return false;
  const partner = await partnerByCode(db, code);
  if (!partner || partner.user_id === customer.id) return false;
  if (mailboxOf(partner.email) === mailboxOf(customer.email)) return false;
  const attributed = await db
    .insertInto('referral_attributions')
    .values({ customer_user_id: customer.id, partner_user_id: partner.user_id, attributed_at: now })
    .onConflict((conflict) => conflict.column('customer_user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return attributed !== undefined;
}
