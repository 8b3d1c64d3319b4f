import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database, Order } from '../db/schema';
import type { QueueSettings } from '../jobs/jobs';
import { setDeadlineTimer } from './deadline-timer';
import { WORK_DUE_STATES } from './order-lifecycle';
import { setOrderTimer } from './order-timers';
import {
  deliveryEntry,
  REVIEW_PERIOD_END_QUEUE,
  REVIEW_PERIOD_REMINDER_QUEUE,
  REVIEW_REMINDER_DAYS_BEFORE,
  reviewEndsAt,
} from './review-period';

/** Order ids read at a time: each batch a bounded read by the primary key, requests between. */
const BATCH = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The states whose orders have timers. */
const TIMED_STATES: readonly string[] = ['delivered', ...WORK_DUE_STATES];

/**
 * The start's sweep (server.ts sends it once the jobs run): a job, so it runs after the server is
 * ready and once at a time across processes starting together; a retry goes on where it stopped.
 */
export const MISSING_ORDER_TIMERS_QUEUE = 'missing-order-timers';
export const MISSING_ORDER_TIMERS_SETTINGS: QueueSettings = {
  retryLimit: 5,
  retryDelaySeconds: 60,
  exclusive: true,
};

/**
 * Sets the timers every order awaiting work or approval should have and may lack: orders
 * delivered or given their deadline before the timers existed (0025), or written by the demo seed.
 * Since then each step that puts an order in such a state sets its timers, so only the orders
 * written since the last sweep (`order_timers_swept`, 0036) are looked at, a batch of ids at a
 * time, the mark moved on after each; an order placed since has its timers, found set again
 * under the same singleton key (nothing new). A timer that already came is set again only where
 * its event was never recorded in the order's audit trail, so a late order or a reminder is told
 * once. A review period already over approves the order at once.
 */
export async function setMissingOrderTimers(ctx: AppContext): Promise<void> {
  const newest = await ctx.db
    .selectFrom('orders')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const swept = await ctx.db
    .selectFrom('order_timers_swept')
    .select('through_order_id')
    .executeTakeFirstOrThrow();
  const through = newest?.id ?? 0;
  for (let after = swept.through_order_id; after < through; ) {
    const upTo = Math.min(after + BATCH, through);
    // The range by the primary key, the states picked here: a planner that chose an index of
    // the states instead would read every order in them for each batch.
    const orders = (
      await ctx.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '>', after)
        .where('id', '<=', upTo)
        .execute()
    ).filter((order) => TIMED_STATES.includes(order.status));
    const told = await lastToldOf(
      ctx.db,
      orders.map((order) => order.id),
    );
    for (const order of orders) await setTimersOf(ctx, order, told.get(order.id) ?? {});
    await ctx.db
      .updateTable('order_timers_swept')
      .set({ through_order_id: upTo })
      .where('through_order_id', '<', upTo)
      .execute();
    after = upTo;
    // SQLite's calls hold the event loop: the requests waiting go first.
    await setImmediate();
  }
}

type Told = { late?: number; reminded?: number };

/** When each order was last marked late and last reminded of its review period's end. */
async function lastToldOf(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, Told>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('audit_events')
    .select((eb) => ['subject_order_id', 'action', eb.fn.max('created_at').as('at')])
    .where('subject_order_id', 'in', orderIds)
    .where('action', 'in', ['order_late', 'review_period_ending'])
    .groupBy(['subject_order_id', 'action'])
    .execute();
  const told = new Map<number, Told>();
  for (const row of rows) {
    if (row.subject_order_id === null) continue;
    const entry = told.get(row.subject_order_id) ?? {};
    entry[row.action === 'order_late' ? 'late' : 'reminded'] = Number(row.at);
    told.set(row.subject_order_id, entry);
  }
  return told;
}

async function setTimersOf(ctx: AppContext, order: Order, told: Told): Promise<void> {
  const now = ctx.now();
  const entry = deliveryEntry(order);
  const endsAt = reviewEndsAt(ctx, order);
  if (entry !== null && endsAt !== null && order.delivered_at !== null) {
    const deliveredAt = order.delivered_at;
    const at = (queue: string, instant: number) =>
      setOrderTimer(ctx.jobs, queue, { id: order.id, entry }, instant, ctx.db);
    await at(REVIEW_PERIOD_END_QUEUE, endsAt);
    if (endsAt <= now) return;
    const reminders = REVIEW_REMINDER_DAYS_BEFORE.map((days) => endsAt - days * DAY_MS).filter(
      (instant) => instant > deliveredAt,
    );
    for (const instant of reminders.filter((instant) => instant > now))
      await at(REVIEW_PERIOD_REMINDER_QUEUE, instant);
    // A reminder's time passed without one since this delivery: the latest one, now.
    const passed = reminders.filter((instant) => instant <= now);
    const latestPassed = passed.length > 0 ? Math.max(...passed) : null;
    if (latestPassed !== null && (told.reminded ?? 0) < deliveredAt)
      await at(REVIEW_PERIOD_REMINDER_QUEUE, latestPassed);
    return;
  }
  // Work due: the deadline's timer, unless it came and the order was marked late since.
  if (order.deadline_at > now || (told.late ?? 0) < order.deadline_at) {
    await setDeadlineTimer(ctx, ctx.db, order);
  }
}
