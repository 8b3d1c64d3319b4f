import type { PaidHistory } from '@bb/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What the customer has paid for, from their ledger: the orders whose payments exceed their
 * refunds (an order cancelled with a full refund was not paid in the end, so the welcome discount
 * stays theirs), and what those orders cost them net of refunds (the loyalty total counts the
 * price paid, after its discount). Read inside the customer's `balanceTransaction`, it stays true
 * until commit: a concurrent payment waits for the lock and then sees this one.
 */
export async function paidHistoryOf(db: Kysely<Database>, userId: number): Promise<PaidHistory> {
  const perOrder = await db
    .selectFrom('balance_entries')
    .select(['order_id', (eb) => eb.fn.sum<number | string>('amount_cents').as('net')])
    .where('user_id', '=', userId)
    .where('order_id', 'is not', null)
    .where('reason', 'in', ['order_payment', 'refund'])
    .groupBy('order_id')
    .execute();
  const paid = perOrder.map((row) => -Number(row.net)).filter((cents) => cents > 0);
  return {
    paidOrdersQty: paid.length,
    paidTotalCents: paid.reduce((sum, cents) => sum + cents, 0),
  };
}
