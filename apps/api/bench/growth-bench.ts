/**
 * `pnpm bench`, the growth figures: the API on databases of 1,000, 100,000 and 1,000,000 orders
 * (src/testing/growth-data.ts writes them straight into the database), on SQLite and on a
 * throwaway PostgreSQL. For each: the median and p95 time of 20 calls to the first page of every
 * list, a filtered list, a deep page (following next_cursor) and the public widgets, with the
 * answers' sizes; the statistics widget's latency and the server's event-loop delay while wrk
 * pages through the operator's queue (one client, the target's load, and a few) or fetches a big
 * list; and the server's resident memory
 * idle, under load and after; and how long the server took from its spawn to listening on the grown
 * database. The server runs in a process of its own (bench/growth-server.ts).
 *
 * BENCH_GROWTH_SIZES (1000,100000,1000000), BENCH_GROWTH_ENGINES (sqlite,postgres), BENCH_ONLY
 * (parts of calls' names, comma-separated), BENCH_DURATION (each load phase), BENCH_GROWTH_SETTLE (seconds idle
 * before the memory "after").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { type Engine, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { createFileStorage } from '../src/files/file-storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from '../src/seed/seed-data';
import { fillGrowthData, type GrowthCounts } from '../src/testing/growth-data';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../src/testing/throwaway-postgres';
import { SETTINGS_CALL } from './api-calls';
import { findWrk, LOAD, printTable, type Result, rate, runWrk, type Scenario } from './wrk';

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const ENGINES = (process.env.BENCH_GROWTH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
/** Only the calls whose name contains one of these comma-separated parts. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',');
const SETTLE_SECONDS = Number(process.env.BENCH_GROWTH_SETTLE ?? '10');
/** Timed calls of each list; the tables show their median and p95. */
const CALLS = 20;
/** The page a deep call times: the first five pages are followed to reach it. */
const DEEP_PAGE = 6;
/** wrk's connections in the stall phases: a few clients, as the issue measured. */
const STALL_CONNECTIONS = '4';
/**
 * The target's load ("while another client pages through the queue"): one connection paging
 * as fast as it is answered, each page asked once the last one came.
 */
const ONE_CLIENT = '1';
/** The phases the summary shows: the target's and the same with STALL_CONNECTIONS clients. */
const QUEUE_ONE_CLIENT =
  "one client (wrk, 1 connection) pages through the operator's queue (limit=100)";
const QUEUE_PAGED = "wrk pages through the operator's queue (limit=100)";
const PUBLIC_ORIGIN = 'http://127.0.0.1';

type Role = 'customer' | 'writer' | 'operator';
type Call = { name: string; path: string; as?: Role; deep?: boolean };

const LIST_CALLS: Call[] = [
  { name: "customer's orders", as: 'customer', path: '/customers/orders?limit=20' },
  {
    name: "customer's orders, finished",
    as: 'customer',
    path: '/customers/orders?limit=20&status=finished',
  },
  {
    name: `customer's orders, page ${DEEP_PAGE}`,
    as: 'customer',
    path: '/customers/orders?limit=20',
    deep: true,
  },
  { name: 'pre-orders', as: 'customer', path: '/customers/pre-orders?limit=20' },
  { name: 'balance', as: 'customer', path: '/customers/balance?limit=20' },
  { name: "customer's tickets", as: 'customer', path: '/customers/tickets?limit=20' },
  { name: "expert's orders", as: 'writer', path: '/writers/orders?limit=20' },
  { name: 'earnings', as: 'writer', path: '/writers/earnings?limit=20' },
  { name: "operator's queue", as: 'operator', path: '/operators/orders?limit=20' },
  {
    name: `operator's queue, page ${DEEP_PAGE}`,
    as: 'operator',
    path: '/operators/orders?limit=20',
    deep: true,
  },
  { name: "operator's tickets", as: 'operator', path: '/operators/tickets?limit=20' },
  { name: 'statistics', path: '/widgets/statistics' },
  { name: 'writers-top', path: '/widgets/writers-top' },
  { name: 'testimonials-rotator', path: '/widgets/testimonials-rotator' },
  { name: 'orders-latest', path: '/widgets/orders-latest' },
];

