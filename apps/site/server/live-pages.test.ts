// The pages rendered on request, through the site server over a real API (in memory, demo data)
// and a stand-in for Astro's handler that reads the API as the pages do: the cache, its TTL, a
// database change showing without a rebuild, the headers, the 404 page and the live sitemap.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '@bb/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  featuredExperts,
  forEachListedExpert,
  listedExpertsPage,
} from '../src/site-data/listed-experts';
import { runtimeApiClient } from '../src/site-data/runtime-api';
import { LIVE_PAGE_BUSY, type PageHandler } from './live-pages';
import { inlineScriptHashes } from './page-security';
import { buildSiteServer } from './site-server';

const ORIGIN = 'http://localhost:3000';
const TTL_MS = 400;
const dir = mkdtempSync(path.join(tmpdir(), 'bb-live-pages-'));
const siteDir = path.join(dir, 'site');
let app: FastifyInstance;
const rendered: string[] = [];

const page = (script: string, body: string) =>
  `<!doctype html><html><head><script>${script}</script></head><body>${body}</body></html>`;

/** What Astro's handler does for our pages: the experts' list and an expert's page, or next(). */
const handler: PageHandler = async (req, res, next) => {
  const { pathname, searchParams } = new URL(req.url ?? '/', ORIGIN);
  const client = runtimeApiClient();
  if (!client) throw new Error('the server did not give the pages its API');
  const after = searchParams.get('after');
  const experts = (await listedExpertsPage(client, { cursor: after })).writers;
  rendered.push(`${pathname}${after === null ? '' : `?after=${after}`}`);
  res.setHeader('content-type', 'text/html');
  // A page whose reads fail (the API shedding load, a database away): Astro answers 500.
  if (pathname === '/latest-orders') {
    res.statusCode = 500;
    res.end('');
    return;
  }
  // An expert's old slug: Astro's redirect to the page at the new one, or (never ours) elsewhere.
  const moved: Record<string, string> = {
    '/experts/old-name': '/experts/new-name.html',
    '/experts/off-site': 'https://elsewhere.example/experts/x.html',
  };
  const location = moved[pathname];
  if (location) {
    res.statusCode = 301;
    res.setHeader('location', location);
    res.end();
    return;
  }
  if (pathname === '/our-experts') {
    res.end(page('experts()', experts.map((writer) => writer.pen_name).join(', ')));
    return;
  }
  const slug = /^\/experts\/([^/]+)$/.exec(pathname)?.[1];
  if (slug === undefined) return next?.();
  // Asked of the API by slug, as the real page does: every listed expert has a page.
  const expert = await client.getWriter(slug).catch(() => undefined);
  res.statusCode = expert ? 200 : 404;
  res.end(expert ? page('expert()', expert.pen_name) : '');
};

