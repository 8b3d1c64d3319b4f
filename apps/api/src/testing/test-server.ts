import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { AppContext } from '../app-context';
import { loadConfig } from '../config';
import { type AppDatabase, openDatabase } from '../db/database';
import { createFileStorage, type FileStorage } from '../files/file-storage';
import { buildServer } from '../server';

// The global setup provides it; declared where it is read, for every project that imports this.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may create databases; each test server makes its own. */
    pgUrl: string;
  }
}

export type EngineName = 'sqlite' | 'postgres';
/** Every route test runs once per engine. */
export const ENGINES: EngineName[] = ['sqlite', 'postgres'];

export const PUBLIC_ORIGIN = 'http://bb.localhost';

export type TestClock = { now: number; advance(ms: number): void };

export type TestServer = {
  app: FastifyInstance;
  ctx: AppContext;
  outboxDir: string;
  clock: TestClock;
  close(): Promise<void>;
};

/**
 * A server on a fresh database of the given engine (SQLite in memory, or a new PostgreSQL
 * database on the test run's server), migrated and seeded, with a clock the test can move and
 * an outbox folder of its own. Configuration comes from `env` like in production. `beforeStart`
 * gets the empty database and the configured file storage before the server migrates them (to
 * lay down an older schema's data). `plugin` goes on the database the server uses (to read the
 * statements it runs: statement-capture.ts).
 */
export async function startTestServer(
  engine: EngineName,
  env: Record<string, string> = {},
  beforeStart?: (database: AppDatabase, files: FileStorage) => Promise<void>,
  plugin?: KyselyPlugin,
): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-api-test-'));
  const outboxDir = path.join(dir, 'outbox');
  const database = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dir,
    OUTBOX_DIR: outboxDir,
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN,
    DATABASE_URL: database?.url ?? ':memory:',
    // Many servers and their tests share one event loop here, seeding synchronously on SQLite:
    // its delay measures the test run, not a server's load (load-shedding.test.ts sets its own).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const clock: TestClock = {
    now: Date.now(),
    advance(ms) {
      clock.now += ms;
    },
  };
  const prepared =
    beforeStart || plugin ? openDatabase(config.databaseUrl, config.databasePool.size) : undefined;
  const files = createFileStorage(config.files);
  if (prepared && beforeStart) await beforeStart(prepared, files);
  const app = await buildServer(config, {
    now: () => clock.now,
    database: prepared && plugin ? { ...prepared, db: prepared.db.withPlugin(plugin) } : prepared,
    files,
    // A test runs the scheduled work itself; a job it sends is picked up within half a second.
    jobs: { schedules: false, pollingIntervalSeconds: 0.5 },
  });
  await app.ready();
  await startSweepDone(app.apiContext);
  return {
    app,
    ctx: app.apiContext,
    outboxDir,
    clock,
    async close() {
      await app.close();
      await prepared?.db.destroy();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits for the start's sweep for missing order timers (a job sent once the server is ready) to
 * reach the newest order, so a test that changes seeded orders does not race it: the sweep would
 * set timers for the orders as the test left them.
 */
async function startSweepDone({ db }: AppContext): Promise<void> {
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(50)) {
    const newest = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const swept = await db
      .selectFrom('order_timers_swept')
      .select('through_order_id')
      .executeTakeFirst();
    if (swept && Number(swept.through_order_id) >= Number(newest?.id ?? 0)) return;
  }
  throw new Error("the start's sweep for missing order timers did not finish within 30 s");
}

/** A new, empty database on the test run's PostgreSQL server; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgUrl');
  const name = `bb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's Pool#end resolves before its connections have closed. FORCE would terminate them
      // mid-close, and a closing client has no error listener left: its FATAL "terminating
      // connection" would surface as an uncaught error in whichever test runs next.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await client.query<{ open: number }>(
          'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.open === 0) break;
        await sleep(20);
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
