import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/* The Financial Overview's queries (expert-earning-routes.ts): an expert's earnings and payouts. */

/** The expert's earnings with their order and payout, the newest accepted first. */
export function earningsOf(db: Kysely<Database>, writerId: number) {
  return db
    .selectFrom('expert_earnings')
    .innerJoin('orders', 'orders.id', 'expert_earnings.order_id')
    .leftJoin('expert_payouts', 'expert_payouts.id', 'expert_earnings.payout_id')
    .select([
      'expert_earnings.order_id',
      'orders.title',
      'orders.status as order_status',
      'expert_earnings.amount_cents',
      'expert_earnings.accepted_at',
      'expert_earnings.available_at',
      'expert_payouts.paid_on',
      'expert_payouts.status as payout_status',
    ])
    .where('expert_earnings.writer_id', '=', writerId)
    .orderBy('expert_earnings.accepted_at', 'desc')
    .orderBy('expert_earnings.id', 'desc')
    .execute();
}

/** The expert's payouts with how many earnings each pays, the newest first. */
export function payoutsOf(db: Kysely<Database>, writerId: number) {
  return db
    .selectFrom('expert_payouts')
    .select(['id', 'amount_cents', 'paid_on', 'paypal_email', 'status', 'failure_reason'])
    .select((eb) =>
      eb
        .selectFrom('expert_earnings')
        .select((count) => count.fn.countAll<number | string>().as('qty'))
        .whereRef('expert_earnings.payout_id', '=', 'expert_payouts.id')
        .as('earnings_qty'),
    )
    .where('writer_id', '=', writerId)
    .orderBy('paid_on', 'desc')
    .execute();
}