type Timing = {
  name: string;
  status: number;
  p50_ms: number;
  p95_ms: number;
  bytes: number;
  items: number;
  paged: boolean;
  /** The longest event-loop delay and the longest SQLite call during the timed calls. */
  loop_max_ms: number;
  sqlite_max_ms: number;
  /** The machine's 1-minute load average when the call's timings ended (it is shared). */
  load_average: number;
};
type Stall = {
  load: string;
  statistics: { p50_ms: number; p99_ms: number; max_ms: number; calls: number };
  loop: {
    p50_ms: number;
    p99_ms: number;
    max_ms: number;
    /** Inside SQLite's synchronous calls: how many, their time together and the longest. */
    sqlite: { calls: number; total_ms: number; max_ms: number };
    heap_used_mb: number;
    rss_mb: number;
  };
  seconds: number;
  wrk?: Result;
  /** The machine's 1-minute load average when the phase ended. */
  load_average: number;
};
type Run = {
  engine: Engine;
  size: number;
  generated_s: number;
  /**
   * From the server process's spawn to listening, of which its start's own work once its modules
   * loaded (tsx compiles them as it loads), and the load average then.
   */
  ready: { seconds: number; start_seconds: number; load_average: number };
  counts: GrowthCounts;
  timings: Timing[];
  stalls: Stall[];
  rss_mb: { idle: number; load: number; after: number; collected: number };
  /** The JavaScript heap in use idle, and after a full collection: what is still held. */
  heap_mb: { idle: number; collected: number };
};

async function main(): Promise<void> {
  const wrk = findWrk();
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-growth-bench-'));
  process.stdout.write(
    `\nGrowth: the API on ${SIZES.join(', ')} orders (${ENGINES.join(', ')}), ${CALLS} calls a list one at a time, load phases of ${LOAD.duration} with ${ONE_CLIENT} or ${STALL_CONNECTIONS} connections\n`,
  );
  process.stdout.write(`load average before: ${loadAverage().toFixed(2)}\n`);
  const runs: Run[] = [];
  let postgres: ThrowawayPostgres | undefined;
  try {
    for (const engine of ENGINES) {
      if (engine === 'postgres') postgres = await startThrowawayPostgres();
      for (const size of SIZES) {
        const database =
          engine === 'postgres' && postgres
            ? await createPostgresDatabase(postgres.url, `growth_${size}`)
            : { url: path.join(dir, `growth-${size}.sqlite`), drop: async () => {} };
        try {
          const run = await measure(wrk, dir, engine, size, database.url);
          runs.push(run);
          printRun(run);
        } finally {
          await database.drop();
        }
      }
      postgres?.stop();
      postgres = undefined;
    }
    for (const engine of ENGINES) printSummary(runs.filter((run) => run.engine === engine));
    process.stdout.write(`\nload average after: ${loadAverage().toFixed(2)}\n`);
  } finally {
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(
  wrk: string,
  dir: string,
  engine: Engine,
  size: number,
  databaseUrl: string,
): Promise<Run> {
  const env = {
    DATA_DIR: path.join(dir, `data-${engine}-${size}`),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    PUBLIC_ORIGIN,
    // The figures are the point: a shed request (503) would hide the delay it avoids.
    SHED_EVENT_LOOP_DELAY_MS: '0',
  };
  process.stdout.write(`\ngenerating ${size.toLocaleString('en')} orders on ${engine}…\n`);
  const { seconds, counts } = await generate(env, size);
  const spawned = performance.now();
  const server = await startServer(env);
  const ready = {
    seconds: (performance.now() - spawned) / 1000,
    start_seconds: server.startSeconds,
    load_average: loadAverage(),
  };
  try {
    const base = `http://127.0.0.1:${server.port}/api/en/1`;
    const cookies = {
      customer: await signIn(base, DEMO_ACCOUNTS.customer),
      writer: await signIn(base, DEMO_ACCOUNTS.writer),
      operator: await signIn(base, DEMO_ACCOUNTS.operator),
    };
    await sleep(1000);
    const idle = rssMb(server.child);
    const idleHeap = (await eventLoop(server.port)).heap_used_mb;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.child));
    }, 100);

    const timings: Timing[] = [];
    for (const call of LIST_CALLS.filter((item) => ONLY.some((part) => item.name.includes(part)))) {
      const headers = call.as ? { cookie: cookies[call.as] } : undefined;
      const timing = await timeCall(base, call, headers, () => eventLoop(server.port));
      timings.push({ ...timing, load_average: loadAverage() });
    }

    const statisticsWhile = async (load: string, scenario?: Scenario): Promise<Stall> => {
      await eventLoop(server.port);
      const started = performance.now();
      const pinging = pingStatistics(base, scenario ? undefined : LOAD.duration);
      const result = scenario ? await runWrk(wrk, dir, scenario, base, LOAD.duration) : undefined;
      const statistics = await pinging.stop();
      const seconds = (performance.now() - started) / 1000;
      const loop = await eventLoop(server.port);
      return { load, statistics, loop, seconds, wrk: result, load_average: loadAverage() };
    };
    const queuePages: Scenario = {
      name: 'growth queue pages',
      path: '/operators/orders?limit=100',
      headers: { Cookie: cookies.operator },
      followCursor: true,
    };
    const stalls = [
      await statisticsWhile('none'),
      // The control: as many clients on a cached answer that reads no database.
      await statisticsWhile('wrk asks for common/settings (cached)', {
        ...SETTINGS_CALL,
        connections: STALL_CONNECTIONS,
      }),
      await statisticsWhile('one client (wrk, 1 connection) asks for common/settings (cached)', {
        ...SETTINGS_CALL,
        connections: ONE_CLIENT,
      }),
      await statisticsWhile(QUEUE_ONE_CLIENT, { ...queuePages, connections: ONE_CLIENT }),
      await statisticsWhile(QUEUE_PAGED, { ...queuePages, connections: STALL_CONNECTIONS }),
      await statisticsWhile("wrk fetches the customer's orders (limit=100)", {
        name: 'growth big list',
        path: '/customers/orders?limit=100',
        headers: { Cookie: cookies.customer },
        connections: STALL_CONNECTIONS,
      }),
    ];
    clearInterval(sampler);
    await sleep(SETTLE_SECONDS * 1000);
    const after = rssMb(server.child);
    const collected = await eventLoop(server.port, true);
    return {
      engine,
      size,
      generated_s: seconds,
      ready,
      counts,
      timings,
      stalls,
      rss_mb: { idle, load: peak, after, collected: collected.rss_mb },
      heap_mb: { idle: idleHeap, collected: collected.heap_used_mb },
    };
  } finally {
    await server.stop();
  }
}

