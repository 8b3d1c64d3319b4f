import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database';
import { type KeptTotal, keepTotal } from './kept-total-triggers';
import type { Db, MigrationContext } from './migration-context';

/*
 * The counts and totals that list and overview calls still summed on each call, kept beside
 * their rows like 0034's: how many of each expert's orders are in each state, how many orders
 * are in each state at all (the operator's queue counts), and a referral partner's funnel,
 * commission totals by state and by month, and each of their customers' paid orders and what
 * they paid.
 * The rows stay the record: the counts are what `recountKeptCounts` makes of them.
 */

/**
 * The orders in a state are counted in this many rows (by id), so two writers of different
 * orders on PostgreSQL rarely wait for the same row: one row per state would make every order's
 * change of state anywhere queue on it until its transaction ends.
 */
export const ORDER_COUNT_SLOTS = 16;

const PARTNER_SUMS = ['all_time_cents', 'pending_cents', 'available_cents', 'paid_out_cents'];
const FUNNEL_SUMS = ['visits', 'sign_ups', 'first_orders'];

/** A funnel's part: `sums` given, the others 0. */
const funnelPart = (row: string, sums: Partial<Record<string, string>>) =>
  `${row}.partner_user_id as partner_user_id, ${FUNNEL_SUMS.map((sum) => `${sums[sum] ?? '0'} as ${sum}`).join(', ')}`;

/** The month (UTC, `YYYY-MM`) of the instant `at` (epoch ms), in SQL of `engine`. */
export const monthOf = (engine: Engine, at: string) =>
  engine === 'postgres'
    ? `to_char(to_timestamp(${at} / 1000.0) at time zone 'UTC', 'YYYY-MM')`
    : `strftime('%Y-%m', ${at} / 1000, 'unixepoch')`;

