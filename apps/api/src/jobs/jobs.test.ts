import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transact } from '../db/transactions';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import {
  createJobs,
  deadLetterQueue,
  type Jobs,
  type JobsOptions,
  type QueueSettings,
} from './jobs';

const PLAIN: QueueSettings = { retryLimit: 0, retryDelaySeconds: 0, exclusive: false };
/** Long enough for a runner polling every half second to have picked up a job that exists. */
const SETTLE_MS = 2_000;
const WAIT = { timeout: 15_000, interval: 100 };

describe.each(ENGINES)('jobs on %s', (engine) => {
  let server: TestServer;
  const runners: Jobs[] = [];
  beforeEach(async () => {
    server = await startTestServer(engine);
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop({ graceful: false });
    await server.close();
  });

  /** A job runner of its own on the test server's database, polling every half second. */
  const runner = (options: JobsOptions = {}) => {
    const jobs = createJobs(
      { db: server.ctx.db, engine: server.ctx.engine },
      server.ctx.config.databaseUrl,
      { pollingIntervalSeconds: 0.5, schedules: false, ...options },
    );
    runners.push(jobs);
    return jobs;
  };

  it('runs a job sent in a transaction once it commits, and never one whose transaction rolled back', async () => {
    const jobs = runner();
    const ran: string[] = [];
    jobs.work<{ name: string }>('test-outcome', PLAIN, async ({ name }) => {
      ran.push(name);
    });
    await jobs.start();

    await expect(
      transact(server.ctx.db, async (trx) => {
        await jobs.send('test-outcome', { name: 'rolled back' }, { trx });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await transact(server.ctx.db, async (trx) => {
      await jobs.send('test-outcome', { name: 'committed' }, { trx });
      // Not before the change it belongs to is there to see.
      await sleep(SETTLE_MS);
      expect(ran).toEqual([]);
    });

    await vi.waitFor(() => expect(ran).toContain('committed'), WAIT);
    await sleep(SETTLE_MS);
    expect(ran).toEqual(['committed']);
  });

  it('retries a failing job with backoff, then sends it to the dead letters', async () => {
    const jobs = runner();
    const attempts: number[] = [];
    const dead: unknown[] = [];
    jobs.work(
      'test-failing',
      { retryLimit: 2, retryDelaySeconds: 1, exclusive: false },
      async () => {
        attempts.push(Date.now());
        throw new Error('always fails');
      },
    );
    jobs.work(deadLetterQueue('test-failing'), PLAIN, async (data) => {
      dead.push(data);
    });
    await jobs.start();

    await jobs.send('test-failing', { payoutId: 7 });
    await vi.waitFor(() => expect(dead).toEqual([{ payoutId: 7 }]), { ...WAIT, timeout: 20_000 });
    expect(attempts).toHaveLength(3);
    // At least the retry delay apart, waiting longer the second time.
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_800);
  }, 30_000);

  it('runs a delayed job with a singleton key set twice once, after its time', async () => {
    const jobs = runner();
    const ran: { key: string; at: number }[] = [];
    jobs.work<{ key: string }>(
      'test-timer',
      { retryLimit: 0, retryDelaySeconds: 0, exclusive: true },
      async ({ key }) => {
        ran.push({ key, at: Date.now() });
      },
    );
    await jobs.start();

    const due = Date.now() + 1_500;
    await jobs.send('test-timer', { key: 'a' }, { startAfter: due, singletonKey: 'order-1' });
    await jobs.send('test-timer', { key: 'a again' }, { startAfter: due, singletonKey: 'order-1' });
    await jobs.send('test-timer', { key: 'b' }, { startAfter: due, singletonKey: 'order-2' });

    await vi.waitFor(() => expect(ran).toHaveLength(2), WAIT);
    await sleep(SETTLE_MS);
    expect(ran.map(({ key }) => key).sort()).toEqual(['a', 'b']);
    // The database's clock decides on PostgreSQL; this process's may be a little behind it.
    for (const { at } of ran) expect(at).toBeGreaterThanOrEqual(due - 250);
    // Once it has run, the key is free for the next timer.
    await jobs.send('test-timer', { key: 'a later' }, { singletonKey: 'order-1' });
    await vi.waitFor(() => expect(ran).toHaveLength(3), WAIT);
  });

  it('releases a running job when stopped without waiting, and another runner runs it', async () => {
    const first = runner();
    const started: string[] = [];
    const finished: string[] = [];
    const never = new Promise<void>(() => {});
    first.work<{ name: string }>(
      'test-release',
      { retryLimit: 1, retryDelaySeconds: 0, exclusive: false },
      async ({ name }) => {
        started.push(`first ${name}`);
        await never;
      },
    );
    await first.start();
    await first.send('test-release', { name: 'job' });
    await vi.waitFor(() => expect(started).toEqual(['first job']), WAIT);
    await first.stop({ graceful: false });

    const second = runner();
    second.work<{ name: string }>(
      'test-release',
      { retryLimit: 1, retryDelaySeconds: 0, exclusive: false },
      async ({ name }) => {
        finished.push(`second ${name}`);
      },
    );
    await second.start();
    await vi.waitFor(() => expect(finished).toEqual(['second job']), WAIT);
  });
});
