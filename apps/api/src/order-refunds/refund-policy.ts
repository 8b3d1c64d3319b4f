import type { Order } from '../db/schema';

/*
 * The refund policy's numbers (content_refund_policy, the terms' review period), in one place:
 * the routes enforce them and apps/api/README.md states them.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The terms' review period: a delivered order may be disputed this long after its delivery. */
export const REVIEW_PERIOD_MS = 14 * 24 * HOUR_MS;

/** After the expert started, a settled cancellation refunds at least this share of the price. */
export const CANCELLATION_MIN_REFUND_PERCENT = 50;

/** States in which the expert owes work: past its deadline in one of them, an order is late. */
const WORK_DUE_STATES: readonly string[] = ['assigned', 'in_progress', 'revision'];

/** Whether the order's work is due and its deadline has passed. */
export function isOrderLate(order: Pick<Order, 'status' | 'deadline_at'>, now: number): boolean {
  return WORK_DUE_STATES.includes(order.status) && order.deadline_at < now;
}

/**
 * What a late order's cancellation refunds, by how late the work is: "up to 100% depending on
 * how late it is". Under a day late 75%, under three days 90%, from three days on all of it.
 */
export const LATE_REFUND_STEPS: ReadonlyArray<{ lateUnderMs: number; percent: number }> = [
  { lateUnderMs: 24 * HOUR_MS, percent: 75 },
  { lateUnderMs: 72 * HOUR_MS, percent: 90 },
  { lateUnderMs: Number.POSITIVE_INFINITY, percent: 100 },
];

/** The share of its price a customer gets back cancelling the order now (`cancel`). */
export function cancellationRefundPercent(
  order: Pick<Order, 'status' | 'deadline_at'>,
  now: number,
): number {
  if (order.status === 'paid') return 100;
  const late = now - order.deadline_at;
  return LATE_REFUND_STEPS.find((step) => late < step.lateUnderMs)?.percent ?? 100;
}

/** `percent` of a price in whole cents, rounded up: the customer gets the odd cent. */
export function percentOf(priceCents: number, percent: number): number {
  return Math.ceil((priceCents * percent) / 100);
}

/** The refunds an operator may settle a cancellation with: the policy's minimum to the price. */
export function settlementBounds(priceCents: number): { min: number; max: number } {
  return { min: percentOf(priceCents, CANCELLATION_MIN_REFUND_PERCENT), max: priceCents };
}