const keptCountsOn = (engine: Engine): KeptTotal[] => [
  {
    // An order's expert may change (a reassignment), or be set with its state in one update.
    table: 'orders',
    columns: ['status', 'writer_id'],
    changed: (was, is) =>
      `(${was}.status <> ${is}.status
        or coalesce(${was}.writer_id, 0) <> coalesce(${is}.writer_id, 0))`,
    totals: 'expert_order_counts',
    keys: ['writer_id', 'status'],
    sums: ['qty'],
    part: (row, sign) => `${row}.writer_id as writer_id, ${row}.status as status, ${sign} as qty`,
  },
  {
    table: 'orders',
    columns: ['status'],
    changed: (was, is) => `${was}.status <> ${is}.status`,
    totals: 'order_state_counts',
    keys: ['status', 'slot'],
    sums: ['qty'],
    part: (row, sign) =>
      `${row}.status as status, ${row}.id % ${ORDER_COUNT_SLOTS} as slot, ${sign} as qty`,
  },
  {
    table: 'referral_visits',
    columns: ['partner_user_id'],
    totals: 'partner_funnel_counts',
    keys: ['partner_user_id'],
    sums: FUNNEL_SUMS,
    part: (row, sign) => funnelPart(row, { visits: `${sign}` }),
  },
  {
    table: 'referral_attributions',
    columns: ['partner_user_id'],
    totals: 'partner_funnel_counts',
    keys: ['partner_user_id'],
    sums: FUNNEL_SUMS,
    part: (row, sign) => funnelPart(row, { sign_ups: `${sign}` }),
  },
  {
    // A customer counts once they have a commission (a paid order): their row's first one.
    table: 'partner_customer_totals',
    rowKey: ['partner_user_id', 'customer_user_id'],
    columns: ['orders_qty'],
    changed: (was, is) => `(${was}.orders_qty > 0) <> (${is}.orders_qty > 0)`,
    totals: 'partner_funnel_counts',
    keys: ['partner_user_id'],
    sums: FUNNEL_SUMS,
    part: (row, sign) =>
      funnelPart(row, {
        first_orders: `${sign} * (case when ${row}.orders_qty > 0 then 1 else 0 end)`,
      }),
  },
  {
    table: 'partner_commissions',
    columns: ['partner_user_id', 'customer_user_id', 'order_cents'],
    totals: 'partner_customer_totals',
    keys: ['partner_user_id', 'customer_user_id'],
    sums: ['orders_qty', 'order_cents'],
    part: (row, sign) => `${row}.partner_user_id as partner_user_id,
      ${row}.customer_user_id as customer_user_id, ${sign} as orders_qty,
      ${sign} * ${row}.order_cents as order_cents`,
  },
  {
    // The experts' earnings' states (0034), and every commission ever earned.
    table: 'partner_commissions',
    columns: [
      'partner_user_id',
      'amount_cents',
      'available_at',
      'payout_id',
      'clawback_cents',
      'clawback_payout_id',
    ],
    totals: 'partner_commission_totals',
    keys: ['partner_user_id'],
    sums: PARTNER_SUMS,
    part: (row, sign) => `${row}.partner_user_id as partner_user_id,
      ${sign} * ${row}.amount_cents as all_time_cents,
      ${sign} * (case when ${row}.payout_id is null and ${row}.available_at is null then ${row}.amount_cents else 0 end) as pending_cents,
      ${sign} * (case when ${row}.payout_id is null and ${row}.available_at is not null then ${row}.amount_cents else 0 end
        - case when ${row}.clawback_payout_id is null then ${row}.clawback_cents else 0 end) as available_cents,
      ${sign} * coalesce((select ${row}.amount_cents from partner_payouts
        where partner_payouts.id = ${row}.payout_id and partner_payouts.status = 'paid'), 0) as paid_out_cents`,
  },
  {
    // What the commissions earned in each month came to (this month's and last on the overview).
    table: 'partner_commissions',
    columns: ['partner_user_id', 'earned_at', 'amount_cents'],
    totals: 'partner_monthly_commissions',
    keys: ['partner_user_id', 'month'],
    sums: ['amount_cents'],
    part: (row, sign) => `${row}.partner_user_id as partner_user_id,
      ${monthOf(engine, `${row}.earned_at`)} as month, ${sign} * ${row}.amount_cents as amount_cents`,
  },
  {
    // A payout's commissions count as paid out while it is paid: they move in or out as a whole.
    table: 'partner_payouts',
    columns: ['status'],
    changed: (was, is) => `(${was}.status = 'paid') <> (${is}.status = 'paid')`,
    totals: 'partner_commission_totals',
    keys: ['partner_user_id'],
    sums: PARTNER_SUMS,
    part: (row, sign) => `${row}.partner_user_id as partner_user_id, 0 as all_time_cents,
      0 as pending_cents, 0 as available_cents,
      ${sign} * (case when ${row}.status = 'paid' then (select coalesce(sum(amount_cents), 0)
        from partner_commissions where partner_commissions.payout_id = ${row}.id) else 0 end) as paid_out_cents`,
  },
];

/**
 * Sets every count of this migration to what the rows say, in one pass of each table: the
 * migration's backfill, and the growth benchmark's after its bulk load.
 */
