import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import inject from 'light-my-request';
import { createPageCache } from './page-cache';
import { type PageHead, readPageHead } from './page-head';

/** Astro's Node handler of the pages rendered on request (`@astrojs/node`, middleware mode). */
export type PageHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void | Promise<void>;

/** A page rendered on request, as the cache keeps it: compressed once, sent many times. */
export interface LivePage {
  /**
   * 404: a route of ours that has no such page (an unknown expert): the site's 404 page. 301: the
   * page moved (an expert's old slug), to `location`, a path on our origin.
   */
  status: 200 | 301 | 404;
  location?: string;
  contentType: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The page's Content-Security-Policy, from its own inline scripts (HTML only). */
  policy?: string;
  /** What the page's head says as rendered, before the seo role's edit (HTML only). */
  head?: PageHead;
}

export interface LivePagesOptions {
  handler: PageHandler;
  /** How long a rendered page is served before it is rendered again in the background. */
  ttlMs: number;
  /** The Host the pages are rendered for (the public origin's). */
  host: string;
  /** The CSP of an HTML page from its markup (server/page-security.ts). */
  policyOf: (html: string) => string;
  /** The page with its own rules inline and its stylesheets loaded after the paint. */
  criticalCss?: (html: string) => Promise<string>;
  /** The seo role's edit put into a rendered page's head (server/page-settings.ts), by its path. */
  withSettings?: (sitePath: string, html: string) => Promise<string>;
  /** Other documents rendered and cached the same way (the sitemap), by their path. */
  documents?: Record<string, { contentType: string; render: () => Promise<string> }>;
  onRefreshError: (path: string, error: unknown) => void;
}

/** What a visitor reads when a page cannot be rendered now and has no copy yet (503). */
export const LIVE_PAGE_BUSY = 'This page is busy. Please try again in a few seconds.';

/** Enough for every page of ours many times over; beyond it the oldest page is rendered again. */
const MAX_CACHED_PAGES = 1000;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Astro's address of a page the site names with `.html` (/our-experts.html → /our-experts,
 * /index.html → /); the bare name answers too, as the pre-rendered pages do.
 */
export function astroPath(pathname: string): string {
  const bare = pathname.replace(/\.html$/, '');
  return bare === '/index' ? '/' : bare;
}

/** The site's own name of a page Astro renders at `path` ('/' stays, /our-experts → /our-experts.html). */
export function sitePath(path: string): string {
  return path === '/' ? path : `${path}.html`;
}

/**
 * The query parameters each page rendered on request reads (by its Astro path): the experts
 * page's `after`, where its page of experts starts. Any other parameter (a campaign's utm_…) is
 * left out of the page's address, so it neither reaches the page nor renders and caches it anew.
 */
const PAGE_QUERIES: Record<string, readonly string[]> = { '/our-experts': ['after'] };

/** A page's address as rendered and cached: its Astro path and the query it reads. */
export function livePageAddress(pathname: string, query: URLSearchParams): string {
  const page = astroPath(pathname);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERIES[page] ?? []) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search === '' ? page : `${page}?${search}`;
}

/** A page or document as the cache keeps it: compressed once, with its ETag and policy. */
export async function compressed(
  status: LivePage['status'],
  contentType: string,
  text: string,
  policy: string | undefined,
): Promise<LivePage> {
  const body = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(body, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { status, contentType, body, br, gzip: gz, etag, policy };
}

/** A page that moved: Astro's redirect, kept only when it stays on our origin. */
function movedTo(location: string | string[] | number | undefined): string | undefined {
  if (typeof location !== 'string') return undefined;
  return location.startsWith('/') && !location.startsWith('//') ? location : undefined;
}

/**
 * The pages Astro renders on request, each rendered at most once per TTL for every visitor
 * (stale-while-revalidate, server/page-cache.ts) and compressed once per render. `get` answers
 * undefined for an address no such page has.
 */
export function createLivePages(options: LivePagesOptions) {
  const renderPage = async (path: string): Promise<LivePage | undefined> => {
    let routed = true;
    const response = await inject(
      (req, res) =>
        options.handler(req, res, () => {
          routed = false;
          res.statusCode = 404;
          res.end();
        }),
      { method: 'GET', url: path, headers: { host: options.host, accept: 'text/html' } },
    );
    if (!routed) return undefined;
    if (response.statusCode === 404) return compressed(404, 'text/html', '', undefined);
    const location = movedTo(response.headers.location);
    if (response.statusCode === 301 && location) {
      return { ...(await compressed(301, 'text/html', '', undefined)), location };
    }
    if (response.statusCode !== 200) {
      throw new Error(`${path} answered ${response.statusCode}: ${response.payload.slice(0, 200)}`);
    }
    const head = readPageHead(response.payload);
    const rendered = options.criticalCss
      ? await options.criticalCss(response.payload)
      : response.payload;
    const html = options.withSettings
      ? await options.withSettings(sitePath(path.split('?')[0] ?? path), rendered)
      : rendered;
    return {
      ...(await compressed(200, 'text/html; charset=utf-8', html, options.policyOf(html))),
      head,
    };
  };
  const cache = createPageCache<LivePage>({
    ttlMs: options.ttlMs,
    maxEntries: MAX_CACHED_PAGES,
    onRefreshError: options.onRefreshError,
    render: async (path) => {
      const document = options.documents?.[path];
      if (!document) return renderPage(path);
      return compressed(200, document.contentType, await document.render(), undefined);
    },
  });
  const key = (pathname: string, query = new URLSearchParams()) =>
    options.documents?.[pathname] ? pathname : livePageAddress(pathname, query);
  return {
    get: (pathname: string, query?: URLSearchParams) => cache.get(key(pathname, query)),
    /** The page as last rendered, however old, if it was: nothing is rendered. */
    peek: (pathname: string, query?: URLSearchParams) => cache.peek(key(pathname, query)),
  };
}

/** Whether the Accept-Encoding header takes this coding (not refused with q=0). */
function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...parameters] = part.split(';').map((item) => item.trim().toLowerCase());
    return name === coding && !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
  });
}

/**
 * Sends a rendered page: brotli or gzip as the browser takes them, revalidated on every visit
 * with its ETag (a page unchanged since the browser's copy is a 304), as the pre-rendered pages.
 */
export function sendLivePage(request: FastifyRequest, reply: FastifyReply, page: LivePage) {
  if (page.status === 301 && page.location) return reply.redirect(page.location, 301);
  reply.header('cache-control', 'no-cache');
  reply.header('etag', page.etag);
  reply.header('vary', 'accept-encoding');
  if (page.policy) reply.header('content-security-policy', page.policy);
  reply.type(page.contentType);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const acceptEncoding = request.headers['accept-encoding'];
  if (accepts(acceptEncoding, 'br')) {
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (accepts(acceptEncoding, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.body);
}
