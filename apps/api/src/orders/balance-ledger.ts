import type { Kysely } from 'kysely';
import type { Engine } from '../db/database';
import type { Database, Order } from '../db/schema';

/** Why a customer's funds changed: a row of the ledger each. */
export type BalanceReason = 'top_up' | 'order_payment' | 'refund';

/** The customer's balance in cents: the sum of their ledger. */
export async function balanceOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('balance_entries')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Charges the order's price to its customer inside the transaction `trx`, when their balance
 * covers it; answers whether it did. The customer's row is locked first on PostgreSQL, so two
 * charges of one customer run one after the other and cannot both spend the same funds (SQLite
 * runs one write transaction at a time already); the ledger takes one payment per order, so an
 * order is never charged twice.
 */
export async function chargeOrder(
  trx: Kysely<Database>,
  engine: Engine,
  order: Pick<Order, 'id' | 'customer_user_id' | 'price_cents'>,
  now: number,
): Promise<boolean> {
  const userId = order.customer_user_id;
  if (userId === null) return false;
  if (engine === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }
  if ((await balanceOf(trx, userId)) < order.price_cents) return false;
  await trx
    .insertInto('balance_entries')
    .values({
      user_id: userId,
      amount_cents: -order.price_cents,
      reason: 'order_payment',
      order_id: order.id,
      created_at: now,
    })
    .execute();
  return true;
}

/** Gives a paid order's price back to its customer (a cancelled order), once. */
export async function refundOrder(
  trx: Kysely<Database>,
  order: Pick<Order, 'id' | 'customer_user_id' | 'price_cents'>,
  now: number,
): Promise<void> {
  if (order.customer_user_id === null || order.price_cents === 0) return;
  await trx
    .insertInto('balance_entries')
    .values({
      user_id: order.customer_user_id,
      amount_cents: order.price_cents,
      reason: 'refund',
      order_id: order.id,
      created_at: now,
    })
    .execute();
}
