import { type Discount, type DiscountPolicy, discountCents, discountFor } from '@bb/validation';
import type { Kysely } from 'kysely';
import type { Database, Order } from '../db/schema';
import { paidHistoryOf } from './paid-history';

/** An order's price columns: the list price, the discount in it, and what the customer pays. */
export type OrderPricing = Pick<
  Order,
  'list_price_cents' | 'discount_kind' | 'discount_percent' | 'price_cents'
>;

/** `listPriceCents` less `discount` (none: null). */
export function pricingOf(listPriceCents: number, discount: Discount | null): OrderPricing {
  const percent = discount?.percent ?? 0;
  return {
    list_price_cents: listPriceCents,
    discount_kind: discount?.kind ?? null,
    discount_percent: percent,
    price_cents: listPriceCents - discountCents(listPriceCents, percent),
  };
}

/** The discount the customer `userId` gets on their next payment, by `policy`. */
export async function customerDiscount(
  db: Kysely<Database>,
  policy: DiscountPolicy,
  userId: number,
): Promise<Discount | null> {
  return discountFor(await paidHistoryOf(db, userId), policy);
}

/**
 * The price of an order of `listPriceCents` for its customer now. The discount that counts is
 * the one at payment: every path that pays an order prices it here first, inside the customer's
 * `balanceTransaction`, so of two orders a new customer pays at once only the first gets the
 * welcome discount. A customer deleted (null) pays the list price.
 */
export async function priceForCustomer(
  db: Kysely<Database>,
  policy: DiscountPolicy,
  userId: number | null,
  listPriceCents: number,
): Promise<OrderPricing> {
  const discount = userId === null ? null : await customerDiscount(db, policy, userId);
  return pricingOf(listPriceCents, discount);
}

/**
 * Prices the customer's orders awaiting payment again (after a payment or a refund changed their
 * discount), inside their `balanceTransaction`, so what a pre-order shows, and what a top-up for
 * it asks, is what paying it would cost.
 */
export async function repriceWaitingOrders(
  trx: Kysely<Database>,
  policy: DiscountPolicy,
  userId: number,
): Promise<void> {
  const discount = await customerDiscount(trx, policy, userId);
  const waiting = await trx
    .selectFrom('orders')
    .select(['id', 'list_price_cents'])
    .where('customer_user_id', '=', userId)
    .where('status', '=', 'pre_order')
    .execute();
  for (const order of waiting) {
    await trx
      .updateTable('orders')
      .set(pricingOf(order.list_price_cents, discount))
      .where('id', '=', order.id)
      .where('status', '=', 'pre_order')
      .execute();
  }
}
