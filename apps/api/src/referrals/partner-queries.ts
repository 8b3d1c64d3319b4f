import { type Kysely, sql } from 'kysely';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database } from '../db/schema';

/* The partner's area (partner-routes.ts): their funnel, commissions, customers and payouts. */

/** The first instant (UTC) of the month `monthsBack` months before the one of `now`. */
export function monthStart(now: number, monthsBack = 0): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1);
}

/** The funnel of the partner's link: first visits, sign-ups, customers with a paid order. */
export async function funnelOf(db: Kysely<Database>, partnerId: number) {
  const [visits, signUps, firstOrders] = await Promise.all([
    db
      .selectFrom('referral_visits')
      .select((eb) => eb.fn.countAll<number | string>().as('qty'))
      .where('partner_user_id', '=', partnerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('referral_attributions')
      .select((eb) => eb.fn.countAll<number | string>().as('qty'))
      .where('partner_user_id', '=', partnerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('partner_commissions')
      .select(sql<number | string>`count(distinct customer_user_id)`.as('qty'))
      .where('partner_user_id', '=', partnerId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    visits: Number(visits.qty),
    sign_ups: Number(signUps.qty),
    first_orders: Number(firstOrders.qty),
  };
}

/**
 * The partner's commission totals in cents, summed by the database: by period of the payment that
 * earned them (this month, last month, all time, UTC), and by state: pending (the order not
 * settled yet), available (for the next payout, less what refunds after a payout owe back:
 * negative when they owe more) and paid out (in a payout PayPal has paid).
 */
export async function commissionTotalsOf(db: Kysely<Database>, partnerId: number, now: number) {
  const sumWhere = (condition: ReturnType<typeof sql>) =>
    sql<
      number | string | null
    >`sum(case when ${condition} then partner_commissions.amount_cents else 0 end)`;
  const row = await db
    .selectFrom('partner_commissions')
    .leftJoin('partner_payouts', 'partner_payouts.id', 'partner_commissions.payout_id')
    .select([
      sumWhere(sql`partner_commissions.earned_at >= ${monthStart(now)}`).as('this_month'),
      sumWhere(
        sql`partner_commissions.earned_at >= ${monthStart(now, 1)} and partner_commissions.earned_at < ${monthStart(now)}`,
      ).as('last_month'),
      sql<number | string | null>`sum(partner_commissions.amount_cents)`.as('all_time'),
      sumWhere(
        sql`partner_commissions.payout_id is null and partner_commissions.available_at is null`,
      ).as('pending'),
      sumWhere(
        sql`partner_commissions.payout_id is null and partner_commissions.available_at is not null`,
      ).as('available'),
      sql<
        number | string | null
      >`sum(case when partner_commissions.clawback_payout_id is null then partner_commissions.clawback_cents else 0 end)`.as(
        'owed',
      ),
      sumWhere(sql`partner_payouts.status = 'paid'`).as('paid_out'),
    ])
    .where('partner_commissions.partner_user_id', '=', partnerId)
    .executeTakeFirst();
  return {
    this_month_cents: Number(row?.this_month ?? 0),
    last_month_cents: Number(row?.last_month ?? 0),
    all_time_cents: Number(row?.all_time ?? 0),
    pending_cents: Number(row?.pending ?? 0),
    available_cents: Number(row?.available ?? 0) - Number(row?.owed ?? 0),
    paid_out_cents: Number(row?.paid_out ?? 0),
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
 * number with its paid orders and what they paid (after refunds).
 */
export async function customersOf(db: Kysely<Database>, partnerId: number, page: PageRequest) {
  const query = db
    .selectFrom('referral_attributions')
    .select(['referral_attributions.id', 'referral_attributions.attributed_at'])
    .select((eb) => [
      eb
        .selectFrom('partner_commissions')
        .select((count) => count.fn.countAll<number | string>().as('qty'))
        .whereRef(
          'partner_commissions.customer_user_id',
          '=',
          'referral_attributions.customer_user_id',
        )
        .as('orders_qty'),
      eb
        .selectFrom('partner_commissions')
        .select(sql<number | string | null>`sum(partner_commissions.order_cents)`.as('total'))
        .whereRef(
          'partner_commissions.customer_user_id',
          '=',
          'referral_attributions.customer_user_id',
        )
        .as('total_cents'),
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
