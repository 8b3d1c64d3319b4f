// `pnpm --filter @bb/site bench:scripts`: the scripts each benchmarked page loads without
// interaction, chunk by chunk, in kB gzip counted as site-bench.ts counts them (the `.gz` the
// site serves, or the file gzipped at level 9). Chromium loads the built site, the page waits
// until every island has hydrated and the network has been idle, and what it fetched is listed:
// the same set Lighthouse's network records hold, without Lighthouse's timing noise.
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium';
import { startBuiltSite } from '../testing/start-built-site';
import { gzipBytes } from './gzip-bytes';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'landing', path: '/python-homework.html' },
  { name: 'legal', path: '/terms-and-conditions.html' },
];
const siteDir = path.resolve(import.meta.dirname, '../dist/site');

async function main() {
  const site = await startBuiltSite({ RATE_LIMIT: 'false' });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const { name, path: pagePath } of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.add(new URL(response.url()).pathname);
        }
      });
      await page.goto(site.origin + pagePath, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
      await page.waitForLoadState('networkidle');
      await context.close();
      const rows = await Promise.all(
        [...scripts].map(async (urlPath) => ({
          urlPath,
          bytes: await gzipBytes(siteDir, urlPath),
        })),
      );
      rows.sort((a, b) => b.bytes - a.bytes);
      const total = rows.reduce((sum, row) => sum + row.bytes, 0);
      process.stdout.write(`${name} (${pagePath}): ${(total / 1024).toFixed(1)} kB gzip\n`);
      for (const row of rows) {
        process.stdout.write(
          `  ${(row.bytes / 1024).toFixed(2).padStart(6)} kB  ${path.basename(row.urlPath)}\n`,
        );
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
