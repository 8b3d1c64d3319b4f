import type { Kysely } from 'kysely';
import type { Database, Order } from '../db/schema';

/**
 * The expert's share of an order's price, in percent: the one place the rate is set. An order
 * earns at the rate of the day the expert accepted it ("the rate shown when you took it"): the
 * amount is written to the ledger then, so a later change of the rate leaves it as it was.
 */
export const EXPERT_SHARE_PERCENT = 70;

/** What an expert taking an order of this price earns now, in whole cents (rounded down). */
export function expertEarningCents(priceCents: number): number {
  return Math.floor((priceCents * EXPERT_SHARE_PERCENT) / 100);
}

/**
 * Writes the expert's earning for `order`, the row as their accept step updated it (so the
 * expert is the one the order is with), inside the step's transaction. The ledger takes one
 * earning per order (a unique index), so a repeated accept cannot earn twice.
 */
export async function recordEarning(
  trx: Kysely<Database>,
  order: Pick<Order, 'id' | 'writer_id' | 'price_cents'>,
  now: number,
): Promise<void> {
  if (order.writer_id === null) return;
  await trx
    .insertInto('expert_earnings')
    .values({
      writer_id: order.writer_id,
      order_id: order.id,
      amount_cents: expertEarningCents(order.price_cents),
      accepted_at: now,
      available_at: null,
      payout_id: null,
    })
    .execute();
}

/**
 * The customer approved `order` (the row as the step updated it): its expert's earning becomes
 * available for the next payout, once (an earning already available keeps its instant).
 */
export async function releaseEarning(
  trx: Kysely<Database>,
  order: Pick<Order, 'id' | 'writer_id'>,
  now: number,
): Promise<void> {
  if (order.writer_id === null) return;
  await trx
    .updateTable('expert_earnings')
    .set({ available_at: now })
    .where('order_id', '=', order.id)
    .where('writer_id', '=', order.writer_id)
    .where('available_at', 'is', null)
    .execute();
}

/**
 * The customer got `refundCents` of `order`'s price back: its expert earns their share of what was
 * kept (at the rate fixed when they accepted it). An earning not yet paid out is reduced; one a
 * payout took is owed back (`clawback_cents`), and the next payout pays that much less.
 * `order` is the row as the refund's step updated it, inside that step's transaction.
 */
export async function reduceEarning(
  trx: Kysely<Database>,
  order: Pick<Order, 'id' | 'price_cents'>,
  refundCents: number,
): Promise<void> {
  const earning = await trx
    .selectFrom('expert_earnings')
    .select(['id', 'amount_cents'])
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!earning || order.price_cents === 0) return;
  const kept = Math.max(0, order.price_cents - refundCents);
  const reduced = Math.floor((earning.amount_cents * kept) / order.price_cents);
  // Only while no payout has it: a payout that takes it first leaves it to the clawback below.
  const unpaid = await trx
    .updateTable('expert_earnings')
    .set({ amount_cents: reduced })
    .where('id', '=', earning.id)
    .where('payout_id', 'is', null)
    .executeTakeFirst();
  if (Number(unpaid.numUpdatedRows) > 0) return;
  await trx
    .updateTable('expert_earnings')
    .set({ clawback_cents: earning.amount_cents - reduced })
    .where('id', '=', earning.id)
    .execute();
}

/**
 * A PayPal e-mail set less than this long before a payout date is not used on that date: the
 * expert's earnings wait for the next date. Every change is e-mailed to the expert (their
 * account's address and the old PayPal one), so a change made with a stolen session is seen,
 * and can be undone, before any money goes to it.
 */
export const PAYOUT_METHOD_HOLD_MS = 48 * 60 * 60 * 1000;

/** The payout date on or before `now` (the 1st or the 16th, 00:00 UTC), as epoch milliseconds. */
export function lastPayoutDate(now: number): number {
  const date = new Date(now);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
  return Date.UTC(year, month, date.getUTCDate() >= 16 ? 16 : 1);
}

/** The next payout date after `now`: the 16th, or the 1st of the next month. */
export function nextPayoutDate(now: number): number {
  const date = new Date(now);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
  return date.getUTCDate() >= 16 ? Date.UTC(year, month + 1, 1) : Date.UTC(year, month, 16);
}

/** 'YYYY-MM-DD' of a payout date. */
export function payoutDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
