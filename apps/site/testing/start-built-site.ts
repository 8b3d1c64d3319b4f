import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port';
import { listeningOrigin } from '../../../scripts/listening-origin';

const main = path.resolve(import.meta.dirname, '../dist/server/main.js');

export interface BuiltSite {
  /** The started site's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Where the site's API writes its e-mails (no SMTP_URL): `readOutbox` from @bb/api/testing. */
  outboxDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built site as `pnpm start` does (dist/server/main.js on the pinned Node), on a new
 * SQLite file with the demo data and a free port on 127.0.0.1, which is also its public origin
 * (so the API's same-origin checks pass). `env` adds to or overrides the configuration; keep
 * LOG_LEVEL at info or below, since the start is read from its 'listening at' line.
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
      // Chromium, the build and other suites share this machine's cores: an event loop that lags
      // here measures the test run, not the site's load, and shedding would fail a journey with
      // 503s that no visitor would see (the API's load-shedding tests cover shedding).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await listeningOrigin(server, 'the site');
  return {
    origin,
    outboxDir: path.join(dataDir, 'outbox'),
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
