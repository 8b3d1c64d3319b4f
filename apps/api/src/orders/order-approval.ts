import type { Kysely } from 'kysely';
import type { Database, Order } from '../db/schema';
import { releaseEarning } from './expert-earnings';
import type { OrderScope } from './order-access';
import { releaseCommission } from './partner-commissions';
import { takeOrderStep } from './take-order-step';

/**
 * Approves a delivered order, inside the caller's transaction: the customer's `approve`, or
 * `auto_approve` when the review period ends (by `system`). Either way the order is finished now
 * and its expert's earning is theirs, available for the next payout, as is the commission of the
 * partner who brought its customer.
 */
export async function approveOrder(
  trx: Kysely<Database>,
  order: Order,
  action: 'approve' | 'auto_approve',
  scope: OrderScope,
  now: number,
): Promise<Order> {
  const taken = await takeOrderStep(trx, order, action, scope, { finished_at: now });
  await releaseEarning(trx, taken, now);
  await releaseCommission(trx, taken, now);
  return taken;
}
