import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, Order } from '../db/schema';
import { transact } from '../db/transactions';

/**
 * Why a customer's funds changed: a row of the ledger each. A refund to the card shows as the
 * refund to the balance and, beside it, the same money leaving to the card (`card_refund`).
 */
export type BalanceReason = 'top_up' | 'order_payment' | 'refund' | 'card_refund';

/**
 * The customer's balance in cents: the sum of their ledger, kept beside it by the database in
 * the transaction of every entry (customer_balances, migration 0034), so it is one row to read.
 */
export async function balanceOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_balances')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance_cents ?? 0);
}

/** A page of the customer's ledger, newest first. */
export async function balanceEntriesOf(db: Kysely<Database>, userId: number, page: PageRequest) {
  const query = db
    .selectFrom('balance_entries')
    .select(['id', 'amount_cents', 'reason', 'order_id', 'created_at'])
    .where('user_id', '=', userId);
  const rows = await keysetPage(
    query,
    { key: 'balance_entries.created_at', id: 'balance_entries.id', direction: 'desc' },
    page,
  ).execute();
  return keysetPageOf(rows, page, (entry) => ({ key: entry.created_at, id: entry.id }));
}

/**
 * The customer's balance and a page of their ledger, as GET /customers/balance answers them (and
 * the operator's …/customers/{id}/balance).
 */
export async function balanceAnswer(db: Kysely<Database>, userId: number, page: PageRequest) {
  const [balance, entries] = await Promise.all([
    balanceOf(db, userId),
    balanceEntriesOf(db, userId, page),
  ]);
  return { balance_cents: balance, entries: entries.rows, next_cursor: entries.next_cursor };
}

/**
 * Runs `work` in a transaction (`transact`: retried when PostgreSQL rolls it back for a race)
 * that first locks the customer's balance: every transaction that writes their ledger (an order
 * placed or paid, a refund, a top-up credited) runs through here, so they run one after the other
 * and a balance read inside stays true until commit. `userId` null (a customer deleted) locks
 * nothing.
 *
 * The lock order, the same in every path: the user's row (this lock), then the order's row (its
 * step, `takeOrderStep`), then rows derived from it (ledger entries, the expert's earning), and
 * for payouts the payout's row before its earnings. Taken first, before any insert that names the
 * user (a foreign key takes a key-share lock on its row), no two paths wait for each other in
 * opposite order. `FOR NO KEY UPDATE` excludes the other balance writers but not those
 * key-share locks. SQLite has no row locks: it runs one write transaction at a time.
 */
export function balanceTransaction<T>(
  ctx: Pick<AppContext, 'db' | 'engine'>,
  userId: number | null,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return transact(ctx.db, async (trx) => {
    if (ctx.engine === 'postgres' && userId !== null) {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .execute();
    }
    return work(trx);
  });
}

/**
 * Charges the order's price to its customer inside the transaction `trx`, when their balance
 * covers it; answers whether it did. It runs in a `balanceTransaction` of the customer, so two
 * charges of one customer cannot both spend the same funds; the ledger takes one payment per
 * order, so an order is never charged twice.
 */
export async function chargeOrder(
  trx: Kysely<Database>,
  order: Pick<Order, 'id' | 'customer_user_id' | 'price_cents'>,
  now: number,
): Promise<boolean> {
  const userId = order.customer_user_id;
  if (userId === null) return false;
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

/**
 * Gives a paid order's price, or `amountCents` of it, back to its customer's balance, once (the
 * ledger takes one refund per order); in a `balanceTransaction` of the customer.
 */
export async function refundOrder(
  trx: Kysely<Database>,
  order: Pick<Order, 'id' | 'customer_user_id' | 'price_cents'>,
  now: number,
  amountCents = order.price_cents,
): Promise<void> {
  if (order.customer_user_id === null || amountCents === 0) return;
  await trx
    .insertInto('balance_entries')
    .values({
      user_id: order.customer_user_id,
      amount_cents: amountCents,
      reason: 'refund',
      order_id: order.id,
      created_at: now,
    })
    .execute();
}

/** `amountCents` of the order's refund leaves the balance for the card it was paid with, once. */
export async function recordCardRefund(
  trx: Kysely<Database>,
  order: Pick<Order, 'id' | 'customer_user_id'>,
  now: number,
  amountCents: number,
): Promise<void> {
  if (order.customer_user_id === null) return;
  await trx
    .insertInto('balance_entries')
    .values({
      user_id: order.customer_user_id,
      amount_cents: -amountCents,
      reason: 'card_refund',
      order_id: order.id,
      created_at: now,
    })
    .execute();
}
