import type { Order } from '../db/schema';

/*
 * The refund policy's numbers (content_refund_policy), in one place (the review period is
 * REVIEW_PERIOD_DAYS, orders/review-period.ts):
 * the routes enforce them and apps/api/README.md states them.
 */

const HOUR_MS = 60 * 60 * 1000;

/** After the expert started, a settled cancellation refunds at least this share of the price. */
export const CANCELLATION_MIN_REFUND_PERCENT = 50;

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
