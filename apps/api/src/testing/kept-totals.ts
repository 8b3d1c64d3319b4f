import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** What the ledgers and orders say, summed whole (as the first pages read it before 0034, 0035, 0037, 0038). */
export async function recountedTotals(db: Kysely<Database>) {
  const balances = await sql<{ id: number; total: number | string }>`
    select user_id as id, sum(amount_cents) as total from balance_entries group by user_id`.execute(
    db,
  );
  const earnings = await sql<{
    id: number;
    available: number | string;
    expected: number | string;
    paid_out: number | string;
  }>`select expert_earnings.writer_id as id,
      sum(case when expert_earnings.payout_id is null and expert_earnings.available_at is not null
        then expert_earnings.amount_cents else 0 end)
      - sum(case when expert_earnings.clawback_payout_id is null then expert_earnings.clawback_cents else 0 end) as available,
      sum(case when expert_earnings.payout_id is null and expert_earnings.available_at is null
        then expert_earnings.amount_cents else 0 end) as expected,
      sum(case when expert_payouts.status = 'paid' then expert_earnings.amount_cents else 0 end) as paid_out
    from expert_earnings left join expert_payouts on expert_payouts.id = expert_earnings.payout_id
    group by expert_earnings.writer_id`.execute(db);
  const counts = await sql<{ id: number; status: string; qty: number | string }>`
    select customer_user_id as id, status, count(*) as qty from orders
    where customer_user_id is not null group by customer_user_id, status`.execute(db);
  return {
    ...(await recountedCounts(db)),
    ...(await recountedSums(db)),
    balances: nonZero(balances.rows.map((row) => [`${row.id}`, row.total])),
    earnings: nonZero(
      earnings.rows.flatMap((row) => [
        [`${row.id} available`, row.available],
        [`${row.id} expected`, row.expected],
        [`${row.id} paid out`, row.paid_out],
      ]),
    ),
    counts: nonZero(counts.rows.map((row) => [`${row.id} ${row.status}`, row.qty])),
  };
}

/** The counts of 0035, counted whole. */
async function recountedCounts(db: Kysely<Database>) {
  const expert = await sql<{ id: number; status: string; qty: number | string }>`
    select writer_id as id, status, count(*) as qty from orders
    where writer_id is not null group by writer_id, status`.execute(db);
  const states = await sql<{ status: string; qty: number | string }>`
    select status, count(*) as qty from orders group by status`.execute(db);
  const funnel = await sql<{
    id: number;
    visits: number | string;
    sign_ups: number | string;
    first_orders: number | string;
  }>`select user_id as id,
      (select count(*) from referral_visits
        where referral_visits.partner_user_id = referral_partners.user_id) as visits,
      (select count(*) from referral_attributions
        where referral_attributions.partner_user_id = referral_partners.user_id) as sign_ups,
      (select count(distinct customer_user_id) from partner_commissions
        where partner_commissions.partner_user_id = referral_partners.user_id) as first_orders
    from referral_partners`.execute(db);
  const customers = await sql<{ id: number; qty: number | string; cents: number | string }>`
    select customer_user_id as id, count(*) as qty, sum(order_cents) as cents
    from partner_commissions group by customer_user_id`.execute(db);
  const partners = await sql<{
    id: number;
    all_time: number | string;
    pending: number | string;
    available: number | string;
    paid_out: number | string;
  }>`select partner_commissions.partner_user_id as id,
      sum(partner_commissions.amount_cents) as all_time,
      sum(case when partner_commissions.payout_id is null and partner_commissions.available_at is null
        then partner_commissions.amount_cents else 0 end) as pending,
      sum(case when partner_commissions.payout_id is null and partner_commissions.available_at is not null
        then partner_commissions.amount_cents else 0 end)
      - sum(case when partner_commissions.clawback_payout_id is null then partner_commissions.clawback_cents else 0 end) as available,
      sum(case when partner_payouts.status = 'paid' then partner_commissions.amount_cents else 0 end) as paid_out
    from partner_commissions
    left join partner_payouts on partner_payouts.id = partner_commissions.payout_id
    group by partner_commissions.partner_user_id`.execute(db);
  // Months as JavaScript sees them, so the engines' SQL for a month is checked too.
  const earned = await db
    .selectFrom('partner_commissions')
    .select(['partner_user_id', 'earned_at', 'amount_cents'])
    .execute();
  const months: Record<string, number> = {};
  for (const row of earned) {
    const key = `${row.partner_user_id} ${new Date(Number(row.earned_at)).toISOString().slice(0, 7)}`;
    months[key] = (months[key] ?? 0) + Number(row.amount_cents);
  }
  return {
    months: nonZero(Object.entries(months)),
    expertCounts: nonZero(expert.rows.map((row) => [`${row.id} ${row.status}`, row.qty])),
    stateCounts: nonZero(states.rows.map((row) => [row.status, row.qty])),
    funnels: nonZero(
      funnel.rows.flatMap((row) => [
        [`${row.id} visits`, row.visits],
        [`${row.id} sign-ups`, row.sign_ups],
        [`${row.id} first orders`, row.first_orders],
      ]),
    ),
    partnerCustomers: nonZero(
      customers.rows.flatMap((row) => [
        [`${row.id} orders`, row.qty],
        [`${row.id} cents`, row.cents],
      ]),
    ),
    commissions: nonZero(
      partners.rows.flatMap((row) => [
        [`${row.id} all time`, row.all_time],
        [`${row.id} pending`, row.pending],
        [`${row.id} available`, row.available],
        [`${row.id} paid out`, row.paid_out],
      ]),
    ),
  };
}

