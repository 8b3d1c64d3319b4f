import type { AppContext } from '../app-context';
import { DEADLINE_QUEUE, deadlineEntry, markOrderLate } from './deadline-timer';
import {
  MISSING_ORDER_TIMERS_QUEUE,
  MISSING_ORDER_TIMERS_SETTINGS,
  setMissingOrderTimers,
} from './missing-order-timers';
import { workOrderTimer } from './order-timers';
import {
  deliveryEntry,
  endReviewPeriod,
  REVIEW_PERIOD_END_QUEUE,
  REVIEW_PERIOD_REMINDER_QUEUE,
  remindReviewPeriodEnding,
} from './review-period';

/**
 * The timers of orders' review periods and deadlines, and the start's sweep for the missing ones
 * (registered with the app's jobs).
 */
export function registerOrderDeadlineJobs(ctx: AppContext): void {
  const { jobs, db, engine } = ctx;
  workOrderTimer(jobs, db, engine, REVIEW_PERIOD_END_QUEUE, deliveryEntry, (trx, order) =>
    endReviewPeriod(ctx, trx, order, ctx.now()),
  );
  workOrderTimer(jobs, db, engine, REVIEW_PERIOD_REMINDER_QUEUE, deliveryEntry, (trx, order) =>
    remindReviewPeriodEnding(ctx, trx, order, ctx.now()),
  );
  workOrderTimer(jobs, db, engine, DEADLINE_QUEUE, deadlineEntry, (trx, order) =>
    markOrderLate(ctx, trx, order, ctx.now()),
  );
  jobs.work(MISSING_ORDER_TIMERS_QUEUE, MISSING_ORDER_TIMERS_SETTINGS, () =>
    setMissingOrderTimers(ctx),
  );
}
