import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

/** The benchmarks' load: wrk's threads and connections, and how long and how often each call. */
export const LOAD = {
  duration: process.env.BENCH_DURATION ?? '5s',
  connections: process.env.BENCH_CONNECTIONS ?? '50',
  threads: process.env.BENCH_THREADS ?? '2',
  /** Each call is measured this many times; the tables show the medians. */
  rounds: Number(process.env.BENCH_ROUNDS ?? '3'),
};

export type Scenario = {
  name: string;
  path: string;
  method?: 'POST';
  /** The form sent; several are sent in turn, one a request. */
  bodies?: string[];
  base?: 'hello';
  /** Sent with every request (a session's cookie). */
  headers?: Record<string, string>;
  /**
   * Pages through a list: each request passes the `next_cursor` of the connection thread's last
   * answer as `cursor` (the path has a query already), and starts over after the last page.
   */
  followCursor?: boolean;
  /** Open connections, instead of LOAD's. */
  connections?: string;
};

export type Result = {
  requests: number;
  duration_us: number;
  p50_us: number;
  p99_us: number;
  non2xx: number;
  socket_errors: number;
};

/** wrk from Debian, or the process ends saying how to install it. */
export function findWrk(): string {
  for (const candidate of ['/usr/bin/wrk', '/usr/local/bin/wrk'])
    if (existsSync(candidate)) return candidate;
  const which = spawnSync('which', ['wrk'], { encoding: 'utf8' });
  if (which.status === 0) return which.stdout.trim();
  process.stderr.write('wrk is not installed. Install it with: apt-get install -y wrk\n');
  process.exit(1);
}

/**
 * What a run measures with: wrk's version (`wrk -v` prints it and exits with a non-zero status),
 * LOAD's settings, `servers` (what serves the calls) and the load average, since anything else
 * running shares the cores with wrk and the servers.
 */
export function printLoadHeader(wrk: string, servers: string): void {
  const version = spawnSync(wrk, ['-v'], { encoding: 'utf8' });
  process.stdout.write(`${`${version.stdout}${version.stderr}`.split('\n')[0]?.trim() ?? 'wrk'}\n`);
  process.stdout.write(
    `${LOAD.threads} threads, ${LOAD.connections} connections, ${LOAD.duration} per call, median of ${LOAD.rounds} rounds, 127.0.0.1, ${servers}\n`,
  );
  process.stdout.write(`load average before: ${loadavg()[0]?.toFixed(2)}\n\n`);
}

/** A wrk script: the request to send, and one JSON line of figures at the end. */
function wrkScript(dir: string, scenario: Scenario): string {
  const file = path.join(dir, `${scenario.name.replace(/\W+/g, '-')}.lua`);
  const headers = Object.entries(scenario.headers ?? {})
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}\n`)
    .join('');
  const follow = `cursor = nil
request = function()
  if cursor then return wrk.format(nil, wrk.path .. "&cursor=" .. cursor) end
  return wrk.format(nil, wrk.path)
end
response = function(status, headers, body)
  cursor = string.match(body, '"next_cursor":"([^"]+)"')
end`;
  const request = scenario.followCursor
    ? follow
    : scenario.method
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
    `${headers}${request}
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

/**
 * Loads `base` + the scenario's path for `duration` with LOAD's threads and connections, without
 * blocking this process (which may serve the requests). With `until`, wrk is stopped (SIGINT,
 * after which it reports as usual) when that resolves, however long `duration` was.
 */
export async function runWrk(
  wrk: string,
  dir: string,
  scenario: Scenario,
  base: string,
  duration: string,
  until?: Promise<unknown>,
): Promise<Result> {
  const connections = scenario.connections ?? LOAD.connections;
  const threads = String(Math.min(Number(LOAD.threads), Number(connections)));
  const args = ['-t', threads, '-c', connections, '-d', duration];
  args.push('-s', wrkScript(dir, scenario), `${base}${scenario.path}`);
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    void until?.then(() => child.kill('SIGINT'));
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

/** The run with the median rate, and the median of the runs' p50 and p99. */
export function medianResult(results: Result[]): Result {
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

/** Requests per second. */
export function rate(result: Result | undefined): number {
  return result ? result.requests / (result.duration_us / 1_000_000) : 0;
}

/** Prints rows as a Markdown table, the first row its header. */
export function printTable(table: string[][]): void {
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const [index, row] of table.entries()) {
    process.stdout.write(
      `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |\n`,
    );
    if (index === 0)
      process.stdout.write(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |\n`);
  }
}
