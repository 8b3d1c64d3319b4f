import type { AppContext } from './app-context';
import {
  countFinishedOrders,
  FINISHED_ORDER_COUNTS_SCHEDULE,
  finishedOrdersCountedLately,
} from './content/finished-order-counts';
import { EXPIRED_ROWS_SWEEP_SCHEDULE, sweepExpiredRows } from './db/expired-rows-sweeper';
import { PLANNER_STATISTICS_SCHEDULE, updatePlannerStatistics } from './db/planner-statistics';
import type { QueueSettings } from './jobs/jobs';
import {
  NOTIFICATION_MAIL_QUEUE,
  NOTIFICATION_MAIL_QUEUE_SETTINGS,
  sendNotificationMail,
} from './notifications/notification-mail';
import { registerOrderDeadlineJobs } from './orders/order-deadline-jobs';
import { runPayouts } from './payouts/payout-transfers';
import { giveMonthlyAwards, MONTHLY_AWARDS_SCHEDULE } from './reviews/monthly-awards';

export const PAYOUT_RUN_QUEUE = 'payout-run';
export const EXPIRED_ROWS_SWEEP_QUEUE = 'expired-rows-sweep';
export const FINISHED_ORDER_COUNTS_QUEUE = 'finished-order-counts';
export const PLANNER_STATISTICS_QUEUE = 'planner-statistics';
export const MONTHLY_AWARDS_QUEUE = 'monthly-awards';

/**
 * A scheduled run: never two at once, and a failed one is not retried (its next time comes soon
 * and goes on with what it left), so its dead letters record the failures.
 */
const SCHEDULED: QueueSettings = { retryLimit: 0, retryDelaySeconds: 0, exclusive: true };

/** Every job the API runs, the way api-routes.ts lists its routes; registered before the jobs start. */
export function registerAppJobs(ctx: AppContext, warn: (message: string) => void): void {
  ctx.jobs.work(PAYOUT_RUN_QUEUE, SCHEDULED, () => runPayouts(ctx, ctx.payouts, ctx.now(), warn));
  ctx.jobs.schedule(PAYOUT_RUN_QUEUE, ctx.config.payoutRunSchedule);
  ctx.jobs.work(EXPIRED_ROWS_SWEEP_QUEUE, SCHEDULED, () =>
    sweepExpiredRows(ctx.db, ctx.files, ctx.now()),
  );
  ctx.jobs.schedule(EXPIRED_ROWS_SWEEP_QUEUE, EXPIRED_ROWS_SWEEP_SCHEDULE);
  ctx.jobs.work(FINISHED_ORDER_COUNTS_QUEUE, SCHEDULED, () =>
    countFinishedOrders(ctx.db, ctx.now()),
  );
  ctx.jobs.schedule(FINISHED_ORDER_COUNTS_QUEUE, FINISHED_ORDER_COUNTS_SCHEDULE);
  // The awards the rating page promises each month (content/rating-rules.ts).
  ctx.jobs.work(MONTHLY_AWARDS_QUEUE, SCHEDULED, () => giveMonthlyAwards(ctx.db, ctx.now()));
  ctx.jobs.schedule(MONTHLY_AWARDS_QUEUE, MONTHLY_AWARDS_SCHEDULE);
  // The e-mails of notifications, queued in the transaction of the step they tell of.
  ctx.jobs.work(NOTIFICATION_MAIL_QUEUE, NOTIFICATION_MAIL_QUEUE_SETTINGS, (data) =>
    sendNotificationMail(ctx, data as { notificationId: number }),
  );
  // The timers of orders' review periods and deadlines, set by the steps that start them.
  registerOrderDeadlineJobs(ctx);
  // SQLite's statistics; PostgreSQL's autovacuum keeps its own (db/planner-statistics.ts).
  if (ctx.engine === 'sqlite') {
    ctx.jobs.work(PLANNER_STATISTICS_QUEUE, SCHEDULED, () =>
      updatePlannerStatistics({ db: ctx.db, engine: ctx.engine }, { fresh: false }),
    );
    ctx.jobs.schedule(PLANNER_STATISTICS_QUEUE, PLANNER_STATISTICS_SCHEDULE);
  }
}

/**
 * What a process does once its jobs run: a payout run at once, so payouts that fell due while no
 * process ran (or a fresh demo's) go out now rather than at the next scheduled time, and a count
 * of the finished orders, so the widget reads counts from the start (unless a process counted
 * them within the schedule's period: a count walks every finished order). Each is a job of the same
 * exclusive queue as the scheduled runs, so processes starting together still run one at a time,
 * and a run that finds nothing due does nothing.
 */
export async function catchUpAtStart(ctx: AppContext): Promise<void> {
  await ctx.jobs.send(PAYOUT_RUN_QUEUE, { reason: START_RUN_REASON });
  if (!(await finishedOrdersCountedLately(ctx.db, ctx.now())))
    await ctx.jobs.send(FINISHED_ORDER_COUNTS_QUEUE, {});
}

/** The data of the start's payout run, which tells it apart from the scheduled ones. */
export const START_RUN_REASON = 'start';
