import type { Kysely } from 'kysely';
import type { Database, Order } from '../db/schema';

/*
 * The partners' commission ledger: one row per paid order of a customer a partner brought, in
 * the transaction of the step that moves the money, so it follows the order whatever races.
 * The payout run pays it as it pays the experts' earnings (payouts/payout-ledgers.ts).
 */

/** The commission on `cents` paid at `percent`, in whole cents (rounded down). */
export function commissionCents(cents: number, percent: number): number {
  return Math.floor((cents * percent) / 100);
}

/**
 * The customer of `order` (the row as the pay step updated it) paid it: the partner who brought
 * them earns `percent` of the price, pending until the order is settled. Once per order (a
 * unique index), so a repeated payment cannot earn twice.
 */
export async function recordCommission(
  trx: Kysely<Database>,
  percent: number,
  order: Pick<Order, 'id' | 'customer_user_id' | 'price_cents'>,
  now: number,
): Promise<void> {
  if (order.customer_user_id === null) return;
  const attribution = await trx
    .selectFrom('referral_attributions')
    .select('partner_user_id')
    .where('customer_user_id', '=', order.customer_user_id)
    .executeTakeFirst();
  if (!attribution) return;
  await trx
    .insertInto('partner_commissions')
    .values({
      partner_user_id: attribution.partner_user_id,
      order_id: order.id,
      customer_user_id: order.customer_user_id,
      order_cents: order.price_cents,
      amount_cents: commissionCents(order.price_cents, percent),
      earned_at: now,
      available_at: null,
      payout_id: null,
      clawback_payout_id: null,
    })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
}

/**
 * `order` is finished (approved, approved when its review period ended, or its dispute closed
 * finished): no refund can follow, so its commission becomes available for the next payout, once.
 */
export async function releaseCommission(
  trx: Kysely<Database>,
  order: Pick<Order, 'id'>,
  now: number,
): Promise<void> {
  await trx
    .updateTable('partner_commissions')
    .set({ available_at: now })
    .where('order_id', '=', order.id)
    .where('available_at', 'is', null)
    .execute();
}

/**
 * The customer got `refundCents` of `order`'s price back: the commission shrinks to its share of
 * what was kept. One not yet paid out is reduced; one a payout took is owed back
 * (`clawback_cents`): the partner's balance goes negative and the next payout nets it.
 */
export async function reduceCommission(
  trx: Kysely<Database>,
  order: Pick<Order, 'id'>,
  refundCents: number,
): Promise<void> {
  const commission = await trx
    .selectFrom('partner_commissions')
    .select(['id', 'amount_cents', 'order_cents'])
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!commission || commission.order_cents === 0 || refundCents <= 0) return;
  const kept = Math.max(0, commission.order_cents - refundCents);
  const reduced = Math.floor((commission.amount_cents * kept) / commission.order_cents);
  // Only while no payout has it: a payout that takes it first leaves it to the clawback below.
  const unpaid = await trx
    .updateTable('partner_commissions')
    .set({ amount_cents: reduced, order_cents: kept })
    .where('id', '=', commission.id)
    .where('payout_id', 'is', null)
    .executeTakeFirst();
  if (Number(unpaid.numUpdatedRows) > 0) return;
  await trx
    .updateTable('partner_commissions')
    // The amount stays what the payout paid; what it overpaid is owed back.
    .set({ order_cents: kept, clawback_cents: commission.amount_cents - reduced })
    .where('id', '=', commission.id)
    .execute();
}
