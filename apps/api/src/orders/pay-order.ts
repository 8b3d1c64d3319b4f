import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database, Order } from '../db/schema';
import { priceForCustomer, repriceWaitingOrders } from '../discounts/order-pricing';
import { ApiError } from '../http/envelope';
import { chargeOrder } from './balance-ledger';
import { actorOf, type OrderScope } from './order-access';
import { nextOrderState } from './order-lifecycle';
import { recordCommission } from './partner-commissions';
import { takeOrderStep } from './take-order-step';

/**
 * Pays `order` from its customer's balance, inside the customer's `balanceTransaction`: priced
 * at the discount that applies at this instant (discounts/order-pricing.ts), charged, and moved to
 * paid; then the customer's other orders awaiting payment are priced again (their discount may
 * have changed with this payment), and a referral partner who brought the customer earns their
 * commission on it (partner-commissions.ts). Answers the paid order, or null, changing nothing, when the
 * balance does not cover its price. A step the lifecycle refuses is refused first.
 */
export async function payOrder(
  trx: Kysely<Database>,
  config: Pick<ApiConfig, 'discounts' | 'referralCommissionPercent'>,
  order: Order,
  scope: OrderScope,
  now: number,
): Promise<Order | null> {
  const userId = order.customer_user_id;
  if (nextOrderState(order.status, 'pay', actorOf(scope)) === undefined || userId === null)
    throw new ApiError('order_action_refused', 409, 'status');
  const policy = config.discounts;
  const pricing = await priceForCustomer(trx, policy, userId, order.list_price_cents);
  // Charged first: a step refused after it (the order moved meanwhile) rolls the charge back.
  if (!(await chargeOrder(trx, { ...order, ...pricing }, now))) return null;
  const paid = await takeOrderStep(trx, order, 'pay', scope, pricing);
  await repriceWaitingOrders(trx, policy, userId);
  await recordCommission(trx, config.referralCommissionPercent, paid, now);
  return paid;
}
