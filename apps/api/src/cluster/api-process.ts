import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_BASE_PATH } from '../http/api-base-path';

/** One API process of the cluster: `node dist/main.js` on its own port. */
export type ApiProcess = {
  child: ChildProcess;
  /** Resolves with the exit code, or the signal's name, when it exits. */
  exited: Promise<number | string>;
};

/** Starts the built server with `env` on 127.0.0.1:`port`, each output line prefixed `[name]`. */
export function spawnApiProcess(
  mainFile: string,
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): ApiProcess {
  const child = spawn(process.execPath, [mainFile], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C reaches the cluster command alone, which stops it in order.
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) print(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, exited };
}

/**
 * Resolves once the process on `port` answers its readiness check with 200 (migrated, seeded,
 * its database reachable); rejects when it exits first or after `timeoutMs`.
 */
export async function waitUntilReady(
  port: number,
  api: ApiProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: number | string | undefined;
  void api.exited.then((code) => {
    exit = code;
  });
  while (exit === undefined) {
    const status = await fetch(`http://127.0.0.1:${port}${API_BASE_PATH}/ready`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs} ms`);
    await sleep(100);
  }
  throw new Error(`exited (${exit}) before it was ready`);
}
