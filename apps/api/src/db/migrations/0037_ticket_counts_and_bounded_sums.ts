import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { type KeptTotal, keepTotal } from './kept-total-triggers';
import type { Db, MigrationContext } from './migration-context';

/*
 * The sums per call that were left after 0035, each growing with one party's history, kept the
 * same way (kept-total-triggers.ts): how many of a customer's tickets are in each state, what a
 * customer has paid for (the loyalty discount's history: each order's net payment, and the
 * orders paid and their total) and how many testimonials an expert has, highlighted or not.
 * Beside them, the payout run's read of a party's unpaid entries gets an index of those alone.
 * The rows stay the record: the counts are what `recountBoundedSums` makes of them.
 */

/** The ledger's reasons that pay for an order or give it back: an order's net payment. */
const PAYMENT_REASONS = "('order_payment', 'refund')";

/** The sums kept from the rows themselves. */
const KEPT_SUMS: KeptTotal[] = [
  {
    table: 'support_tickets',
    columns: ['status', 'customer_user_id'],
    changed: (was, is) =>
      `(${was}.status <> ${is}.status or ${was}.customer_user_id <> ${is}.customer_user_id)`,
    totals: 'customer_ticket_counts',
    keys: ['customer_user_id', 'status'],
    sums: ['qty'],
    part: (row, sign) =>
      `${row}.customer_user_id as customer_user_id, ${row}.status as status, ${sign} as qty`,
  },
  {
    // What each order cost the customer net of its refunds (payments are negative entries).
    table: 'balance_entries',
    columns: ['user_id', 'order_id', 'reason', 'amount_cents'],
    totals: 'customer_order_payments',
    keys: ['user_id', 'order_id'],
    sums: ['net_cents'],
    part: (row, sign) => `${row}.user_id as user_id, ${row}.order_id as order_id,
      ${sign} * (case when ${row}.reason in ${PAYMENT_REASONS} then -${row}.amount_cents else 0 end) as net_cents`,
  },
  {
    table: 'testimonials',
    columns: ['writer_id', 'is_highlighted'],
    changed: (was, is) =>
      `(${was}.writer_id <> ${is}.writer_id or ${was}.is_highlighted <> ${is}.is_highlighted)`,
    totals: 'writer_testimonial_counts',
    keys: ['writer_id'],
    sums: ['qty', 'highlighted_qty'],
    part: (row, sign) => `${row}.writer_id as writer_id, ${sign} as qty,
      ${sign} * (case when ${row}.is_highlighted = 1 then 1 else 0 end) as highlighted_qty`,
  },
];

/**
 * The customer's paid history, kept from their orders' net payments (kept above): an order
 * counts as paid while its net payment is above nothing (a full refund unpays it).
 */
const PAID_TOTALS: KeptTotal = {
  table: 'customer_order_payments',
  rowKey: ['user_id', 'order_id'],
  columns: ['net_cents'],
  changed: (was, is) => `${was}.net_cents <> ${is}.net_cents`,
  totals: 'customer_paid_totals',
  keys: ['user_id'],
  sums: ['orders_qty', 'paid_cents'],
  part: (row, sign) => `${row}.user_id as user_id,
      ${sign} * (case when ${row}.net_cents > 0 then 1 else 0 end) as orders_qty,
      ${sign} * (case when ${row}.net_cents > 0 then ${row}.net_cents else 0 end) as paid_cents`,
};

/**
 * Sets every count of this migration to what the rows say, in one pass of each table: the
 * migration's backfill, and the growth benchmark's after its bulk load.
 */
export async function recountBoundedSums<Schema>(db: Kysely<Schema>): Promise<void> {
  await recountFromRows(db);
  await recountPaidTotals(db);
}

/** The sums of KEPT_SUMS, from their rows. */
async function recountFromRows<Schema>(db: Kysely<Schema>): Promise<void> {
  await sql`delete from customer_ticket_counts`.execute(db);
  await sql`insert into customer_ticket_counts (customer_user_id, status, qty)
    select customer_user_id, status, count(*) from support_tickets
    group by customer_user_id, status`.execute(db);
  await sql`delete from customer_order_payments`.execute(db);
  await sql`insert into customer_order_payments (user_id, order_id, net_cents)
    select user_id, order_id, -sum(amount_cents) from balance_entries
    where order_id is not null and reason in ${sql.raw(PAYMENT_REASONS)}
    group by user_id, order_id having sum(amount_cents) <> 0`.execute(db);
  await sql`delete from writer_testimonial_counts`.execute(db);
  await sql`insert into writer_testimonial_counts (writer_id, qty, highlighted_qty)
    select writer_id, count(*), sum(case when is_highlighted = 1 then 1 else 0 end)
    from testimonials group by writer_id`.execute(db);
}

/** PAID_TOTALS, from the orders' net payments. */
async function recountPaidTotals<Schema>(db: Kysely<Schema>): Promise<void> {
  await sql`delete from customer_paid_totals`.execute(db);
  await sql`insert into customer_paid_totals (user_id, orders_qty, paid_cents)
    select user_id, count(*), sum(net_cents) from customer_order_payments
    where net_cents > 0 group by user_id`.execute(db);
}

/**
 * The payout run's entries of one party not yet paid and available (`payouts/payout-ledgers.ts`):
 * an index of those alone, which each run empties, rather than a walk of the party's history.
 */
const UNPAID_INDEXES = [
  { name: 'expert_earnings_unpaid', table: 'expert_earnings', owner: 'writer_id' },
  { name: 'partner_commissions_unpaid', table: 'partner_commissions', owner: 'partner_user_id' },
];

export function ticketCountsAndBoundedSums({ engine }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('customer_ticket_counts')
        .addColumn('customer_user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('qty', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('customer_ticket_counts_pk', ['customer_user_id', 'status'])
        .execute();
      // No foreign key: a row per paid order, from balance_entries, whose own keep its user and
      // order (a check per row would double the backfill's time).
      await db.schema
        .createTable('customer_order_payments')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('net_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('customer_order_payments_pk', ['user_id', 'order_id'])
        .execute();
      await db.schema
        .createTable('customer_paid_totals')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('orders_qty', 'bigint', (c) => c.notNull())
        .addColumn('paid_cents', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('writer_testimonial_counts')
        .addColumn('writer_id', 'integer', (c) =>
          c.primaryKey().references('writers.id').onDelete('cascade'),
        )
        .addColumn('qty', 'bigint', (c) => c.notNull())
        .addColumn('highlighted_qty', 'bigint', (c) => c.notNull())
        .execute();
      // Each level kept before it is counted, so a write meanwhile is in the count or moves it;
      // the orders' net payments are counted before the paid totals kept from them, so that
      // count (a row per paid order) runs no trigger per row.
      for (const total of KEPT_SUMS) await keepTotal(db, engine, total);
      await recountFromRows(db);
      await keepTotal(db, engine, PAID_TOTALS);
      await recountPaidTotals(db);
      for (const index of UNPAID_INDEXES)
        await sql
          .raw(`create index ${index.name} on ${index.table} (${index.owner}, available_at)
            where payout_id is null and available_at is not null`)
          .execute(db);
    },
  };
}
