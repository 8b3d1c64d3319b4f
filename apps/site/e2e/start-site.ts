import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The started site's origin, e.g. http://127.0.0.1:41234. */
    siteOrigin: string;
    /** A free origin the started API accepts as a satellite domain (SATELLITE_ORIGINS). */
    satelliteOrigin: string;
    /** The e-mail of the person the local Google stand-in signs in. */
    googleEmail: string;
  }
}

const main = path.resolve(import.meta.dirname, '../dist/server/main.js');

/**
 * Starts the built site as `pnpm start` does (dist/server/main.js on the pinned Node), on a new
 * SQLite file with the demo data and a free port on 127.0.0.1 (its public origin, so the API's
 * same-origin checks pass), once for every e2e file. A second free port is named as a satellite
 * origin, for the satellite build's test.
 * Rate limits are off: the suites sign the same demo accounts in many times in a few seconds.
 */
export default async function startSite(project: TestProject) {
  if (!existsSync(main)) throw new Error('apps/site is not built: run its build first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-site-e2e-'));
  const port = await freePort();
  const satelliteOrigin = `http://127.0.0.1:${await freePort()}`;
  const google = await startGoogleStandIn();
  const server: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT: 'false',
      SATELLITE_ORIGINS: satelliteOrigin,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: 'bb-site-e2e',
      GOOGLE_CLIENT_SECRET: 'bb-site-e2e-secret',
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
  project.provide('siteOrigin', origin);
  project.provide('satelliteOrigin', satelliteOrigin);
  project.provide('googleEmail', GOOGLE_EMAIL);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await google.server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const GOOGLE_EMAIL = 'google.visitor@example.com';

/**
 * A real OpenID Connect provider on 127.0.0.1 standing in for Google: its authorization endpoint
 * sends the browser straight back with a code, and its ID tokens name GOOGLE_EMAIL, verified.
 */
async function startGoogleStandIn() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: 'google-e2e-visitor',
      email: GOOGLE_EMAIL,
      email_verified: true,
    });
  });
  return { server, issuer: server.issuer.url ?? '' };
}

/** A port nothing listens on now, from the system. */
function freePort(): Promise<number> {
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
