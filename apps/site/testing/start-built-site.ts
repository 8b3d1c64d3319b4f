import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const main = path.resolve(import.meta.dirname, '../dist/server/main.js');

export interface BuiltSite {
  /** The started site's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built site as `pnpm start` does (dist/server/main.js on the pinned Node), on a new
 * SQLite file with the demo data and a free port on 127.0.0.1, which is also its public origin
 * (so the API's same-origin checks pass). `env` adds to or overrides the configuration; keep
 * LOG_LEVEL at info or below, since the start is read from the 'Server listening' line.
 */
export async function startBuiltSite(env: Record<string, string> = {}): Promise<BuiltSite> {
  if (!existsSync(main)) throw new Error('apps/site is not built: run its build first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-site-'));
  const port = await freePort();
  const server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => reject(new Error(`the site exited (${code}):\n${output}`)));
  });
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now, from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
