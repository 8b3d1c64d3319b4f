import type { AppContext } from './app-context';
import { EXPIRED_ROWS_SWEEP_SCHEDULE, sweepExpiredRows } from './db/expired-rows-sweeper';
import type { QueueSettings } from './jobs/jobs';
import { runPayouts } from './payouts/payout-transfers';

export const PAYOUT_RUN_QUEUE = 'payout-run';
export const EXPIRED_ROWS_SWEEP_QUEUE = 'expired-rows-sweep';

/**
 * A scheduled run: never two at once, and a failed one is not retried (its next time comes soon
 * and goes on with what it left), so its dead letters record the failures.
 */
const SCHEDULED: QueueSettings = { retryLimit: 0, retryDelaySeconds: 0, exclusive: true };

/** Every job the API runs, the way api-routes.ts lists its routes; registered before the jobs start. */
export function registerAppJobs(ctx: AppContext, warn: (message: string) => void): void {
  ctx.jobs.work(PAYOUT_RUN_QUEUE, SCHEDULED, () =>
    runPayouts(ctx.db, ctx.payouts, ctx.now(), warn),
  );
  ctx.jobs.schedule(PAYOUT_RUN_QUEUE, ctx.config.payoutRunSchedule);
  ctx.jobs.work(EXPIRED_ROWS_SWEEP_QUEUE, SCHEDULED, () =>
    sweepExpiredRows(ctx.db, ctx.files, ctx.now()),
  );
  ctx.jobs.schedule(EXPIRED_ROWS_SWEEP_QUEUE, EXPIRED_ROWS_SWEEP_SCHEDULE);
}
