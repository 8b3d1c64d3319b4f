import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ApiConfig,
  buildServer,
  isLoopbackTwin,
  PERMISSIONS_POLICY,
  type ServerOptions,
  serveSitePages,
} from '@bb/api/built';
import { createApiClient, createSeoClient } from '@bb/api-client';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { criticalCss } from '../integrations/critical-css/critical-css';
import { forEachListedExpert } from '../src/site-data/listed-experts';
import { setRuntimePageSettings } from '../src/site-data/page-settings';
import { setRuntimeApiClient } from '../src/site-data/runtime-api';
import { inProcessFetch } from './in-process-fetch';
import {
  createLivePages,
  LIVE_PAGE_BUSY,
  type PageHandler,
  sendLivePage,
  sitePath,
} from './live-pages';
import { LIVE_PAGES_TTL_DEFAULT_SECONDS } from './live-pages-ttl';
import { sitemapPaths, withExpertPages, withLastModified } from './live-sitemap';
import { type PageHead, readPageHead } from './page-head';
import { inlineScriptHashes, pageContentSecurityPolicy } from './page-security';
import { createPageSettings, type SitePageSettings } from './page-settings';
import { sitePageCatalogue } from './site-page-catalogue';
import { registerStorybook } from './storybook-route';

export interface SiteServerOptions {
  /** The built site: the pre-rendered pages and their assets (`dist/site`). */
  siteDir: string;
  api: ApiConfig;
  apiOptions?: ServerOptions;
  /** A built Storybook (storybook-static/) to serve under /storybook/. */
  storybookDir?: string;
  /**
   * The pages rendered on request: Astro's handler (dist/ssr/entry.mjs) and the cache's TTL;
   * `warm`: once listening, render the sitemap's pages one by one in the background, so the seo
   * role's first listing finds them rendered.
   */
  livePages?: { handler: PageHandler; ttlMs: number; warm?: boolean };
}

/** Astro names its bundles by content hash under /_astro/: they never change at one address. */
const HASHED_ASSETS = /^_astro\//;
const PRECOMPRESSED = /\.(br|gz)$/;
const DASHBOARD_PAGE = 'dashboard.html';
const NOT_FOUND_PAGE = '404.html';
const SITEMAP = '/sitemap.xml';

/**
 * The API and the built site from one process (spec §2 routes, spec §7 under /api/en/1): pages
 * pre-rendered to .html, served precompressed (brotli, gzip) with a CSP that allows only their
 * own hashed inline scripts; hashed assets cached for a year, pages revalidated; every
 * /dashboard/… address answered by the client-rendered dashboard; the built Storybook under
 * /storybook/ when given; the pages Astro renders on request (the marketplace's), cached, with
 * the sitemap; anything else the 404 page with status 404. A page asked for at the
 * loopback twin of a localhost origin (127.0.0.1 for localhost) is sent to the origin itself,
 * where its forms work. The seo role's edits go into the pages' heads (and a landing page's
 * copy) without a rebuild, and its redirects are answered 301.
 */