/** Migrates and seeds the database as the API does, then fills it (timed). */
async function generate(env: Record<string, string>, size: number) {
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db, database.engine, createFileStorage(config.files));
    const now = Date.now();
    await seedDatabase(database.db, {
      now,
      publicOrigin: config.publicOrigin,
      site: config.site,
      demo: true,
    });
    const started = performance.now();
    const counts = await fillGrowthData(database, size, now);
    // PostgreSQL's autovacuum would gather the statistics within a minute of such a load; SQLite
    // has none unless asked (the API does not run ANALYZE), so it plans as it would in use.
    if (database.engine === 'postgres') await sql`ANALYZE`.execute(database.db);
    return { seconds: (performance.now() - started) / 1000, counts };
  } finally {
    await database.db.destroy();
  }
}

async function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'growth-server.ts')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { port, start_ms } = await new Promise<{ port: number; start_ms: number }>(
    (resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((candidate) => candidate.startsWith('{"port"'));
        if (line) resolve(JSON.parse(line) as { port: number; start_ms: number });
      });
      child.on('exit', (code) => reject(new Error(`the server ended (${code}) before listening`)));
    },
  );
  return {
    child,
    port,
    /** The start's own work, from building the server to listening, its modules loaded. */
    startSeconds: start_ms / 1000,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The process's resident memory now, in MiB (Linux). */
function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function signIn(base: string, login: string): Promise<string> {
  const response = await fetch(`${base}/users/sessions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: new URLSearchParams({ login, password: DEMO_PASSWORD, captcha_token: 'skipped' }),
  });
  if (!response.ok) throw new Error(`signing in ${login}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

type Answer = { status: number; ms: number; text: string };

async function get(url: string, headers?: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(120_000) });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}

/** `CALLS` calls one after another (after two to warm up); a deep call's path leads to its page. */
async function timeCall(
  base: string,
  call: Call,
  headers: Record<string, string> | undefined,
  eventLoop: () => Promise<Stall['loop']>,
): Promise<Omit<Timing, 'load_average'>> {
  let url = `${base}${call.path}`;
  if (call.deep) {
    for (let page = 1; page < DEEP_PAGE; page += 1) {
      const cursor = nextCursor((await get(url, headers)).text);
      if (!cursor) break;
      url = `${base}${call.path}&cursor=${cursor}`;
    }
  }
  for (let warm = 0; warm < 2; warm += 1) await get(url, headers);
  await eventLoop();
  const answers: Answer[] = [];
  for (let index = 0; index < CALLS; index += 1) answers.push(await get(url, headers));
  const loop = await eventLoop();
  const last = answers[answers.length - 1] ?? { status: 0, ms: 0, text: '' };
  const failed = answers.find((answer) => answer.status !== 200);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    name: call.name,
    status: failed?.status ?? last.status,
    p50_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
    bytes: Buffer.byteLength(last.text),
    items: itemsOf(last.text),
    paged: last.text.includes('"next_cursor"'),
    loop_max_ms: loop.max_ms,
    sqlite_max_ms: loop.sqlite.max_ms,
  };
}

