import { afterEach, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { createInProcessJobs } from './in-process-jobs';

afterEach(() => {
  vi.useRealTimers();
});

/** Everything the runner started by now has finished: SQLite answers synchronously. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

it('sends a scheduled job at each time of its cron, and not before', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
    now: new Date('2030-01-01T10:00:30Z'),
  });
  const { db } = openDatabase(':memory:');
  const jobs = createInProcessJobs(db, { pollingIntervalSeconds: 0.5 });
  const runs: string[] = [];
  jobs.work('test-cron', { retryLimit: 0, retryDelaySeconds: 0, exclusive: true }, async () => {
    runs.push(new Date().toISOString());
  });
  jobs.schedule('test-cron', '* * * * *');
  await jobs.start();

  await vi.advanceTimersByTimeAsync(29_000);
  await settle();
  expect(runs).toEqual([]);
  await vi.advanceTimersByTimeAsync(1_000);
  await settle();
  expect(runs).toEqual(['2030-01-01T10:01:00.000Z']);
  await vi.advanceTimersByTimeAsync(60_000);
  await settle();
  expect(runs).toEqual(['2030-01-01T10:01:00.000Z', '2030-01-01T10:02:00.000Z']);

  await jobs.stop();
  await db.destroy();
});
