import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { createPostgresDatabase } from '../testing/test-server';
import { openDatabase } from './database';
import { withSetupLock } from './setup-lock';

const PROCESSES = 4;

describe('starting several servers at once on an empty PostgreSQL database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** `count` servers started at the same moment on a new database; the row count of each table. */
  const startTogether = async (count: number) => {
    const database = await createPostgresDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'bb-setup-lock-'));
    cleanups.push(async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });
    const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const apps: FastifyInstance[] = [];
    cleanups.push(async () => {
      for (const app of apps) await app.close();
    });
    const started = await Promise.allSettled(
      Array.from({ length: count }, async () => {
        const app = await buildServer(config, { jobs: { schedules: false } });
        apps.push(app);
        // Ready starts the jobs: pg-boss creates its schema in each at the same moment.
        await app.ready();
      }),
    );
    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
    const [app] = apps;
    if (!app) throw new Error('no server started');
    const { rows: tables } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' ORDER BY table_name`.execute(app.apiContext.db);
    const counts: Record<string, number> = {};
    // Not the set-up's: what the order timers set at start write when they fire (the demo's late
    // order is told to its parties), whenever the job runner gets to them.
    const writtenByTimers = new Set(['audit_events', 'notifications']);
    for (const { name } of tables.filter((table) => !writtenByTimers.has(table.name))) {
      const { rows } = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM ${sql.table(name)}`.execute(app.apiContext.db);
      counts[name] = rows[0]?.count ?? 0;
    }
    return counts;
  };

  it('runs the set-up of one process at a time', async () => {
    const database = await createPostgresDatabase();
    const processes = [openDatabase(database.url), openDatabase(database.url)];
    cleanups.push(async () => {
      for (const { db } of processes) await db.destroy();
      await database.drop();
    });
    const steps: string[] = [];
    await Promise.all(
      processes.map((process, index) =>
        withSetupLock(process, async () => {
          steps.push(`${index} starts`);
          await sleep(300);
          steps.push(`${index} ends`);
        }),
      ),
    );
    expect(steps.map((step) => step.split(' ')[1])).toEqual(['starts', 'ends', 'starts', 'ends']);
  });

  it(`migrates and seeds it once (${PROCESSES} servers), as one server alone does`, async () => {
    const alone = await startTogether(1);
    const together = await startTogether(PROCESSES);
    expect(alone.users).toBeGreaterThan(0);
    expect(alone.orders).toBeGreaterThan(0);
    expect(together).toEqual(alone);
  }, 120_000);
});
