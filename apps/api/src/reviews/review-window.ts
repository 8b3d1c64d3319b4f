import type { AppContext } from '../app-context';
import type { Order } from '../db/schema';

/**
 * Until when a finished order can be reviewed by its customer (and their review changed) and its
 * customer rated by its expert: REVIEW_WINDOW_DAYS after it was finished; null when it is not.
 */
export function reviewWindowEndsAt(
  ctx: AppContext,
  order: Pick<Order, 'status' | 'finished_at'>,
): number | null {
  if (order.status !== 'finished' || order.finished_at === null) return null;
  return order.finished_at + ctx.config.reviewWindowMs;
}

/** Whether the order's review window is open now. */
export function isReviewWindowOpen(
  ctx: AppContext,
  order: Pick<Order, 'status' | 'finished_at'>,
): boolean {
  const endsAt = reviewWindowEndsAt(ctx, order);
  return endsAt !== null && ctx.now() < endsAt;
}
