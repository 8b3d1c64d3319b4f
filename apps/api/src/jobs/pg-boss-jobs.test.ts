import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '../testing/test-server';
import type { Jobs } from './jobs';
import { createPgBossJobs } from './pg-boss-jobs';

describe('pg-boss jobs', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('fires a cron job once with two runners on one database', async () => {
    // A schedule sends at most one job a minute: started early in a minute, the test sees one.
    const second = new Date().getUTCSeconds();
    if (second > 40) await sleep((61 - second) * 1000);
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const runs: string[] = [];
    const runners: Jobs[] = ['first', 'second'].map((name) => {
      const jobs = createPgBossJobs(database.url, { pollingIntervalSeconds: 0.5 });
      jobs.work(
        'test-cron',
        { retryLimit: 0, retryDelaySeconds: 0, exclusive: false },
        async () => {
          runs.push(name);
        },
      );
      jobs.schedule('test-cron', '* * * * *');
      return jobs;
    });
    cleanups.push(async () => {
      for (const jobs of runners) await jobs.stop({ graceful: false });
    });
    // Started together: pg-boss creates its schema once.
    await Promise.all(runners.map((jobs) => jobs.start()));

    await vi.waitFor(() => expect(runs).not.toEqual([]), { timeout: 15_000, interval: 100 });
    // Both look for due schedules every second meanwhile.
    await sleep(4_000);
    expect(runs).toHaveLength(1);
  }, 60_000);
});