function nextCursor(text: string): string | undefined {
  return /"next_cursor":"([^"]+)"/.exec(text)?.[1];
}

/** The length of the answer's first list (its orders, tickets, entries, earnings, …). */
function itemsOf(text: string): number {
  try {
    const { body } = JSON.parse(text) as { body?: Record<string, unknown> };
    const list = Object.values(body ?? {}).find((value) => Array.isArray(value));
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}

function percentile(sorted: number[], at: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((at / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Asks for the statistics widget one call at a time, 10 ms apart, until `stop` (or for
 * `duration`, then `stop` answers when it is over).
 */
function pingStatistics(base: string, duration?: string) {
  const times: number[] = [];
  let running = true;
  const until = duration ? sleep(Number.parseFloat(duration) * 1000) : undefined;
  void until?.then(() => {
    running = false;
  });
  const pinging = (async () => {
    while (running) {
      times.push((await get(`${base}/widgets/statistics`)).ms);
      await sleep(10);
    }
  })();
  return {
    async stop() {
      if (until) await until;
      running = false;
      await pinging;
      const sorted = times.sort((a, b) => a - b);
      return {
        p50_ms: percentile(sorted, 50),
        p99_ms: percentile(sorted, 99),
        max_ms: sorted[sorted.length - 1] ?? 0,
        calls: sorted.length,
      };
    },
  };
}

/** The server's event-loop delay since the last ask (the ask starts a new measure). */
async function eventLoop(port: number, collect = false) {
  const answer = await get(`http://127.0.0.1:${port}/bench/event-loop${collect ? '?gc=1' : ''}`);
  return JSON.parse(answer.text) as Stall['loop'];
}

async function createPostgresDatabase(adminUrl: string, name: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const kb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function printRun(run: Run): void {
  const rows = Object.values(run.counts).reduce((sum, count) => sum + count, 0);
  process.stdout.write(
    `\n### ${run.engine}, ${run.size.toLocaleString('en')} orders (generated in ${run.generated_s.toFixed(1)} s, ${rows.toLocaleString('en')} rows: ${Object.entries(
      run.counts,
    )
      .map(([table, count]) => `${table} ${count.toLocaleString('en')}`)
      .join(
        ', ',
      )}; the server listening ${run.ready.seconds.toFixed(1)} s after its spawn, its start ${run.ready.start_seconds.toFixed(1)} s once its modules loaded, load average ${run.ready.load_average.toFixed(1)})\n\n`,
  );
  printTable([
    [
      'call',
      'p50 ms',
      'p95 ms',
      'size',
      'items',
      'paged',
      'status',
      'event loop max ms',
      ...(run.engine === 'sqlite' ? ['longest SQLite call ms'] : []),
      'load average',
    ],
    ...run.timings.map((timing) => [
      timing.name,
      ms(timing.p50_ms),
      ms(timing.p95_ms),
      kb(timing.bytes),
      String(timing.items),
      timing.paged ? 'yes' : 'no',
      String(timing.status),
      ms(timing.loop_max_ms),
      ...(run.engine === 'sqlite' ? [ms(timing.sqlite_max_ms)] : []),
      timing.load_average.toFixed(1),
    ]),
  ]);
  process.stdout.write('\n');
  printTable([
    [
      'while',
      'statistics p50 ms',
      'p99 ms',
      'max ms',
      'event loop p99 ms',
      'max ms',
      'in SQLite: longest call ms, share of the time',
      'load req/s',
      'load p99 ms',
      'load average',
    ],
    ...run.stalls.map((stall) => [
      stall.load,
      ms(stall.statistics.p50_ms),
      ms(stall.statistics.p99_ms),
      ms(stall.statistics.max_ms),
      ms(stall.loop.p99_ms),
      ms(stall.loop.max_ms),
      run.engine === 'sqlite'
        ? `${ms(stall.loop.sqlite.max_ms)}, ${((stall.loop.sqlite.total_ms / 1000 / stall.seconds) * 100).toFixed(0)}%`
        : '',
      stall.wrk ? rate(stall.wrk).toFixed(0) : '',
      stall.wrk ? ms(stall.wrk.p99_us / 1000) : '',
      stall.load_average.toFixed(1),
    ]),
  ]);
  const { idle, load, after } = run.rss_mb;
  process.stdout.write(
    `\nRSS: idle ${idle.toFixed(0)} MiB, under load up to ${load.toFixed(0)} MiB, ${SETTLE_SECONDS} s after ${after.toFixed(0)} MiB, after a full garbage collection ${run.rss_mb.collected.toFixed(0)} MiB (JavaScript heap in use: idle ${run.heap_mb.idle.toFixed(0)} MiB, after the collection ${run.heap_mb.collected.toFixed(0)} MiB)\n`,
  );
}

/** The machine's 1-minute load average: printed with each figure, as other work shares it. */
const loadAverage = () => loadavg()[0] ?? 0;

/** One table per engine: each call's median (and size) at every size. */
function printSummary(runs: Run[]): void {
  const [first] = runs;
  if (!first) return;
  process.stdout.write(`\n### Growth on ${first.engine}: p50 ms (answer size)\n\n`);
  printTable([
    ['call', ...runs.map((run) => `${run.size.toLocaleString('en')} orders`)],
    ...first.timings.map((timing, index) => [
      timing.name,
      ...runs.map((run) => {
        const at = run.timings[index];
        if (!at) return '';
        if (at.status !== 200) return `${at.status} after ${ms(at.p50_ms)}`;
        return `${ms(at.p50_ms)} (${kb(at.bytes)})`;
      }),
    ]),
    ...[
      ['one client pages the queue', QUEUE_ONE_CLIENT],
      [`${STALL_CONNECTIONS} clients page the queue`, QUEUE_PAGED],
    ].flatMap(([label, load]) => {
      const during = (run: Run) => run.stalls.find((stall) => stall.load === load);
      return [
        [
          `statistics p99 while ${label}`,
          ...runs.map((run) => ms(during(run)?.statistics.p99_ms ?? 0)),
        ],
        ['load average then', ...runs.map((run) => (during(run)?.load_average ?? 0).toFixed(1))],
        [
          'event loop p99 / max then',
          ...runs.map(
            (run) => `${ms(during(run)?.loop.p99_ms ?? 0)} / ${ms(during(run)?.loop.max_ms ?? 0)}`,
          ),
        ],
      ];
    }),
    [
      'RSS MiB idle / load / after / after a full GC',
      ...runs.map(
        (run) =>
          `${run.rss_mb.idle.toFixed(0)} / ${run.rss_mb.load.toFixed(0)} / ${run.rss_mb.after.toFixed(0)} / ${run.rss_mb.collected.toFixed(0)}`,
      ),
    ],
  ]);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
