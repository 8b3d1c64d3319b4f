import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ApiConfig,
  buildServer,
  isLoopbackTwin,
  PERMISSIONS_POLICY,
  type ServerOptions,
} from '@bb/api/built';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { inlineScriptHashes, pageContentSecurityPolicy } from './page-security';
import { registerStorybook } from './storybook-route';

export interface SiteServerOptions {
  /** The built site: the pre-rendered pages and their assets (`dist/site`). */
  siteDir: string;
  api: ApiConfig;
  apiOptions?: ServerOptions;
  /** A built Storybook (storybook-static/) to serve under /storybook/. */
  storybookDir?: string;
}

/** Astro names its bundles by content hash under /_astro/: they never change at one address. */
const HASHED_ASSETS = /^_astro\//;
const PRECOMPRESSED = /\.(br|gz)$/;
const DASHBOARD_PAGE = 'dashboard.html';
const NOT_FOUND_PAGE = '404.html';

/**
 * The API and the built site from one process (spec §2 routes, spec §7 under /api/en/1): pages
 * pre-rendered to .html, served precompressed (brotli, gzip) with a CSP that allows only their
 * own hashed inline scripts; hashed assets cached for a year, pages revalidated; every
 * /dashboard/… address answered by the client-rendered dashboard; the built Storybook under
 * /storybook/ when given; anything else the 404 page with status 404. A page asked for at the
 * loopback twin of a localhost origin (127.0.0.1 for localhost) is sent to the origin itself,
 * where its forms work.
 */
export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = await buildServer(options.api, { ...options.apiOptions, mounted: true });
  const origin = options.api.publicOrigin;
  const https = origin.startsWith('https:');
  const recaptcha = options.api.recaptcha !== undefined;
  // Each page's policy is worked out once, from the built file itself, so it always matches.
  const policies = await pagePolicies(options.siteDir, origin, recaptcha);

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
    site.setNotFoundHandler((_request, reply) => reply.code(404).sendFile(NOT_FOUND_PAGE));
  });
  return app;
}

/** The CSP of every page of the built site, by its path relative to the site's folder. */
async function pagePolicies(
  siteDir: string,
  origin: string,
  recaptcha: boolean,
): Promise<Map<string, string>> {
  const policies = new Map<string, string>();
  const files = await readdir(siteDir, { recursive: true });
  for (const name of files.filter((file) => file.endsWith('.html'))) {
    const html = await readFile(path.join(siteDir, name), 'utf8');
    policies.set(
      name,
      pageContentSecurityPolicy({ origin, scriptHashes: inlineScriptHashes(html), recaptcha }),
    );
  }
  return policies;
}
