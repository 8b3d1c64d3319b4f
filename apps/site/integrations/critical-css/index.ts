import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { criticalCss } from './critical-css';

export { criticalCss } from './critical-css';

/**
 * The dashboard is drawn in the browser (its HTML is an empty shell), so no rule of it would be
 * found in the page: it keeps its stylesheets as links that block the paint.
 */
const CLIENT_DRAWN_PAGES = new Set(['dashboard.html']);

/**
 * Once the build is done (before the files are compressed), every pre-rendered page gets its own
 * critical CSS inline and its stylesheets loaded after the paint; the pages rendered on request
 * get the same from the site's server (server/live-pages.ts).
 */
export function criticalCssIntegration(): AstroIntegration {
  return {
    name: 'bb-critical-css',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const inline = criticalCss(root);
        const pages = (await readdir(root, { recursive: true })).filter(
          (file) => file.endsWith('.html') && !CLIENT_DRAWN_PAGES.has(file),
        );
        for (const page of pages) {
          const file = path.join(root, page);
          await writeFile(file, await inline(await readFile(file, 'utf8')));
        }
      },
    },
  };
}
