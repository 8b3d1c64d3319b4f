import { CronExpressionParser } from 'cron-parser';
import { type Generated, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../db/schema';
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

/**
 * The runner's table: a job waits (`queued`) or runs (`active`); a finished job is deleted, one
 * whose retries are spent moves to its queue's dead letters, where one failing again stays `failed`.
 */
type JobQueueTable = {
  id: Generated<number>;
  queue: string;
  data: string;
  singleton_key: string | null;
  /** 1 while the job holds its queue's singleton key (see `QueueSettings.exclusive`). */
  exclusive: number;
  state: 'queued' | 'active' | 'failed';
  start_after: number;
  retry_count: number;
  last_error: string | null;
};
type JobsDatabase = { job_queue: JobQueueTable };
type QueuedJob = Selectable<JobQueueTable>;

/** A timer never waits longer than this (setTimeout's limit is about 24 days); it looks again. */
const MAX_TIMER_MS = 60 * 60 * 1000;
/** Dead letters are kept this long, as pg-boss keeps a job that waits. */
const DEAD_LETTER_RETENTION_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Jobs on SQLite, which one process serves: a runner in this process over the table `job_queue` of
 * the same database, so a job sent in a transaction exists once it commits and never if it rolls
 * back, and delayed jobs (an order's timer) outlive a restart. A job left running by a process that
 * stopped is released to run again when the next one starts.
 */
export function createInProcessJobs(appDb: Kysely<Database>, options: JobsOptions): Jobs {
  const db = appDb.withTables<JobsDatabase>();
  const pollingMs = (options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS) * 1000;
  const workers = new Map<string, QueueWorker>();
  const schedules = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  let state: 'registering' | 'running' | 'stopped' = 'registering';

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (state === 'running') run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const assertRegistering = (queue: string) => {
    if (state !== 'registering')
      throw new Error(`Job queue ${queue} registered after the jobs started`);
  };

  const send: Jobs['send'] = async (queue, data, { startAfter, singletonKey, trx } = {}) => {
    const exclusive = workers.get(queue)?.settings.exclusive ?? false;
    await (trx ?? appDb)
      .withTables<JobsDatabase>()
      .insertInto('job_queue')
      .values({
        queue,
        data: JSON.stringify(data),
        singleton_key: singletonKey ?? null,
        exclusive: exclusive ? 1 : 0,
        state: 'queued',
        start_after: startAfter ?? Date.now(),
        retry_count: 0,
        last_error: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    // Committed now, or (in a transaction) found by the worker's next look.
    if (!trx) workers.get(queue)?.wake();
  };

  /** One worker per queue: runs its due jobs one at a time, then waits for the next due one. */
  class QueueWorker {
    running: Promise<void> | undefined;
    #woken = false;

    constructor(
      readonly queue: string,
      readonly settings: QueueSettings,
      readonly handler: JobHandler<JobData>,
    ) {}

    wake() {
      if (state !== 'running') return;
      if (this.running) {
        this.#woken = true;
        return;
      }
      this.running = this.#drain()
        .catch((error: unknown) => options.onError?.(error, this.queue))
        .finally(() => {
          this.running = undefined;
          if (this.#woken) {
            this.#woken = false;
            this.wake();
          }
        });
    }

    async #drain() {
      while (state === 'running') {
        const job = await this.#claim();
        if (!job) return;
        await this.#run(job);
      }
    }

    async #claim() {
      return db
        .updateTable('job_queue')
        .set({ state: 'active' })
        .where(
          'id',
          '=',
          db
            .selectFrom('job_queue')
            .select('id')
            .where('queue', '=', this.queue)
            .where('state', '=', 'queued')
            .where('start_after', '<=', Date.now())
            .orderBy('start_after')
            .orderBy('id')
            .limit(1),
        )
        .returningAll()
        .executeTakeFirst();
    }

    async #run(job: QueuedJob) {
      try {
        await this.handler(JSON.parse(job.data) as JobData);
      } catch (error) {
        options.onError?.(error, this.queue);
        await this.#fail(job, error);
        return;
      }
      await db.deleteFrom('job_queue').where('id', '=', job.id).execute();
    }

    /** Retried with backoff while retries are left, then moved to the dead letters. */
    async #fail(job: QueuedJob, error: unknown) {
      const lastError = String(error instanceof Error ? error.message : error);
      if (job.retry_count < this.settings.retryLimit) {
        const delayMs = this.settings.retryDelaySeconds * 1000 * 2 ** job.retry_count;
        await db
          .updateTable('job_queue')
          .set({
            state: 'queued',
            start_after: Date.now() + delayMs,
            retry_count: job.retry_count + 1,
            last_error: lastError,
          })
          .where('id', '=', job.id)
          .execute();
        return;
      }
      await db
        .updateTable('job_queue')
        .set(
          isDeadLetterQueue(this.queue)
            ? { state: 'failed', last_error: lastError }
            : {
                queue: deadLetterQueue(this.queue),
                exclusive: 0,
                state: 'queued',
                // Also when it died, which its retention counts from.
                start_after: Date.now(),
                retry_count: 0,
                last_error: lastError,
              },
        )
        .where('id', '=', job.id)
        .execute();
      workers.get(deadLetterQueue(this.queue))?.wake();
    }
  }

  const releaseActive = async () => {
    if (workers.size === 0) return;
    await db
      .updateTable('job_queue')
      .set({ state: 'queued' })
      .where('state', '=', 'active')
      .where('queue', 'in', [...workers.keys()])
      .execute();
  };

  let prunedAt = 0;
  const pruneDeadLetters = async () => {
    if (Date.now() - prunedAt < MAX_TIMER_MS) return;
    prunedAt = Date.now();
    await db
      .deleteFrom('job_queue')
      .where('queue', 'like', '%.dead')
      .where('start_after', '<', prunedAt - DEAD_LETTER_RETENTION_MS)
      .execute();
  };

  const poll = () => {
    for (const worker of workers.values()) worker.wake();
    pruneDeadLetters().catch((error: unknown) => options.onError?.(error));
    later(pollingMs, poll);
  };

  const armSchedule = (queue: string, cron: string) => {
    const next = CronExpressionParser.parse(cron, { tz: 'UTC', currentDate: new Date() })
      .next()
      .getTime();
    const wait = () => {
      const left = next - Date.now();
      if (left > 0) return later(Math.min(left, MAX_TIMER_MS), wait);
      send(queue, {}).catch((error: unknown) => options.onError?.(error, queue));
      armSchedule(queue, cron);
    };
    wait();
  };

  return {
    work(queue, settings, handler) {
      assertRegistering(queue);
      workers.set(queue, new QueueWorker(queue, settings, handler as JobHandler<JobData>));
    },
    schedule(queue, cron) {
      assertRegistering(queue);
      if (!workers.has(queue))
        throw new Error(`Job queue ${queue} is scheduled before its handler`);
      // Parsed now, so a wrong expression fails at start like pg-boss's does.
      CronExpressionParser.parse(cron);
      schedules.set(queue, cron);
    },
    send,
    async start() {
      await createJobTable(db);
      // One process serves SQLite: a job still active was left by a process that stopped.
      await releaseActive();
      state = 'running';
      if (options.schedules ?? true) {
        for (const [queue, cron] of schedules) armSchedule(queue, cron);
      }
      poll();
    },
    async stop({ graceful = true, timeoutMs = 30_000 } = {}) {
      if (state !== 'running') return;
      state = 'stopped';
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const running = [...workers.values()].flatMap((worker) => worker.running ?? []);
      if (graceful && running.length > 0) {
        let deadline: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled(running),
          new Promise((resolve) => {
            deadline = setTimeout(resolve, timeoutMs);
          }),
        ]);
        clearTimeout(deadline);
      }
      await releaseActive();
    },
  };
}

async function createJobTable(db: Kysely<Database & JobsDatabase>): Promise<void> {
  await db.schema
    .createTable('job_queue')
    .ifNotExists()
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('queue', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('singleton_key', 'text')
    .addColumn('exclusive', 'integer', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('start_after', 'integer', (column) => column.notNull())
    .addColumn('retry_count', 'integer', (column) => column.notNull())
    .addColumn('last_error', 'text')
    .execute();
  // A singleton key is held while its job waits or runs: finished jobs are deleted, dead ones
  // moved out of the exclusive set.
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS job_queue_singleton
    ON job_queue (queue, COALESCE(singleton_key, '')) WHERE exclusive = 1`.execute(db);
  await db.schema
    .createIndex('job_queue_due')
    .ifNotExists()
    .on('job_queue')
    .columns(['queue', 'state', 'start_after'])
    .execute();
}
