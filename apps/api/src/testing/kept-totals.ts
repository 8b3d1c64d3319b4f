import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** What the ledgers and orders say, summed whole (as the first pages read it before 0034). */
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

/** The totals the database kept (migration 0034), in the shape of `recountedTotals`. */
export async function keptTotals(db: Kysely<Database>) {
  const balances = await db.selectFrom('customer_balances').selectAll().execute();
  const earnings = await db.selectFrom('expert_earning_totals').selectAll().execute();
  const counts = await db.selectFrom('customer_order_counts').selectAll().execute();
  return {
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

/** A total of nothing and no total read alike. */
function nonZero(entries: Array<[string, number | string]>) {
  return Object.fromEntries(
    entries.map(([key, value]) => [key, Number(value)]).filter(([, value]) => value !== 0),
  );
}