/** The counts 0035 kept, in the shape of `recountedCounts`. */
async function keptCounts(db: Kysely<Database>) {
  const expert = await db.selectFrom('expert_order_counts').selectAll().execute();
  const states = await db
    .selectFrom('order_state_counts')
    .select(['status', (eb) => eb.fn.sum<number | string>('qty').as('qty')])
    .groupBy('status')
    .execute();
  const funnels = await db.selectFrom('partner_funnel_counts').selectAll().execute();
  const customers = await db.selectFrom('partner_customer_totals').selectAll().execute();
  const partners = await db.selectFrom('partner_commission_totals').selectAll().execute();
  const months = await db.selectFrom('partner_monthly_commissions').selectAll().execute();
  return {
    months: nonZero(months.map((row) => [`${row.partner_user_id} ${row.month}`, row.amount_cents])),
    expertCounts: nonZero(expert.map((row) => [`${row.writer_id} ${row.status}`, row.qty])),
    stateCounts: nonZero(states.map((row) => [row.status, row.qty])),
    funnels: nonZero(
      funnels.flatMap((row) => [
        [`${row.partner_user_id} visits`, row.visits],
        [`${row.partner_user_id} sign-ups`, row.sign_ups],
        [`${row.partner_user_id} first orders`, row.first_orders],
      ]),
    ),
    partnerCustomers: nonZero(
      customers.flatMap((row) => [
        [`${row.customer_user_id} orders`, row.orders_qty],
        [`${row.customer_user_id} cents`, row.order_cents],
      ]),
    ),
    commissions: nonZero(
      partners.flatMap((row) => [
        [`${row.partner_user_id} all time`, row.all_time_cents],
        [`${row.partner_user_id} pending`, row.pending_cents],
        [`${row.partner_user_id} available`, row.available_cents],
        [`${row.partner_user_id} paid out`, row.paid_out_cents],
      ]),
    ),
  };
}

