/**
 * `pnpm bench`: loads the API (SQLite, demo data, rate limits off) and a bare Fastify hello-world
 * in the same run with wrk, and prints requests per second, median and p99 latency, and the ratio
 * to the hello-world for each call (medians of several rounds). Load generator and servers share
 * this machine: compare the ratios, not the absolute figures across machines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer, loadConfig } from '../src/index';
import { DEMO_PASSWORD } from '../src/seed/seed-data';
import { createAccount } from '../src/testing/customer-fixtures';
import { DATA_BOX_CALL, DRAFT, PRE_CHECK_CALL, SETTINGS_CALL } from './api-calls';
import {
  findWrk,
  LOAD,
  medianResult,
  printLoadHeader,
  printTable,
  type Result,
  rate,
  runWrk,
  type Scenario,
} from './wrk';

/** Only the calls whose name contains this text (the hello-world always runs). */
const ONLY = process.env.BENCH_ONLY ?? '';

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

  const created = await fetch(`${apiBase}/widgets/data-boxes`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: `data=${DRAFT}`,
  });
  const signInForms = await benchAccounts(api, Number(LOAD.connections));
  const { body } = (await created.json()) as { body: { key: string } };

  const scenarios: Scenario[] = [
    { name: 'hello-world (bare Fastify)', path: '/', base: 'hello' },
    SETTINGS_CALL,
    {
      name: 'GET dictionaries (disciplines + groups)',
      path: '/widgets/dictionaries/discipline_sub,discipline_sub_grouping',
    },
    PRE_CHECK_CALL,
    DATA_BOX_CALL,
    { name: 'GET widgets/data-boxes/{key}', path: `/widgets/data-boxes/${body.key}` },
    {
      name: 'POST users/sessions (argon2id)',
      path: '/users/sessions',
      method: 'POST',
      bodies: signInForms,
    },
  ];

  printLoadHeader(wrk, 'SQLite with demo data');
  const selected = scenarios.filter((item) => item.base === 'hello' || item.name.includes(ONLY));
  const runs = new Map<string, Result[]>(selected.map((scenario) => [scenario.name, []]));
  const load = (scenario: Scenario, duration: string) =>
    runWrk(wrk, dir, scenario, scenario.base === 'hello' ? helloBase : apiBase, duration);
  // Warm up (JIT, caches, connections), then measure in rounds, so a burst of other work on the
  // machine spoils one round of every call rather than all rounds of one call.
  for (const scenario of selected) await load(scenario, '1s');
  for (let round = 0; round < LOAD.rounds; round += 1) {
    for (const scenario of selected)
      runs.get(scenario.name)?.push(await load(scenario, LOAD.duration));
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
  printTable(table);

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

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
