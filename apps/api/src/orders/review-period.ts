import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import type { Database, Order } from '../db/schema';
import { tellOrderEvent } from '../notifications/tell-order-event';
import { lapsePendingExtension } from './deadline-extensions';
import { approveOrder } from './order-approval';
import { setOrderTimer } from './order-timers';

/** The timer at the end of a delivery's review period: the order is approved. */
export const REVIEW_PERIOD_END_QUEUE = 'order-review-period-end';
/** The timers before that end: the customer is reminded. */
export const REVIEW_PERIOD_REMINDER_QUEUE = 'order-review-period-reminder';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days before its review period ends the customer is reminded, each time. */
export const REVIEW_REMINDER_DAYS_BEFORE = [3, 1] as const;

/** The delivery a review period's timers belong to: a later delivery has a period of its own. */
export function deliveryEntry(order: Order): string | null {
  return order.status === 'delivered' && order.delivered_at !== null
    ? `delivered@${order.delivered_at}`
    : null;
}

/** When the review period of a delivered order ends; null for an order in another state. */
export function reviewEndsAt(
  ctx: AppContext,
  order: Pick<Order, 'status' | 'delivered_at'>,
): number | null {
  return order.status === 'delivered' && order.delivered_at !== null
    ? order.delivered_at + ctx.config.reviewPeriodMs
    : null;
}

/** From when the customer is reminded that a review period ending at `endsAt` ends. */
export function reviewReminderFrom(endsAt: number): number {
  return endsAt - Math.max(...REVIEW_REMINDER_DAYS_BEFORE) * DAY_MS;
}

/**
 * Starts the review period of an order its expert just delivered (`order` as the delivery updated
 * it, `delivered_at` set), in the delivery's transaction: the timers of its end and of the
 * reminders before it (those after the delivery). A request for a later deadline still pending
 * lapses: the work is delivered.
 */
export async function startReviewPeriod(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
): Promise<void> {
  const entry = deliveryEntry(order);
  const endsAt = reviewEndsAt(ctx, order);
  if (entry === null || endsAt === null || order.delivered_at === null) return;
  await setOrderTimer(ctx.jobs, REVIEW_PERIOD_END_QUEUE, { id: order.id, entry }, endsAt, trx);
  for (const days of REVIEW_REMINDER_DAYS_BEFORE) {
    const at = endsAt - days * DAY_MS;
    if (at > order.delivered_at)
      await setOrderTimer(ctx.jobs, REVIEW_PERIOD_REMINDER_QUEUE, { id: order.id, entry }, at, trx);
  }
  await lapsePendingExtension(trx, order.id, order.delivered_at);
}

/**
 * The `auto_approve` event: the review period ended with the order still delivered (the customer
 * neither approved it nor asked for a revision). Approved by the system, the way the customer
 * approves, so the expert's earning becomes available; recorded in the order's audit trail.
 */
export async function endReviewPeriod(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
  now: number,
): Promise<void> {
  const approved = await approveOrder(trx, order, 'auto_approve', 'system', now);
  await tellOrderEvent(ctx, trx, approved, 'auto_approve');
  await recordAuditEvent(trx, {
    actorUserId: null,
    action: 'order_auto_approved',
    subjectOrderId: order.id,
    at: now,
  });
}

/**
 * The `review_period_ending` event: a reminder's time before the end of the review period came,
 * the order still delivered. Recorded in the order's audit trail with the end's date.
 */
export async function remindReviewPeriodEnding(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
  now: number,
): Promise<void> {
  const endsAt = reviewEndsAt(ctx, order);
  if (endsAt === null) return;
  await tellOrderEvent(ctx, trx, order, 'review_period_ending', {
    detail: `It ends on ${new Date(endsAt).toUTCString()}.`,
  });
  await recordAuditEvent(trx, {
    actorUserId: null,
    action: 'review_period_ending',
    subjectOrderId: order.id,
    detail: new Date(endsAt).toISOString(),
    at: now,
  });
}
