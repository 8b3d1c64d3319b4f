import { fromKysely, PgBoss } from 'pg-boss';
import { DATABASE_POOL_DEFAULTS } from '../config';
import {
  DEFAULT_POLLING_INTERVAL_SECONDS,
  deadLetterQueue,
  isDeadLetterQueue,
  type JobData,
  type JobHandler,
  type Jobs,
  type JobsOptions,
  type QueueSettings,
} from './jobs';

/** pg-boss's tables live in a schema of their own, in the API's database. */
export const PG_BOSS_SCHEMA = 'pgboss';

/** pg-boss checks for due schedules at most this often, and at least every this many seconds. */
const CRON_INTERVAL_LIMITS = { min: 1, max: 30 };

type Worker = { settings: QueueSettings; handler: JobHandler<JobData> };

/**
 * Jobs on PostgreSQL through pg-boss: each job is a row claimed with `SKIP LOCKED`, so a job runs
 * in one process; a schedule's pass is claimed by one instance at a time and each occurrence is
 * sent once, so a cron job fires once however many processes run. pg-boss creates and migrates its
 * schema itself under an advisory lock, so processes may start together.
 */
export function createPgBossJobs(connectionString: string, options: JobsOptions): Jobs {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS;
  const cronIntervalSeconds = Math.min(
    CRON_INTERVAL_LIMITS.max,
    Math.max(CRON_INTERVAL_LIMITS.min, Math.round(pollingIntervalSeconds)),
  );
  const boss = new PgBoss({
    connectionString,
    schema: PG_BOSS_SCHEMA,
    // Its own pool: a worker per queue polls, plus its cron and maintenance.
    max: options.poolSize ?? DATABASE_POOL_DEFAULTS.jobsSize,
    application_name: 'bb-api-jobs',
    schedule: options.schedules ?? true,
    cronWorkerIntervalSeconds: cronIntervalSeconds,
    cronMonitorIntervalSeconds: cronIntervalSeconds,
  });
  // An `error` event nobody listens to would end the process.
  boss.on('error', (error) => options.onError?.(error));
  const workers = new Map<string, Worker>();
  const schedules = new Map<string, string>();
  let started = false;

  /** Creates the queue, or brings an existing one's retries up to date. */
  const createQueue = async (queue: string) => {
    const settings = workers.get(queue)?.settings;
    if (!settings) return boss.createQueue(queue);
    const queueOptions = {
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      ...(isDeadLetterQueue(queue) ? {} : { deadLetter: deadLetterQueue(queue) }),
    };
    await boss.createQueue(queue, {
      ...queueOptions,
      policy: settings.exclusive ? 'exclusive' : 'standard',
    });
    // An existing queue keeps its options until updated (its policy stays as it was created).
    await boss.updateQueue(queue, queueOptions);
  };

  const assertRegistering = (queue: string) => {
    if (started) throw new Error(`Job queue ${queue} registered after the jobs started`);
  };
  const assertWorked = (queue: string) => {
    if (!workers.has(queue)) throw new Error(`Job queue ${queue} is scheduled before its handler`);
  };

  return {
    work(queue, settings, handler) {
      assertRegistering(queue);
      workers.set(queue, { settings, handler: handler as JobHandler<JobData> });
    },
    schedule(queue, cron) {
      assertRegistering(queue);
      assertWorked(queue);
      schedules.set(queue, cron);
    },
    async send(queue, data, { startAfter, singletonKey, trx } = {}) {
      await boss.send(queue, data, {
        ...(startAfter === undefined ? {} : { startAfter: new Date(startAfter) }),
        ...(singletonKey === undefined ? {} : { singletonKey }),
        ...(trx ? { db: fromKysely(trx) } : {}),
      });
    },
    async start() {
      started = true;
      await boss.start();
      // Dead-letter queues first: a queue names its own when it is created.
      const queues = [...workers.keys()];
      const deadLetterQueues = new Set([
        ...queues.filter(isDeadLetterQueue),
        ...queues.filter((queue) => !isDeadLetterQueue(queue)).map(deadLetterQueue),
      ]);
      for (const queue of deadLetterQueues) await createQueue(queue);
      for (const queue of queues) if (!isDeadLetterQueue(queue)) await createQueue(queue);
      for (const [queue, cron] of schedules) await boss.schedule(queue, cron, null, { tz: 'UTC' });
      for (const [queue, { handler }] of workers) {
        await boss.work<JobData>(queue, { pollingIntervalSeconds }, async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data);
          } catch (error) {
            options.onError?.(error, queue);
            throw error;
          }
        });
      }
    },
    async stop({ graceful = true, timeoutMs } = {}) {
      if (!started) return;
      await boss.stop({ graceful, ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }) });
    },
  };
}
