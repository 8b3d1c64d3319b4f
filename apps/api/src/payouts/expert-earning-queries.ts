import type { Kysely } from 'kysely';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database } from '../db/schema';

/* The Financial Overview's queries (expert-earning-routes.ts): an expert's earnings and payouts. */

/** A page of the expert's earnings with their order and payout, the newest accepted first. */
export async function earningsOf(db: Kysely<Database>, writerId: number, page: PageRequest) {
  const query = db
    .selectFrom('expert_earnings')
    .innerJoin('orders', 'orders.id', 'expert_earnings.order_id')
    .leftJoin('expert_payouts', 'expert_payouts.id', 'expert_earnings.payout_id')
    .select([
      'expert_earnings.id',
      'expert_earnings.order_id',
      'orders.title',
      'orders.status as order_status',
      'expert_earnings.amount_cents',
      'expert_earnings.accepted_at',
      'expert_earnings.available_at',
      'expert_payouts.paid_on',
      'expert_payouts.status as payout_status',
    ])
    .where('expert_earnings.writer_id', '=', writerId);
  const rows = await keysetPage(
    query,
    { key: 'expert_earnings.accepted_at', id: 'expert_earnings.id', direction: 'desc' },
    page,
  ).execute();
  return keysetPageOf(rows, page, (row) => ({ key: row.accepted_at, id: row.id }));
}

/**
 * The expert's totals in cents: available (approved, in no payout, less what refunds of orders
 * paid out before owe back: negative when they owe more), expected (not approved yet) and paid
 * out (in a payout PayPal has paid: one still on its way may yet fail and give its earnings back
 * to available). The database keeps them beside the earnings, in the transaction of every change
 * to an earning or a payout's state (expert_earning_totals, migration 0034): one row to read.
 */
export async function earningTotalsOf(db: Kysely<Database>, writerId: number) {
  const row = await db
    .selectFrom('expert_earning_totals')
    .select(['available_cents', 'expected_cents', 'paid_out_cents'])
    .where('writer_id', '=', writerId)
    .executeTakeFirst();
  return {
    available_cents: Number(row?.available_cents ?? 0),
    expected_cents: Number(row?.expected_cents ?? 0),
    paid_out_cents: Number(row?.paid_out_cents ?? 0),
  };
}

/** A page of the expert's payouts with how many earnings each pays, the newest made first. */
export async function payoutsOf(db: Kysely<Database>, writerId: number, page: PageRequest) {
  const query = db
    .selectFrom('expert_payouts')
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
        .selectFrom('expert_earnings')
        .select((count) => count.fn.countAll<number | string>().as('qty'))
        .whereRef('expert_earnings.payout_id', '=', 'expert_payouts.id')
        .as('earnings_qty'),
    )
    .where('writer_id', '=', writerId);
  const rows = await keysetPage(
    query,
    { key: 'expert_payouts.created_at', id: 'expert_payouts.id', direction: 'desc' },
    page,
  ).execute();
  return keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
}
