import type { PaidHistory } from '@bb/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What the customer has paid for, from their ledger: the orders whose payments exceed their
 * refunds (an order cancelled with a full refund was not paid in the end, so the welcome discount
 * stays theirs), and what those orders cost them net of refunds (the loyalty total counts the
 * price paid, after its discount). One row the database keeps in the transaction of every ledger
 * entry (customer_paid_totals, from each order's net payment: migration 0037), so a quote costs
 * the same however long the customer's history. Read inside the customer's `balanceTransaction`,
 * it stays true until commit: a concurrent payment waits for the lock and then sees this one.
 */
export async function paidHistoryOf(db: Kysely<Database>, userId: number): Promise<PaidHistory> {
  const totals = await db
    .selectFrom('customer_paid_totals')
    .select(['orders_qty', 'paid_cents'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    paidOrdersQty: Number(totals?.orders_qty ?? 0),
    paidTotalCents: Number(totals?.paid_cents ?? 0),
  };
}
