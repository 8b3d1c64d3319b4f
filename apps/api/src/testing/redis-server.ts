import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../../scripts/free-port';

const INSTALL_HINT =
  'Redis is needed for the API tests of REDIS_URL: apt-get install -y redis-server';

/** A throwaway Redis on 127.0.0.1 and a free port, keeping nothing on disk. */
export async function startRedisServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_, reject) => {
    server.once('error', (error) => reject(new Error(`${INSTALL_HINT} (${error.message})`)));
    server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  await Promise.race([waitForPort(port), failed]);
  // Once it listens, its exit is the stop asked for below.
  failed.catch(() => {});
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(25);
  }
  throw new Error(`redis-server did not listen on ${port}`);
}
