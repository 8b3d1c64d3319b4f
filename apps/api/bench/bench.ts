/**
 * `pnpm bench`: loads the API (SQLite, demo data, rate limits off) and a bare Fastify hello-world
 * in the same run with wrk, and prints requests per second, median and p99 latency, and the ratio
 * to the hello-world for each call (medians of several rounds). Load generator and servers share
 * this machine: compare the ratios, not the absolute figures across machines.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer, loadConfig } from '../src/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/seed-data';
import { createAccount } from '../src/testing/customer-fixtures';

const DURATION = process.env.BENCH_DURATION ?? '5s';
const CONNECTIONS = process.env.BENCH_CONNECTIONS ?? '50';
const THREADS = process.env.BENCH_THREADS ?? '2';
/** Each call is measured this many times; the table shows the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '3');
/** Only the calls whose name contains this text (the hello-world always runs). */
const ONLY = process.env.BENCH_ONLY ?? '';

type Scenario = {
  name: string;
  path: string;
  method?: 'POST';
  /** The form sent; several are sent in turn, one a request. */
  bodies?: string[];
  base?: 'hello';
};
type Result = {
  requests: number;
  duration_us: number;
  p50_us: number;
  p99_us: number;
  non2xx: number;
  socket_errors: number;
};

function findWrk(): string {
  for (const candidate of ['/usr/bin/wrk', '/usr/local/bin/wrk'])
    if (existsSync(candidate)) return candidate;
  const which = spawnSync('which', ['wrk'], { encoding: 'utf8' });
  if (which.status === 0) return which.stdout.trim();
  process.stderr.write('wrk is not installed. Install it with: apt-get install -y wrk\n');
  process.exit(1);
}

/** A wrk script: the request to send, and one JSON line of figures at the end. */
function wrkScript(dir: string, name: string, scenario: Scenario): string {
  const file = path.join(dir, `${name.replace(/\W+/g, '-')}.lua`);
  const request = scenario.method
    ? `wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.headers["X-Requested-With"] = "XMLHttpRequest"
bodies = {${(scenario.bodies ?? ['']).map((body) => JSON.stringify(body)).join(', ')}}
sent = 0
request = function()
  sent = sent + 1
  return wrk.format(nil, nil, nil, bodies[(sent % #bodies) + 1])
end`
    : '';
  writeFileSync(
    file,
    `${request}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"non2xx":%d,"socket_errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
`,
  );
  return file;
}

