import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

const siteRoot = path.resolve(import.meta.dirname, '..');

export interface SatelliteSite {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * Builds the pages for a satellite domain as a host would (PUBLIC_BB_SATELLITE_HOST_PREFIX names
 * the main site; the content is read from the main site's running API) and serves them as plain
 * static files on `satelliteOrigin`: a satellite host runs no API of its own.
 */
export async function startSatelliteSite(options: {
  mainOrigin: string;
  satelliteOrigin: string;
}): Promise<SatelliteSite> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'bb-satellite-'));
  await promisify(execFile)(
    process.execPath,
    [path.join(siteRoot, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
    {
      cwd: siteRoot,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        PUBLIC_ORIGIN: options.satelliteOrigin,
        PUBLIC_BB_SATELLITE_HOST_PREFIX: options.mainOrigin,
        BB_API_ORIGIN: options.mainOrigin,
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir, extensions: ['html'] });
  const { port } = new URL(options.satelliteOrigin);
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  return {
    app,
    close: async () => {
      await app.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
