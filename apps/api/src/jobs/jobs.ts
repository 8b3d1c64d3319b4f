import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createInProcessJobs } from './in-process-jobs';
import { createPgBossJobs } from './pg-boss-jobs';

/** What a queue's jobs carry: plain JSON, stored with the job. */
export type JobData = Record<string, unknown>;

export type JobHandler<Data extends JobData> = (data: Data) => Promise<void>;

export type QueueSettings = {
  /** Failed attempts tried again before the job goes to the queue's dead letters. */
  retryLimit: number;
  /** Seconds before the first retry; each next one waits about twice as long. */
  retryDelaySeconds: number;
  /**
   * At most one job per singleton key (and one without a key) waits or runs at a time: a job sent
   * while another holds its key is dropped. A scheduled queue is exclusive so two runs never overlap.
   */
  exclusive: boolean;
};

export type SendOptions = {
  /** The wall-clock instant (epoch ms) before which the job does not run; the database's clock on PostgreSQL. */
  startAfter?: number;
  /** See `QueueSettings.exclusive`. */
  singletonKey?: string;
  /**
   * The transaction of the change that causes the job: the job exists once it commits, and never
   * if it rolls back.
   */
  trx?: Kysely<Database>;
};

export type StopOptions = {
  /** Wait for running jobs to finish (up to `timeoutMs`); either way, unfinished ones are released to run again. */
  graceful?: boolean;
  timeoutMs?: number;
};

/**
 * Background work that runs once across every process: queues with a handler each, schedules,
 * delayed and singleton jobs, retries with backoff, and dead letters. On PostgreSQL, pg-boss in the
 * same database; on SQLite (one process), a runner in this process over a table of the same database.
 */
export interface Jobs {
  /** Registers the handler of `queue`; every queue is registered before `start`. A handler that throws is retried. */
  work<Data extends JobData>(
    queue: string,
    settings: QueueSettings,
    handler: JobHandler<Data>,
  ): void;
  /** Sends an (empty) job to `queue` at each time of `cron` (UTC, five fields); after its `work`, before `start`. */
  schedule(queue: string, cron: string): void;
  send<Data extends JobData>(queue: string, data: Data, options?: SendOptions): Promise<void>;
  start(): Promise<void>;
  stop(options?: StopOptions): Promise<void>;
}

export type JobsOptions = {
  /** Seconds between two looks for due jobs (and, on PostgreSQL, for due schedules). */
  pollingIntervalSeconds?: number;
  /**
   * Whether this process sends the scheduled jobs (it still works them). Tests that run the
   * scheduled work themselves turn it off, so it does not also fire in the middle of them.
   */
  schedules?: boolean;
  /** A job's failure (it is retried or dead-lettered) and the runner's own errors. */
  onError?: (error: unknown, queue?: string) => void;
  /** On PostgreSQL, pg-boss's own pool: at most this many connections. */
  poolSize?: number;
};

/** The queue where `queue`'s jobs go once their retries are spent; it has no dead letters of its own. */
export function deadLetterQueue(queue: string): string {
  return `${queue}.dead`;
}

export function isDeadLetterQueue(queue: string): boolean {
  return queue.endsWith('.dead');
}

export const DEFAULT_POLLING_INTERVAL_SECONDS = 2;

/** The job runner of the database: pg-boss on PostgreSQL, the in-process runner on SQLite. */
export function createJobs(
  database: AppDatabase,
  databaseUrl: string,
  options: JobsOptions = {},
): Jobs {
  return database.engine === 'postgres'
    ? createPgBossJobs(databaseUrl, options)
    : createInProcessJobs(database.db, options);
}