export async function recountKeptCounts<Schema>(db: Kysely<Schema>, engine: Engine): Promise<void> {
  await sql`delete from expert_order_counts`.execute(db);
  await sql`insert into expert_order_counts (writer_id, status, qty)
    select writer_id, status, count(*) from orders
    where writer_id is not null group by writer_id, status`.execute(db);
  await sql`delete from order_state_counts`.execute(db);
  await sql`insert into order_state_counts (status, slot, qty)
    select status, id % ${sql.lit(ORDER_COUNT_SLOTS)}, count(*) from orders
    group by status, id % ${sql.lit(ORDER_COUNT_SLOTS)}`.execute(db);
  await sql`delete from partner_customer_totals`.execute(db);
  await sql`insert into partner_customer_totals (partner_user_id, customer_user_id, orders_qty, order_cents)
    select partner_user_id, customer_user_id, count(*), sum(order_cents) from partner_commissions
    group by partner_user_id, customer_user_id`.execute(db);
  await sql`delete from partner_funnel_counts`.execute(db);
  await sql`insert into partner_funnel_counts (partner_user_id, visits, sign_ups, first_orders)
    select user_id,
      (select count(*) from referral_visits
        where referral_visits.partner_user_id = referral_partners.user_id),
      (select count(*) from referral_attributions
        where referral_attributions.partner_user_id = referral_partners.user_id),
      (select count(*) from partner_customer_totals
        where partner_customer_totals.partner_user_id = referral_partners.user_id)
    from referral_partners`.execute(db);
  await sql`delete from partner_monthly_commissions`.execute(db);
  await sql`insert into partner_monthly_commissions (partner_user_id, month, amount_cents)
    select partner_user_id, ${sql.raw(monthOf(engine, 'earned_at'))}, sum(amount_cents)
    from partner_commissions group by partner_user_id, ${sql.raw(monthOf(engine, 'earned_at'))}`.execute(
    db,
  );
  await sql`delete from partner_commission_totals`.execute(db);
  await sql`insert into partner_commission_totals
      (partner_user_id, all_time_cents, pending_cents, available_cents, paid_out_cents)
    select partner_commissions.partner_user_id,
      sum(partner_commissions.amount_cents),
      sum(case when partner_commissions.payout_id is null and partner_commissions.available_at is null
        then partner_commissions.amount_cents else 0 end),
      sum(case when partner_commissions.payout_id is null and partner_commissions.available_at is not null
        then partner_commissions.amount_cents else 0 end)
        - sum(case when partner_commissions.clawback_payout_id is null then partner_commissions.clawback_cents else 0 end),
      sum(case when partner_payouts.status = 'paid' then partner_commissions.amount_cents else 0 end)
    from partner_commissions
    left join partner_payouts on partner_payouts.id = partner_commissions.payout_id
    group by partner_commissions.partner_user_id`.execute(db);
}

export function keptCounts({ engine }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('expert_order_counts')
        .addColumn('writer_id', 'integer', (c) =>
          c.notNull().references('writers.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('qty', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('expert_order_counts_pk', ['writer_id', 'status'])
        .execute();
      await db.schema
        .createTable('order_state_counts')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('qty', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_state_counts_pk', ['status', 'slot'])
        .execute();
      await db.schema
        .createTable('partner_funnel_counts')
        .addColumn('partner_user_id', 'integer', (c) =>
          c.primaryKey().references('referral_partners.user_id'),
        )
        .addColumn('visits', 'bigint', (c) => c.notNull())
        .addColumn('sign_ups', 'bigint', (c) => c.notNull())
        .addColumn('first_orders', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('partner_customer_totals')
        .addColumn('partner_user_id', 'integer', (c) =>
          c.notNull().references('referral_partners.user_id'),
        )
        .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('orders_qty', 'bigint', (c) => c.notNull())
        .addColumn('order_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('partner_customer_totals_pk', [
          'partner_user_id',
          'customer_user_id',
        ])
        .execute();
      await db.schema
        .createTable('partner_commission_totals')
        .addColumn('partner_user_id', 'integer', (c) =>
          c.primaryKey().references('referral_partners.user_id'),
        )
        .addColumn('all_time_cents', 'bigint', (c) => c.notNull())
        .addColumn('pending_cents', 'bigint', (c) => c.notNull())
        .addColumn('available_cents', 'bigint', (c) => c.notNull())
        .addColumn('paid_out_cents', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('partner_monthly_commissions')
        .addColumn('partner_user_id', 'integer', (c) =>
          c.notNull().references('referral_partners.user_id'),
        )
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('partner_monthly_commissions_pk', ['partner_user_id', 'month'])
        .execute();
      for (const total of keptCountsOn(engine)) await keepTotal(db, engine, total);
      await recountKeptCounts(db, engine);
    },
  };
}