export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = await buildServer(options.api, { ...options.apiOptions, mounted: true });
  const origin = options.api.publicOrigin;
  const https = origin.startsWith('https:');
  const recaptcha = options.api.recaptcha !== undefined;
  // Each page's policy is worked out once, from the built file itself, so it always matches.
  const { policies, heads } = await builtPages(options.siteDir, origin, recaptcha);
  const policyOf = (html: string) =>
    pageContentSecurityPolicy({ origin, scriptHashes: inlineScriptHashes(html), recaptcha });
  const settings = createPageSettings({
    client: createSeoClient({ origin, fetch: inProcessFetch(app, origin) }),
    origin,
    siteDir: options.siteDir,
    ttlMs: options.livePages?.ttlMs ?? LIVE_PAGES_TTL_DEFAULT_SECONDS * 1000,
    policyOf,
    onRefreshError: (key, error) =>
      app.log.error({ err: error, key }, 'the seo settings could not be read again'),
  });
  setRuntimePageSettings(settings.settingsOf);
  const livePages =
    options.livePages &&
    (await siteLivePages(app, options.siteDir, origin, options.livePages, policyOf, settings));
  const builtSitemap = await readFile(path.join(options.siteDir, SITEMAP), 'utf8').catch(() => '');
  const catalogue = sitePageCatalogue({
    paths: async () =>
      sitemapPaths(
        livePages ? ((await livePages.get(SITEMAP))?.body.toString() ?? '') : builtSitemap,
        origin,
      ),
    builtHeads: heads,
    cachedPage: (pathname) => livePages?.peek(pathname),
    livePage: (pathname) =>
      livePages ? livePages.get(pathname).catch(() => undefined) : Promise.resolve(undefined),
  });
  serveSitePages(app, catalogue);
  if (options.livePages?.warm) {
    app.addHook('onListen', async () => {
      catalogue().catch((error: unknown) =>
        app.log.error({ err: error }, 'the pages could not be rendered ahead'),
      );
    });
  }

  const securityHeaders = (reply: FastifyReply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };

  await app.register(async (site) => {
    site.addHook('onRequest', async (request, reply) => {
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        isLoopbackTwin(origin, request.host)
      ) {
        // The same path and query on our origin, never anywhere else (an absolute-form target).
        const target = new URL(request.url, origin);
        return reply.redirect(target.origin === origin ? target.href : `${origin}/`, 308);
      }
      securityHeaders(reply);
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const { pathname } = new URL(request.url, origin);
      // The seo role's redirects, from an old address to a page of ours.
      const movedTo = await settings.redirectOf(pathname);
      if (movedTo !== undefined) return reply.redirect(movedTo, 301);
      // A pre-rendered page with an edit: the built file with the edit in its head.
      const file = builtPageFile(pathname);
      const edited = policies.has(file) ? await settings.editedFile(file) : undefined;
      if (edited) return sendLivePage(request, reply, edited);
    });
    await site.register(fastifyStatic, {
      root: options.siteDir,
      preCompressed: true,
      extensions: ['html'],
      index: ['index.html'],
      // Pages are revalidated on every visit; hashed bundles kept for a year; the rest a day.
      setHeaders: (reply, filePath) => {
        const name = path.relative(options.siteDir, filePath).replace(PRECOMPRESSED, '');
        const policy = policies.get(name);
        if (policy !== undefined) {
          reply.header('cache-control', 'no-cache');
          reply.header('content-security-policy', policy);
        } else if (HASHED_ASSETS.test(name)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else reply.header('cache-control', 'public, max-age=86400');
      },
    });
    if (options.storybookDir) await registerStorybook(site, options.storybookDir, origin);
    // The dashboard is one client-rendered page for every address under it.
    site.get('/dashboard', (_request, reply) => reply.sendFile(DASHBOARD_PAGE));
    site.get('/dashboard/*', (_request, reply) => reply.sendFile(DASHBOARD_PAGE));
    if (livePages)
      site.get(SITEMAP, async (request, reply) => {
        const sitemap = await livePages.get(SITEMAP);
        return sitemap ? sendLivePage(request, reply, sitemap) : reply.callNotFound();
      });
    // A page not pre-rendered may be one rendered on request; anything else is the 404 page.
    site.setNotFoundHandler(async (request, reply) => {
      if (livePages && (request.method === 'GET' || request.method === 'HEAD')) {
        const { pathname, searchParams } = new URL(request.url, origin);
        const page = await livePages.get(pathname, searchParams).catch((error: unknown) => {
          request.log.error({ err: error, pathname }, 'a page rendered on request failed');
          return 'busy' as const;
        });
        // No copy to serve (a stale one is served while a render fails): come back shortly.
        if (page === 'busy') {
          return reply
            .code(503)
            .header('retry-after', '10')
            .type('text/plain; charset=utf-8')
            .send(LIVE_PAGE_BUSY);
        }
        if (page && page.status !== 404) return sendLivePage(request, reply, page);
      }
      return reply.code(404).sendFile(NOT_FOUND_PAGE);
    });
  });
  return app;
}

/**
 * The pages rendered on request read the API of this process (in-process, no HTTP) and are
 * cached (server/live-pages.ts); the sitemap adds the experts listed now to the built one.
 */
async function siteLivePages(
  app: FastifyInstance,
  siteDir: string,
  origin: string,
  live: NonNullable<SiteServerOptions['livePages']>,
  policyOf: (html: string) => string,
  settings: SitePageSettings,
) {
  const client = createApiClient({ origin, fetch: inProcessFetch(app, origin) });
  setRuntimeApiClient(client);
  const builtSitemap = await readFile(path.join(siteDir, SITEMAP), 'utf8');
  return createLivePages({
    ...live,
    host: new URL(origin).host,
    policyOf,
    criticalCss: criticalCss(siteDir),
    withSettings: settings.withSettings,
    documents: {
      [SITEMAP]: {
        contentType: 'application/xml',
        render: async () => {
          const slugs: string[] = [];
          const [, changes] = await Promise.all([
            forEachListedExpert(client, (writers) => {
              for (const writer of writers) slugs.push(writer.slug);
            }),
            settings.changes(),
          ]);
          return withLastModified(withExpertPages(builtSitemap, origin, slugs), origin, changes);
        },
      },
    },
    onRefreshError: (page, error) =>
      app.log.error({ err: error, page }, 'a page could not be rendered again'),
  });
}

/** The built file a page's address names ('/about-us' and '/about-us.html': 'about-us.html'). */
function builtPageFile(pathname: string): string {
  return sitePath(pathname.replace(/\.html$/, '')).replace(/^\//, '');
}

/**
 * The CSP of every page of the built site, by its path relative to the site's folder, and what
 * each page's head says as built, by its address ('/about-us.html').
 */
async function builtPages(
  siteDir: string,
  origin: string,
  recaptcha: boolean,
): Promise<{ policies: Map<string, string>; heads: Map<string, PageHead> }> {
  const policies = new Map<string, string>();
  const heads = new Map<string, PageHead>();
  const files = await readdir(siteDir, { recursive: true });
  for (const name of files.filter((file) => file.endsWith('.html'))) {
    const html = await readFile(path.join(siteDir, name), 'utf8');
    policies.set(
      name,
      pageContentSecurityPolicy({ origin, scriptHashes: inlineScriptHashes(html), recaptcha }),
    );
    heads.set(`/${name.split(path.sep).join('/')}`, readPageHead(html));
  }
  return { policies, heads };
}
