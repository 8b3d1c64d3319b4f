import type { Kysely } from 'kysely';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database } from '../db/schema';

/* The partner's area (partner-routes.ts): their funnel, commissions, customers and payouts. */

/** The first instant (UTC) of the month `monthsBack` months before the one of `now`. */
export function monthStart(now: number, monthsBack = 0): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1);
}

/**
 * The funnel of the partner's link: first visits, sign-ups, customers with a paid order. Kept by
 * the database as they come (partner_funnel_counts, migration 0035): one row.
 */
export async function funnelOf(db: Kysely<Database>, partnerId: number) {
  const row = await db
    .selectFrom('partner_funnel_counts')
    .select(['visits', 'sign_ups', 'first_orders'])
    .where('partner_user_id', '=', partnerId)
    .executeTakeFirst();
  return {
    visits: Number(row?.visits ?? 0),
    sign_ups: Number(row?.sign_ups ?? 0),
    first_orders: Number(row?.first_orders ?? 0),
  };
}

/** The month (UTC, `YYYY-MM`) of the instant `at`. */
const monthKey = (at: number) => new Date(at).toISOString().slice(0, 7);

/**
 * The partner's commission totals in cents, kept by the database beside the ledger (migration
 * 0035): by state (partner_commission_totals): pending (the order not settled yet), available
 * (for the next payout, less what refunds after a payout owe back: negative when they owe more),
 * paid out (in a payout PayPal has paid) and all time; and by the month of the payment that
 * earned them (partner_monthly_commissions, UTC): this month and last month. Three rows by key.
 */
export async function commissionTotalsOf(db: Kysely<Database>, partnerId: number, now: number) {
  const [kept, months] = await Promise.all([
    db
      .selectFrom('partner_commission_totals')
      .selectAll()
      .where('partner_user_id', '=', partnerId)
      .executeTakeFirst(),
    db
      .selectFrom('partner_monthly_commissions')
      .select(['month', 'amount_cents'])
      .where('partner_user_id', '=', partnerId)
      .where('month', 'in', [monthKey(monthStart(now)), monthKey(monthStart(now, 1))])
      .execute(),
  ]);
  const inMonth = (start: number) =>
    Number(months.find((row) => row.month === monthKey(start))?.amount_cents ?? 0);
  return {
    this_month_cents: inMonth(monthStart(now)),
    last_month_cents: inMonth(monthStart(now, 1)),
    all_time_cents: Number(kept?.all_time_cents ?? 0),
    pending_cents: Number(kept?.pending_cents ?? 0),
    available_cents: Number(kept?.available_cents ?? 0),
    paid_out_cents: Number(kept?.paid_out_cents ?? 0),
  };
}

/** A page of the commissions with their order's state and payout, the newest earned first. */
export async function commissionsOf(db: Kysely<Database>, partnerId: number, page: PageRequest) {
  const query = db
    .selectFrom('partner_commissions')
    .innerJoin('orders', 'orders.id', 'partner_commissions.order_id')
    .leftJoin('partner_payouts', 'partner_payouts.id', 'partner_commissions.payout_id')
    .select([
      'partner_commissions.id',
      'partner_commissions.order_id',
      'orders.status as order_status',
      'partner_commissions.order_cents',
      'partner_commissions.amount_cents',
      'partner_commissions.earned_at',
      'partner_commissions.available_at',
      'partner_payouts.paid_on',
    ])
    .where('partner_commissions.partner_user_id', '=', partnerId);
  const rows = await keysetPage(
    query,
    { key: 'partner_commissions.earned_at', id: 'partner_commissions.id', direction: 'desc' },
    page,
  ).execute();
  return keysetPageOf(rows, page, (row) => ({ key: row.earned_at, id: row.id }));
}

/**
 * A page of the customers the partner brought, the newest first, each under its attribution's
 * number with its paid orders and what they paid (after refunds): kept per customer by the
 * database (partner_customer_totals, migration 0035), one row each.
 */
export async function customersOf(db: Kysely<Database>, partnerId: number, page: PageRequest) {
  const query = db
    .selectFrom('referral_attributions')
    .leftJoin('partner_customer_totals', (join) =>
      join
        .onRef(
          'partner_customer_totals.partner_user_id',
          '=',
          'referral_attributions.partner_user_id',
        )
        .onRef(
          'partner_customer_totals.customer_user_id',
          '=',
          'referral_attributions.customer_user_id',
        ),
    )
    .select([
      'referral_attributions.id',
      'referral_attributions.attributed_at',
      'partner_customer_totals.orders_qty',
      'partner_customer_totals.order_cents as total_cents',
    ])
    .where('referral_attributions.partner_user_id', '=', partnerId);
  const rows = await keysetPage(
    query,
    {
      key: 'referral_attributions.attributed_at',
      id: 'referral_attributions.id',
      direction: 'desc',
    },
    page,
  ).execute();
  return keysetPageOf(rows, page, (row) => ({ key: row.attributed_at, id: row.id }));
}

/** A page of the partner's payouts with how many commissions each pays, the newest first. */
export async function partnerPayoutsOf(db: Kysely<Database>, partnerId: number, page: PageRequest) {
  const query = db
    .selectFrom('partner_payouts')
    .select([
      'id',
      'amount_cents',
      'paid_on',
      'paypal_email',
      'status',
      'failure_reason',
      'created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('partner_commissions')
        .select((count) => count.fn.countAll<number | string>().as('qty'))
        .whereRef('partner_commissions.payout_id', '=', 'partner_payouts.id')
        .as('commissions_qty'),
    )
    .where('partner_user_id', '=', partnerId);
  const rows = await keysetPage(
    query,
    { key: 'partner_payouts.created_at', id: 'partner_payouts.id', direction: 'desc' },
    page,
  ).execute();
  return keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
}

/** The partner a customer was attributed to, for the operator's page of that customer. */
export async function attributionOf(db: Kysely<Database>, customerId: number) {
  const row = await db
    .selectFrom('referral_attributions')
    .innerJoin('users', 'users.id', 'referral_attributions.partner_user_id')
    .select(['users.id', 'users.email', 'referral_attributions.attributed_at'])
    .where('referral_attributions.customer_user_id', '=', customerId)
    .executeTakeFirst();
  return row
    ? { partner_user_id: row.id, partner_email: row.email, attributed_at: row.attributed_at }
    : null;
}