async function main(): Promise<void> {
  const wrk = findWrk();
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-bench-'));
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: path.join(dir, 'bb.sqlite'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
  });
  const api = await buildServer(config);
  await api.listen({ port: 0, host: '127.0.0.1' });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const apiBase = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api/en/1`;
  const helloBase = `http://127.0.0.1:${(hello.server.address() as AddressInfo).port}`;

  const draft = encodeURIComponent(
    JSON.stringify({
      paper_type: 1,
      discipline_sub: 101,
      login: 'visitor@bb.example',
      description: 'x'.repeat(500),
    }),
  );
  const created = await fetch(`${apiBase}/widgets/data-boxes`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: `data=${draft}`,
  });
  const signInForms = await benchAccounts(api, Number(CONNECTIONS));
  const { body } = (await created.json()) as { body: { key: string } };

  const scenarios: Scenario[] = [
    { name: 'hello-world (bare Fastify)', path: '/', base: 'hello' },
    { name: 'GET common/settings', path: '/common/settings' },
    {
      name: 'GET dictionaries (disciplines + groups)',
      path: '/widgets/dictionaries/discipline_sub,discipline_sub_grouping',
    },
    {
      name: 'GET users/pre-check',
      path: `/users/pre-check?login=${encodeURIComponent(DEMO_ACCOUNTS.customer)}`,
    },
    {
      name: 'POST widgets/data-boxes',
      path: '/widgets/data-boxes',
      method: 'POST',
      bodies: [`data=${draft}&ttl=1800`],
    },
    { name: 'GET widgets/data-boxes/{key}', path: `/widgets/data-boxes/${body.key}` },
    {
      name: 'POST users/sessions (argon2id)',
      path: '/users/sessions',
      method: 'POST',
      bodies: signInForms,
    },
  ];

  // `wrk -v` prints its version and exits with a non-zero status.
  const version = spawnSync(wrk, ['-v'], { encoding: 'utf8' });
  process.stdout.write(`${`${version.stdout}${version.stderr}`.split('\n')[0]?.trim() ?? 'wrk'}\n`);
  process.stdout.write(
    `${THREADS} threads, ${CONNECTIONS} connections, ${DURATION} per call, median of ${ROUNDS} rounds, 127.0.0.1, SQLite with demo data\n`,
  );
  // Anything else running shares the cores with wrk and the servers.
  process.stdout.write(`load average before: ${loadavg()[0]?.toFixed(2)}\n\n`);
  const selected = scenarios.filter((item) => item.base === 'hello' || item.name.includes(ONLY));
  const runs = new Map<string, Result[]>(selected.map((scenario) => [scenario.name, []]));
  const load = (scenario: Scenario, duration: string) =>
    runWrk(wrk, [
      '-t',
      THREADS,
      '-c',
      CONNECTIONS,
      '-d',
      duration,
      '-s',
      wrkScript(dir, scenario.name, scenario),
      `${scenario.base === 'hello' ? helloBase : apiBase}${scenario.path}`,
    ]);
  // Warm up (JIT, caches, connections), then measure in rounds, so a burst of other work on the
  // machine spoils one round of every call rather than all rounds of one call.
  for (const scenario of selected) await load(scenario, '1s');
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const scenario of selected) runs.get(scenario.name)?.push(await load(scenario, DURATION));
  }
  const rows = selected.map((scenario) => ({
    name: scenario.name,
    result: medianResult(runs.get(scenario.name) ?? []),
  }));

  const helloRate = rate(rows[0]?.result);
  const table = [
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'vs hello-world', 'non-2xx'],
    ...rows.map(({ name, result }) => [
      name,
      rate(result).toFixed(0),
      (result.p50_us / 1000).toFixed(2),
      (result.p99_us / 1000).toFixed(2),
      `${((rate(result) / helloRate) * 100).toFixed(0)}%`,
      String(result.non2xx + result.socket_errors),
    ]),
  ];
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const [index, row] of table.entries()) {
    process.stdout.write(
      `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |\n`,
    );
    if (index === 0)
      process.stdout.write(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |\n`);
  }

  process.stdout.write(`\nload average after: ${loadavg()[0]?.toFixed(2)}\n`);
  await api.close();
  await hello.close();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * One account a connection, each with the demo password: the sign-in guard counts attempts per
 * account, and 50 sign-ins in flight for one account are a guessing storm it slows down on
 * purpose (see README), not the load of 50 people signing in.
 */
async function benchAccounts(api: FastifyInstance, count: number): Promise<string[]> {
  const forms: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = await createAccount(api.apiContext, `bench-${index}@bb.example`, DEMO_PASSWORD);
    forms.push(
      `login=${encodeURIComponent(email)}&password=${encodeURIComponent(DEMO_PASSWORD)}&captcha_token=skipped`,
    );
  }
  return forms;
}

/** The run with the median rate, and the median of the runs' p50 and p99. */
function medianResult(results: Result[]): Result {
  const middle = <T>(items: T[]): T | undefined => items[Math.floor(items.length / 2)];
  const byRate = [...results].sort((a, b) => rate(a) - rate(b));
  const median = middle(byRate);
  if (!median) throw new Error('no runs');
  return {
    ...median,
    p50_us: middle(results.map((result) => result.p50_us).sort((a, b) => a - b)) ?? median.p50_us,
    p99_us: middle(results.map((result) => result.p99_us).sort((a, b) => a - b)) ?? median.p99_us,
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    socket_errors: results.reduce((sum, result) => sum + result.socket_errors, 0),
  };
}

function rate(result: Result | undefined): number {
  return result ? result.requests / (result.duration_us / 1_000_000) : 0;
}

/** Runs wrk without blocking this process, which serves the requests. */
async function runWrk(wrk: string, args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = output.split('\n').find((candidate) => candidate.startsWith('{"requests"'));
      if (code !== 0 || !line) reject(new Error(`wrk failed (${code}):\n${output}`));
      else resolve(JSON.parse(line) as Result);
    });
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
