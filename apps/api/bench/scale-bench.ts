/**
 * `pnpm bench`, the scale figures: `start:cluster` on a throwaway PostgreSQL (demo data, rate
 * limits off), loaded with wrk in the same run as one process alone, one process behind HAProxy
 * and two processes behind HAProxy; then the p99 latency and the failed requests while the two
 * are restarted one at a time (SIGHUP), beside the same load without a restart. Load generator,
 * balancer, processes and database share this machine's cores: the ratios mean something, the
 * absolute figures do not travel.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ClusterRun, runCluster } from '../src/testing/cluster-run';
import { startThrowawayPostgres } from '../src/testing/throwaway-postgres';
import { DATA_BOX_CALL, PRE_CHECK_CALL, SETTINGS_CALL } from './api-calls';
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

const SCENARIOS: Scenario[] = [SETTINGS_CALL, PRE_CHECK_CALL, DATA_BOX_CALL];
/** The call loaded during the rolling restart. */
const RESTART_LOAD = SETTINGS_CALL;
const SETUPS = ['1 process alone', '1 behind HAProxy', '2 behind HAProxy'] as const;
type Setup = (typeof SETUPS)[number];

async function main(): Promise<void> {
  const wrk = findWrk();
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-scale-bench-'));
  const postgres = await startThrowawayPostgres();
  const env = { RATE_LIMIT: 'off' };
  process.stdout.write('\nScale: one API process against two behind HAProxy\n');
  printLoadHeader(wrk, 'PostgreSQL with demo data, rate limits off');

  const runs = new Map<string, Result[]>();
  const measure = async (bases: Array<[Setup, string]>) => {
    // Warm up (JIT, caches, connections), then rounds, as the API benchmark does.
    for (const [, base] of bases)
      for (const scenario of SCENARIOS) await runWrk(wrk, dir, scenario, base, '1s');
    for (let round = 0; round < LOAD.rounds; round += 1) {
      for (const [setup, base] of bases) {
        for (const scenario of SCENARIOS) {
          const key = `${setup}|${scenario.name}`;
          const results = runs.get(key) ?? [];
          results.push(await runWrk(wrk, dir, scenario, base, LOAD.duration));
          runs.set(key, results);
        }
      }
    }
  };

  let cluster: ClusterRun | undefined;
  try {
    cluster = await runCluster(postgres.url, { ...env, API_PROCESSES: '1' });
    const alone = cluster.processes().get('api1');
    await measure([
      ['1 process alone', `http://127.0.0.1:${alone?.port}/api/en/1`],
      ['1 behind HAProxy', cluster.api],
    ]);
    await cluster.stop();
    cluster = await runCluster(postgres.url, { ...env, API_PROCESSES: '2' });
    await measure([['2 behind HAProxy', cluster.api]]);

    const one = (setup: Setup, scenario: Scenario) =>
      medianResult(runs.get(`${setup}|${scenario.name}`) ?? []);
    printTable([
      [
        'call',
        ...SETUPS.map((setup) => `${setup} req/s (p99 ms)`),
        '2 / 1 behind HAProxy',
        'non-2xx',
      ],
      ...SCENARIOS.map((scenario) => {
        const results = SETUPS.map((setup) => one(setup, scenario));
        const [, single, double] = results;
        return [
          scenario.name,
          ...results.map(
            (result) => `${rate(result).toFixed(0)} (${(result.p99_us / 1000).toFixed(1)})`,
          ),
          (rate(double) / rate(single)).toFixed(2),
          String(results.reduce((sum, result) => sum + result.non2xx + result.socket_errors, 0)),
        ];
      }),
    ]);

    const steady = await runWrk(wrk, dir, RESTART_LOAD, cluster.api, '10s');
    const running = cluster;
    const since = running.output().length;
    const started = Date.now();
    const restarted = (async () => {
      await sleep(500);
      running.signal('SIGHUP');
      await running.waitFor(/\[cluster\] rolling restart (done|failed)/, 180_000, since);
    })();
    const during = await runWrk(wrk, dir, RESTART_LOAD, cluster.api, '300s', restarted);
    await restarted;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `\nRolling restart of 2 processes (SIGHUP, ${seconds} s) under ${RESTART_LOAD.name} at ${LOAD.connections} connections:\n`,
    );
    const loads: Array<[string, Result]> = [
      ['steady, 10 s', steady],
      ['during the rolling restart', during],
    ];
    printTable([
      ['load', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
      ...loads.map(([name, result]) => [
        name,
        rate(result).toFixed(0),
        (result.p50_us / 1000).toFixed(2),
        (result.p99_us / 1000).toFixed(2),
        `${result.non2xx + result.socket_errors} of ${result.requests}`,
      ]),
    ]);
    process.stdout.write(`\nload average after: ${loadavg()[0]?.toFixed(2)}\n`);
  } finally {
    await cluster?.stop();
    postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
