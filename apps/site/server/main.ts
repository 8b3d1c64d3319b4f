import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ConfigError,
  closeOnSignals,
  loadConfig,
  startDemoCheckout,
  startDemoPayouts,
} from '@bb/api/built';
import type { PageHandler } from './live-pages';
import { livePagesTtlMs } from './live-pages-ttl';
import { buildSiteServer } from './site-server';
import { isBuiltStorybook, STORYBOOK_PREFIX } from './storybook-route';

/**
 * `pnpm start`: the API (its database created, migrated and seeded on first start) and the built
 * site from one process, on PORT (3000). The API's data lives in apps/api/data unless DATA_DIR
 * says otherwise, so the site and `pnpm --filter @bb/api start` share one demo database. On demo
 * data without Stripe's keys, top-ups are paid on the API's local demo checkout (no card), and
 * without PayPal's, experts' payouts are sent to its local demo PayPal (no money moves).
 */
async function main(): Promise<void> {
  const here = import.meta.dirname;
  let api: ReturnType<typeof loadConfig>;
  try {
    api = loadConfig({
      ...process.env,
      DATA_DIR: process.env.DATA_DIR ?? path.resolve(here, '../../../api/data'),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // The repository's built Storybook (the root's `pnpm build-storybook`, which `pnpm start` runs).
  const storybookDir = path.resolve(here, '../../../../storybook-static');
  const storybook = isBuiltStorybook(storybookDir);
  if (!storybook) {
    process.stderr.write(
      `No built Storybook at ${storybookDir}: ${STORYBOOK_PREFIX}/ answers 404 (run pnpm build-storybook).\n`,
    );
  }
  let ttlMs: number;
  try {
    ttlMs = livePagesTtlMs(process.env);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  // Astro's build of the pages rendered on request (@astrojs/node in middleware mode); a build
  // with PRERENDER_ALL=1 has none, every page being a file.
  const ssrEntry = path.resolve(here, '../ssr/entry.mjs');
  const livePages = existsSync(ssrEntry)
    ? {
        handler: ((await import(pathToFileURL(ssrEntry).href)) as { handler: PageHandler }).handler,
        ttlMs,
        warm: true,
      }
    : undefined;
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const checkout = await startDemoCheckout(await startDemoPayouts(api, print), print);
  const app = await buildSiteServer({
    siteDir: path.resolve(here, '../site'),
    api: checkout.config,
    storybookDir: storybook ? storybookDir : undefined,
    livePages,
  });
  closeOnSignals(app, api.shutdownGraceMs);
  // The address to open is the configured origin, not the socket's (127.0.0.1 for localhost):
  // only there do sign-in and the forms work, and its loopback twin redirects to it.
  await app.listen({
    port: api.port,
    host: api.host,
    listenTextResolver: (address) => `Open ${api.publicOrigin} (listening at ${address})`,
  });
  checkout.listening(app);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The site could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
