import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

/** Built pages that are not for search results (the status page is only for its e-mailed link). */
const UNLISTED = new Set(['404', 'dashboard', 'become-an-expert-status']);
/** A static build's later pages of the experts list: not indexed on their own, as on the server. */
const LATER_EXPERTS_PAGE = /^our-experts-\d+$/;

/**
 * Writes /sitemap.xml once the build is done, from the pages it actually wrote and the fixed
 * pages rendered on request: a new page is listed without editing anything, and the sitemap can
 * never name a page that does not exist. The pages of a route with parameters (the experts') are
 * the database's: the server adds them when it serves the sitemap (`server/live-sitemap.ts`).
 */
export function sitemap(): AstroIntegration {
  let origin = '';
  let onDemand: string[] = [];
  return {
    name: 'bb-sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (!config.site) throw new Error('astro.config needs `site` for the sitemap');
        origin = config.site;
      },
      'astro:routes:resolved': ({ routes }) => {
        onDemand = routes
          .filter(
            (route) =>
              route.type === 'page' &&
              route.origin === 'project' &&
              !route.isPrerendered &&
              route.params.length === 0,
          )
          .map((route) => route.pattern);
      },
      'astro:build:done': async ({ dir, pages }) => {
        const paths = [...pages.map(({ pathname }) => pathname), ...onDemand]
          .map((pathname) => pathname.replace(/^\/|\/$/g, ''))
          .filter((pathname) => !UNLISTED.has(pathname) && !LATER_EXPERTS_PAGE.test(pathname))
          .map((pathname) => (pathname === '' ? '/' : `/${pathname}.html`))
          .sort();
        const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`);
        const xml = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n');
        await writeFile(new URL('sitemap.xml', dir), xml);
      },
    },
  };
}