/** The totals the database kept (migrations 0034, 0035, 0037, 0038), in the shape of `recountedTotals`. */
export async function keptTotals(db: Kysely<Database>) {
  const balances = await db.selectFrom('customer_balances').selectAll().execute();
  const earnings = await db.selectFrom('expert_earning_totals').selectAll().execute();
  const counts = await db.selectFrom('customer_order_counts').selectAll().execute();
  return {
    ...(await keptCounts(db)),
    ...(await keptSums(db)),
    balances: nonZero(balances.map((row) => [`${row.user_id}`, row.balance_cents])),
    earnings: nonZero(
      earnings.flatMap((row) => [
        [`${row.writer_id} available`, row.available_cents],
        [`${row.writer_id} expected`, row.expected_cents],
        [`${row.writer_id} paid out`, row.paid_out_cents],
      ]),
    ),
    counts: nonZero(counts.map((row) => [`${row.customer_user_id} ${row.status}`, row.qty])),
  };
}

/** The counts and sums of 0037 and 0038, counted whole (the paid history as `paidHistoryOf` read it before). */
async function recountedSums(db: Kysely<Database>) {
  const tickets = await sql<{ id: number; status: string; qty: number | string }>`
    select customer_user_id as id, status, count(*) as qty from support_tickets
    group by customer_user_id, status`.execute(db);
  const ticketStates = await sql<{ status: string; qty: number | string }>`
    select status, count(*) as qty from support_tickets group by status`.execute(db);
  const paid = await sql<{ id: number; qty: number | string; cents: number | string }>`
    select user_id as id, count(*) as qty, sum(net) as cents from (
      select user_id, -sum(amount_cents) as net from balance_entries
      where order_id is not null and reason in ('order_payment', 'refund')
      group by user_id, order_id) as per_order
    where net > 0 group by user_id`.execute(db);
  const testimonials = await sql<{
    id: number;
    qty: number | string;
    highlighted: number | string;
  }>`
    select writer_id as id, count(*) as qty,
      sum(case when is_highlighted = 1 then 1 else 0 end) as highlighted
    from testimonials group by writer_id`.execute(db);
  return {
    ticketCounts: nonZero(tickets.rows.map((row) => [`${row.id} ${row.status}`, row.qty])),
    ticketStateCounts: nonZero(ticketStates.rows.map((row) => [row.status, row.qty])),
    paidHistories: nonZero(
      paid.rows.flatMap((row) => [
        [`${row.id} orders`, row.qty],
        [`${row.id} cents`, row.cents],
      ]),
    ),
    testimonialCounts: nonZero(
      testimonials.rows.flatMap((row) => [
        [`${row.id} all`, row.qty],
        [`${row.id} highlighted`, row.highlighted],
      ]),
    ),
  };
}

/** The counts and sums 0037 and 0038 kept, in the shape of `recountedSums`. */
async function keptSums(db: Kysely<Database>) {
  const tickets = await db.selectFrom('customer_ticket_counts').selectAll().execute();
  const ticketStates = await db
    .selectFrom('ticket_state_counts')
    .select(['status', (eb) => eb.fn.sum<number | string>('qty').as('qty')])
    .groupBy('status')
    .execute();
  const paid = await db.selectFrom('customer_paid_totals').selectAll().execute();
  const testimonials = await db.selectFrom('writer_testimonial_counts').selectAll().execute();
  return {
    ticketCounts: nonZero(tickets.map((row) => [`${row.customer_user_id} ${row.status}`, row.qty])),
    ticketStateCounts: nonZero(ticketStates.map((row) => [row.status, row.qty])),
    paidHistories: nonZero(
      paid.flatMap((row) => [
        [`${row.user_id} orders`, row.orders_qty],
        [`${row.user_id} cents`, row.paid_cents],
      ]),
    ),
    testimonialCounts: nonZero(
      testimonials.flatMap((row) => [
        [`${row.writer_id} all`, row.qty],
        [`${row.writer_id} highlighted`, row.highlighted_qty],
      ]),
    ),
  };
}

/** A total of nothing and no total read alike. */
function nonZero(entries: Array<[string, number | string]>) {
  return Object.fromEntries(
    entries.map(([key, value]) => [key, Number(value)]).filter(([, value]) => value !== 0),
  );
}
