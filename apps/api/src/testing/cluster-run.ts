import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../../scripts/free-port';
import { API_BASE_PATH } from '../http/api-base-path';

const CLUSTER_MAIN = path.resolve(import.meta.dirname, '../../dist/cluster.js');

export type ClusterProcess = { pid: number; port: number };

/** `start:cluster` (the built dist/cluster.js) running for a test or the benchmark. */
export type ClusterRun = {
  /** The balancer's `…/api/en/1`, on 127.0.0.1 (also the API's PUBLIC_ORIGIN). */
  api: string;
  /** What it printed so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in what it prints from now (or from `since`). */
  waitFor(pattern: RegExp, timeoutMs: number, since?: number): Promise<RegExpExecArray>;
  /** Each API process as last started (its pid changes when it is started again). */
  processes(): Map<string, ClusterProcess>;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, and resolves with its exit code once it and everything it started are gone. */
  stop(): Promise<number | null>;
};

const STARTED = /\[cluster\] (api\d+) \(pid (\d+)\) up at http:\/\/127\.0\.0\.1:(\d+)/g;

/**
 * Starts `start:cluster` on `databaseUrl` with the balancer on a free port of 127.0.0.1 and
 * `env` on top (API_PROCESSES, RATE_LIMIT, PAYPAL_*…); resolves once it says the API answers.
 */
export async function runCluster(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ClusterRun> {
  if (!existsSync(CLUSTER_MAIN)) throw new Error('apps/api is not built: run its build first');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-cluster-data-'));
  const child: ChildProcess = spawn(process.execPath, [CLUSTER_MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      output += chunk;
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const waitFor = async (pattern: RegExp, timeoutMs: number, since = output.length) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = pattern.exec(output.slice(since));
      if (match) return match;
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`start:cluster never printed ${pattern}; it printed:\n${output}`);
      }
      await sleep(50);
    }
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await waitFor(/The API answers at /, 180_000, 0);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    api: `${origin}${API_BASE_PATH}`,
    output: () => output,
    waitFor,
    processes() {
      const processes = new Map<string, ClusterProcess>();
      for (const [, name = '', pid, processPort] of output.matchAll(STARTED)) {
        processes.set(name, { pid: Number(pid), port: Number(processPort) });
      }
      return processes;
    },
    signal: (signal) => child.kill(signal),
    stop,
  };
}
