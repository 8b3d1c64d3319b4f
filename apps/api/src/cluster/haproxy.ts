import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const HAPROXY_INSTALL_HINT =
  'HAProxy is needed to run several API processes behind a balancer: apt-get install -y haproxy';

/** Debian's haproxy (/usr/sbin), or one on PATH; an error naming the package otherwise. */
export function findHaproxy(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('which', ['haproxy'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim() !== '') return which.stdout.trim();
  throw new Error(`No haproxy found. ${HAPROXY_INSTALL_HINT}`);
}

/** A server of the backend as `show stat` reports it. */
export type ServerState = {
  /** UP, DOWN, DRAIN, MAINT, or a transition such as "UP 1/2" (going down). */
  status: string;
  /** Requests (sessions) it is serving now. */
  sessions: number;
};

export type Haproxy = {
  /** Sends one command to the runtime API and answers its output. */
  command(line: string): Promise<string>;
  /** The backend's servers, by name. */
  servers(): Promise<Map<string, ServerState>>;
  /** Resolves once `test` holds for the named server; rejects after `timeoutMs`. */
  waitFor(name: string, test: (state: ServerState) => boolean, timeoutMs: number): Promise<void>;
  /** Resolves with the exit code when haproxy exits, for whatever reason. */
  exited: Promise<number | null>;
  /** A graceful stop: no new connection, open ones finish (up to hard-stop-after). */
  stop(): Promise<void>;
  /** Ends it at once (this process is exiting). */
  kill(): void;
};

const BACKEND = 'api';

/**
 * Checks the configuration, then runs haproxy in the foreground (`-db`) with its output going to
 * `print`; resolves once its runtime API answers.
 */
export async function startHaproxy(
  configFile: string,
  adminSocket: string,
  print: (line: string) => void,
): Promise<Haproxy> {
  const bin = findHaproxy();
  const check = spawnSync(bin, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(`haproxy refused ${configFile}:\n${check.stderr}${check.stdout}`);
  }
  const child: ChildProcess = spawn(bin, ['-db', '-f', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim() !== '') print(`[haproxy] ${line}`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      let output = '';
      const socket = createConnection(adminSocket, () => socket.end(`${line}\n`));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        output += chunk;
      });
      socket.once('error', reject);
      socket.once('close', () => resolve(output));
    });

  const servers = async () => {
    const [header = '', ...rows] = (await command(`show stat ${BACKEND} 4 -1`)).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
    const states = new Map<string, ServerState>();
    for (const row of rows.map((text) => text.split(','))) {
      states.set(at(row, 'svname'), {
        status: at(row, 'status'),
        sessions: Number(at(row, 'scur')),
      });
    }
    return states;
  };

  const waitFor = async (
    name: string,
    test: (state: ServerState) => boolean,
    timeoutMs: number,
  ) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = (await servers()).get(name);
      if (state && test(state)) return;
      if (Date.now() > deadline) {
        throw new Error(`haproxy: ${name} is ${state?.status ?? 'unknown'} after ${timeoutMs} ms`);
      }
      await sleep(100);
    }
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    const running = await Promise.race([
      command('show info').then(
        () => true,
        () => false,
      ),
      exited.then(() => {
        throw new Error('haproxy exited at start (its output is above)');
      }),
    ]);
    if (running) break;
    if (Date.now() > deadline) throw new Error('haproxy did not open its runtime socket');
    await sleep(50);
  }

  return {
    command,
    servers,
    waitFor,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGUSR1');
      await exited;
    },
    kill: () => child.kill('SIGKILL'),
  };
}