beforeAll(async () => {
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(path.join(siteDir, '404.html'), page('missing()', 'Not found'));
  writeFileSync(
    path.join(siteDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${ORIGIN}/about-us.html</loc></url>\n</urlset>\n`,
  );
  app = await buildSiteServer({
    siteDir,
    api: loadConfig({
      DATABASE_URL: ':memory:',
      LOG_LEVEL: 'silent',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      DATA_DIR: dir,
      PUBLIC_ORIGIN: ORIGIN,
    }),
    livePages: { handler, ttlMs: TTL_MS },
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });
const db = () => app.apiContext.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Experts with an account and a complete profile, listed (after the demo's, as not yet rated). */
const addExperts = async (count: number) => {
  const now = Date.now();
  const accounts = await db()
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `joined-${index}@example.com`,
        role: 'writer' as const,
        is_blocked: 0,
        marketing_agree: 0,
        utc_offset_min: 0,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  await db()
    .insertInto('writers')
    .values(
      accounts.map(({ id }, index) => ({
        user_id: id,
        is_profile_complete: 1,
        slug: `joined-${index}`,
        pen_name: `Joined ${index}`,
        rating_x10: 0,
        orders_finished_qty: 0,
        orders_progress_qty: 0,
        reviews_qty: 0,
        is_online: 0,
        lang: 'en',
        about: '',
        experience_years: 1,
        created_at: now,
      })),
    )
    .execute();
};
/** The page once its render in the background (started by a stale visit) has replaced it. */
const renderedAgain = (url: string, text: string) =>
  vi.waitFor(
    async () => {
      const { body } = await get(url);
      expect(body).toContain(text);
      return body;
    },
    { timeout: 5000, interval: 20 },
  );

describe('a page rendered on request', () => {
  it('shows a change of the database within the TTL, without a rebuild, not rendered again within it', async () => {
    const [first] = await featuredExperts(runtimeApiClient() ?? expect.fail('no API client'));
    if (!first) return expect.fail('the demo data lists no expert');
    expect((await get('/our-experts.html')).body).toContain(first.pen_name);
    await db()
      .updateTable('writers')
      .set({ pen_name: 'Renamed Expert' })
      .where('slug', '=', first.slug)
      .execute();
    const before = rendered.length;
    // Within the TTL the cached page is served, not rendered again.
    expect((await get('/our-experts.html')).body).not.toContain('Renamed Expert');
    expect(rendered.length).toBe(before);
    await sleep(TTL_MS);
    // Stale: served once more while it is rendered again in the background.
    expect((await get('/our-experts.html')).body).not.toContain('Renamed Expert');
    await renderedAgain('/our-experts.html', 'Renamed Expert');
    expect((await get('/our-experts')).body).toContain('Renamed Expert');
  });

  it('is revalidated by the browser with its ETag, and carries the CSP of its own inline script', async () => {
    const response = await get('/our-experts.html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('accept-encoding');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const scripts = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']));
    expect(scripts?.[1]?.split(' ')).toEqual([
      'http://localhost:3000/_astro/',
      ...inlineScriptHashes(response.body),
    ]);
    expect(inlineScriptHashes(response.body)).toHaveLength(1);
    expect((await get('/our-experts.html', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('is sent compressed as the browser accepts: brotli first, then gzip', async () => {
    const plain = (await get('/our-experts.html')).body;
    const br = await get('/our-experts.html', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/our-experts.html', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it("answers the site's 404 page with status 404 for an expert not listed, and for an address of no page", async () => {
    for (const url of ['/experts/no-such-expert.html', '/no-such-page.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Not found');
      expect(response.headers['content-security-policy']).toContain(
        inlineScriptHashes(page('missing()', ''))[0],
      );
    }
  });
});

describe("a page's query", () => {
  it('reaches the experts page as its `after` only, each page of experts rendered and cached apart', async () => {
    const client = runtimeApiClient() ?? expect.fail('no API client');
    const [, second] = (await listedExpertsPage(client)).writers;
    if (!second) return expect.fail('the demo data lists fewer than two experts');
    const next = (await client.getTopWriters({ reviews_qty: 0, limit: 1 })).next_cursor;
    if (!next) return expect.fail('no second page');
    const later = await get(`/our-experts.html?after=${next}&utm_source=mail`);
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain(second.pen_name);
    expect(rendered).toContain(`/our-experts?after=${next}`);
    // Another campaign's parameter is the same page: served from the cache, not rendered again.
    const before = rendered.length;
    expect((await get(`/our-experts.html?utm_source=ad&after=${next}`)).body).toBe(later.body);
    expect((await get('/our-experts.html?utm_source=ad')).body).not.toBe(later.body);
    expect(rendered.slice(before)).not.toContain(`/our-experts?after=${next}`);
  });
});

describe('a page that moved', () => {
  it('answers 301 to its new address on our origin, and never leads off the site', async () => {
    const moved = await get('/experts/old-name.html');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/experts/new-name.html');
    const offSite = await get('/experts/off-site.html');
    expect(offSite.statusCode).toBe(503);
    expect(offSite.headers.location).toBeUndefined();
  });
});

describe('a page that cannot be rendered and has no copy yet', () => {
  it('answers 503 with Retry-After, so the visitor and crawlers come back, not a server error', async () => {
    const response = await app.inject({ url: '/latest-orders.html' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.body).toBe(LIVE_PAGE_BUSY);
  });
});

describe('the sitemap', () => {
  it("lists the built pages and every expert listed now, past the API's page of 100, an expert's new slug within the TTL", async () => {
    await addExperts(150);
    await sleep(TTL_MS);
    const client = runtimeApiClient() ?? expect.fail('no API client');
    const slugs: string[] = [];
    await forEachListedExpert(client, (writers) => slugs.push(...writers.map(({ slug }) => slug)));
    expect(slugs.length).toBeGreaterThan(150);
    await get('/sitemap.xml');
    const sitemap = await renderedAgain('/sitemap.xml', '/experts/joined-149.html');
    expect(sitemap).toContain(`<loc>${ORIGIN}/about-us.html</loc>`);
    const listed = [...sitemap.matchAll(/<loc>[^<]*\/experts\/([^<]+)\.html<\/loc>/g)];
    expect(listed.map((match) => match[1]).sort()).toEqual([...slugs].sort());
    const last = slugs.at(-1) ?? expect.fail('no expert listed');
    await db().updateTable('writers').set({ slug: 'new-slug' }).where('slug', '=', last).execute();
    await sleep(TTL_MS);
    await get('/sitemap.xml');
    const updated = await renderedAgain('/sitemap.xml', '/experts/new-slug.html');
    expect(updated).toContain(`<loc>${ORIGIN}/experts/new-slug.html</loc>`);
    expect(updated).not.toContain(`/experts/${last}.html`);
    expect((await get('/experts/new-slug.html')).statusCode).toBe(200);
  });
});
