import { type Kysely, sql } from 'kysely';
import type { Database, Order } from '../db/schema';
import {
  BADGE_RULES,
  RATED_ORDERS_AVERAGED,
  RULE_BADGES,
  type RuleBadge,
  weightedRatingX10,
} from './rating-rules';

/*
 * An expert's rating and the badges earned by rule (content/rating-rules.ts), recomputed from
 * their orders in the transaction of the review or the order's step that changes them. An order's
 * rating_x10 is its shown review's rating (null: not rated, or the review hidden).
 */

/**
 * Takes the expert's row for the rest of the transaction: the reviews of one expert's orders
 * recompute one after another, each reading the ratings the one before wrote.
 */
export async function lockExpert(
  db: Kysely<Database>,
  writerId: number,
  reviewsDelta = 0,
): Promise<void> {
  await db
    .updateTable('writers')
    .set({ reviews_qty: sql`reviews_qty + ${reviewsDelta}` })
    .where('id', '=', writerId)
    .execute();
}

type Standing = Pick<Order, 'status' | 'writer_id'>;

/**
 * After an order's step (orders/take-order-step.ts), in its transaction: the standing of each
 * expert whose inputs the step changed is recomputed. The rules read finished orders (ratings,
 * punctuality, count) and the orders not cancelled that an expert holds (returning customers),
 * so a step that finishes an order, cancels it (a refund), or gives it to another expert changes
 * them; the others (accept, deliver, a revision) do not.
 */
export async function followExpertStanding(
  db: Kysely<Database>,
  before: Standing,
  after: Standing,
): Promise<void> {
  const counted = (order: Standing) => order.status === 'finished' || order.status === 'cancelled';
  const changed =
    before.writer_id !== after.writer_id ||
    (before.status !== after.status && (counted(before) || counted(after)));
  if (!changed) return;
  const experts = [...new Set([before.writer_id, after.writer_id])]
    .filter((id): id is number => id !== null)
    // Locked in one order, so two steps on two experts' orders cannot wait on each other.
    .sort((a, b) => a - b);
  for (const writerId of experts) {
    await lockExpert(db, writerId);
    await recomputeExpertStanding(db, writerId);
  }
}

/** Recomputes the expert's rating and rule badges from their orders. */
export async function recomputeExpertStanding(
  db: Kysely<Database>,
  writerId: number,
): Promise<void> {
  const latest = await db
    .selectFrom('orders')
    .select('rating_x10')
    .where('writer_id', '=', writerId)
    .where('status', '=', 'finished')
    .where('rating_x10', 'is not', null)
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RATED_ORDERS_AVERAGED)
    .execute();
  const ratings = latest.map((row) => row.rating_x10 ?? 0);
  const writer = await db
    .updateTable('writers')
    .set({ rating_x10: weightedRatingX10(ratings) })
    .where('id', '=', writerId)
    .returning('orders_finished_qty')
    .executeTakeFirstOrThrow();

  const { triple10, nineplus, reliability_proofed } = BADGE_RULES;
  const earned: Record<RuleBadge, boolean> = {
    triple10:
      ratings.length >= triple10.tensInARow &&
      ratings.slice(0, triple10.tensInARow).every((rating) => rating === 100),
    nineplus:
      ratings.length >= nineplus.ratedOrders &&
      ratings.slice(0, nineplus.ratedOrders).every((rating) => rating >= nineplus.minRatingX10),
    punctuality_proofed: await isPunctual(db, writerId),
    reliability_proofed: writer.orders_finished_qty >= reliability_proofed.finishedOrders,
    customer_loyalty: await hasLoyalCustomers(db, writerId),
  };
  await db
    .deleteFrom('writer_badges')
    .where('writer_id', '=', writerId)
    .where('badge', 'in', RULE_BADGES)
    .execute();
  const badges = RULE_BADGES.filter((badge) => earned[badge]);
  if (badges.length > 0) {
    await db
      .insertInto('writer_badges')
      .values(
        badges.map((badge) => ({
          writer_id: writerId,
          badge,
          position: RULE_BADGES.indexOf(badge),
        })),
      )
      .execute();
  }
}

/** Whether each of the expert's latest finished orders had its first result by its deadline. */
async function isPunctual(db: Kysely<Database>, writerId: number): Promise<boolean> {
  const { onTimeInARow } = BADGE_RULES.punctuality_proofed;
  const latest = await db
    .selectFrom('orders')
    .select((eb) => [
      'orders.deadline_at',
      eb
        .selectFrom('order_files')
        .select((inner) => inner.fn.min('order_files.result_at').as('at'))
        .whereRef('order_files.order_id', '=', 'orders.id')
        .where('order_files.party', '=', 'expert')
        .as('delivered_at'),
    ])
    .where('orders.writer_id', '=', writerId)
    .where('orders.status', '=', 'finished')
    .orderBy('orders.finished_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(onTimeInARow)
    .execute();
  return (
    latest.length === onTimeInARow &&
    latest.every(
      (order) => order.delivered_at !== null && Number(order.delivered_at) <= order.deadline_at,
    )
  );
}

/** Whether enough customers came back to the expert with another order. */
async function hasLoyalCustomers(db: Kysely<Database>, writerId: number): Promise<boolean> {
  const { returningCustomers } = BADGE_RULES.customer_loyalty;
  const returning = await db
    .selectFrom('orders')
    .select('customer_user_id')
    .where('writer_id', '=', writerId)
    .where('customer_user_id', 'is not', null)
    .where('status', 'not in', ['pre_order', 'cancelled'])
    .groupBy('customer_user_id')
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .limit(returningCustomers)
    .execute();
  return returning.length >= returningCustomers;
}
