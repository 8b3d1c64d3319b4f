import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { type KeptTotal, keepTotal } from './kept-total-triggers';
import type { Db, MigrationContext } from './migration-context';

/*
 * Totals kept beside the rows they sum, so a first page reads one row instead of a party's whole
 * history: each customer's balance (their balance_entries), each expert's earnings available,
 * expected and paid out (their expert_earnings and the payouts' states), and how many of each
 * customer's orders are in each state. Triggers keep them, in the transaction of the write that
 * changes them, whichever code writes (db/migrations/kept-total-triggers.ts). The ledgers stay the record: the totals are what
 * `recountLedgerTotals` makes of them.
 */

const EARNING_SUMS = ['available_cents', 'expected_cents', 'paid_out_cents'];

const KEPT_TOTALS: KeptTotal[] = [
  {
    table: 'balance_entries',
    columns: ['user_id', 'amount_cents'],
    totals: 'customer_balances',
    keys: ['user_id'],
    sums: ['balance_cents'],
    part: (row, sign) =>
      `${row}.user_id as user_id, ${sign} * ${row}.amount_cents as balance_cents`,
  },
  {
    table: 'expert_earnings',
    columns: [
      'writer_id',
      'amount_cents',
      'available_at',
      'payout_id',
      'clawback_cents',
      'clawback_payout_id',
    ],
    totals: 'expert_earning_totals',
    keys: ['writer_id'],
    sums: EARNING_SUMS,
    part: (row, sign) => `${row}.writer_id as writer_id,
      ${sign} * (case when ${row}.payout_id is null and ${row}.available_at is not null then ${row}.amount_cents else 0 end
        - case when ${row}.clawback_payout_id is null then ${row}.clawback_cents else 0 end) as available_cents,
      ${sign} * (case when ${row}.payout_id is null and ${row}.available_at is null then ${row}.amount_cents else 0 end) as expected_cents,
      ${sign} * coalesce((select ${row}.amount_cents from expert_payouts
        where expert_payouts.id = ${row}.payout_id and expert_payouts.status = 'paid'), 0) as paid_out_cents`,
  },
  {
    // A payout's earnings count as paid out while it is paid: they move in or out as a whole.
    table: 'expert_payouts',
    columns: ['status'],
    changed: (was, is) => `(${was}.status = 'paid') <> (${is}.status = 'paid')`,
    totals: 'expert_earning_totals',
    keys: ['writer_id'],
    sums: EARNING_SUMS,
    part: (row, sign) => `${row}.writer_id as writer_id, 0 as available_cents, 0 as expected_cents,
      ${sign} * (case when ${row}.status = 'paid' then (select coalesce(sum(amount_cents), 0)
        from expert_earnings where expert_earnings.payout_id = ${row}.id) else 0 end) as paid_out_cents`,
  },
  {
    // A customer deleted leaves their orders (customer_user_id set null) while their counts go
    // with them (the foreign key): only a change of state moves a count.
    table: 'orders',
    columns: ['status'],
    changed: (was, is) => `${was}.status <> ${is}.status`,
    totals: 'customer_order_counts',
    keys: ['customer_user_id', 'status'],
    sums: ['qty'],
    part: (row, sign) =>
      `${row}.customer_user_id as customer_user_id, ${row}.status as status, ${sign} as qty`,
  },
];

/**
 * Sets every kept total to what the ledgers and orders say, in one pass of each table: the
 * migration's backfill, and the growth benchmark's after its bulk load.
 */
export async function recountLedgerTotals<Schema>(db: Kysely<Schema>): Promise<void> {
  await sql`delete from customer_balances`.execute(db);
  await sql`insert into customer_balances (user_id, balance_cents)
    select user_id, sum(amount_cents) from balance_entries group by user_id`.execute(db);
  await sql`delete from expert_earning_totals`.execute(db);
  await sql`insert into expert_earning_totals (writer_id, available_cents, expected_cents, paid_out_cents)
    select expert_earnings.writer_id,
      sum(case when expert_earnings.payout_id is null and expert_earnings.available_at is not null
        then expert_earnings.amount_cents else 0 end)
        - sum(case when expert_earnings.clawback_payout_id is null then expert_earnings.clawback_cents else 0 end),
      sum(case when expert_earnings.payout_id is null and expert_earnings.available_at is null
        then expert_earnings.amount_cents else 0 end),
      sum(case when expert_payouts.status = 'paid' then expert_earnings.amount_cents else 0 end)
    from expert_earnings
    left join expert_payouts on expert_payouts.id = expert_earnings.payout_id
    group by expert_earnings.writer_id`.execute(db);
  await sql`delete from customer_order_counts`.execute(db);
  await sql`insert into customer_order_counts (customer_user_id, status, qty)
    select customer_user_id, status, count(*) from orders
    where customer_user_id is not null group by customer_user_id, status`.execute(db);
}

export function ledgerTotals({ engine }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('customer_balances')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('balance_cents', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('expert_earning_totals')
        .addColumn('writer_id', 'integer', (c) =>
          c.primaryKey().references('writers.id').onDelete('cascade'),
        )
        .addColumn('available_cents', 'bigint', (c) => c.notNull())
        .addColumn('expected_cents', 'bigint', (c) => c.notNull())
        .addColumn('paid_out_cents', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('customer_order_counts')
        .addColumn('customer_user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('qty', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('customer_order_counts_pk', ['customer_user_id', 'status'])
        .execute();
      for (const total of KEPT_TOTALS) await keepTotal(db, engine, total);
      await recountLedgerTotals(db);
    },
  };
}
