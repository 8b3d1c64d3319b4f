import type { DiscountPolicy } from '@bb/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DISCOUNT_POLICY_VARIABLE, discountPolicySections } from './discount-policy-text';

/**
 * Writes the Discount Policy page from `policy` when the stored text differs (every start does,
 * so a release that changes the figures changes the page, and its "last updated" date, with
 * them). A database without the page (not seeded yet) is left alone.
 */
export async function writeDiscountPolicyPage(
  db: Kysely<Database>,
  policy: DiscountPolicy,
  now: number,
): Promise<void> {
  const body = JSON.stringify(discountPolicySections(policy));
  await db
    .updateTable('content_variables')
    .set({ body, updated_at: now })
    .where('name', '=', DISCOUNT_POLICY_VARIABLE)
    .where('body', '!=', body)
    .execute();
}
