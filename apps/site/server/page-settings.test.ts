// The seo role's edits on the served pages, through the site server over a real API (in memory,
// demo data): a pre-rendered page and a page rendered on request show an edit within the TTL
// without a rebuild, the sitemap's lastmod follows, a redirect answers 301, and the pages the
// seo role lists are read from the pages themselves.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadConfig } from '@bb/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageSettings } from '../src/site-data/page-settings';
import type { PageHandler } from './live-pages';
import { buildSiteServer } from './site-server';

const ORIGIN = 'http://localhost:3000';
const TTL_MS = 300;
const LANDING = '/python-homework.html';
const dir = mkdtempSync(path.join(tmpdir(), 'bb-page-settings-'));
const siteDir = path.join(dir, 'site');
let app: FastifyInstance;
let cookie = '';

const head = (title: string, description: string) =>
  `<title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="${ORIGIN}/x"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:image" content="${ORIGIN}/og-image.png">`;
const page = (title: string, description: string, body: string) =>
  `<!doctype html><html><head>${head(title, description)}</head><body>${body}</body></html>`;

/** Astro's part: the landing page, its intro from the seo role's edit as the subject page reads it. */
const handler: PageHandler = async (req, res, next) => {
  const { pathname } = new URL(req.url ?? '/', ORIGIN);
  if (pathname !== '/python-homework') return next?.();
  const intro = (await pageSettings(LANDING))?.intro ?? 'Stuck on Python?';
  res.setHeader('content-type', 'text/html');
  res.end(
    page('Python homework help | BB', 'Help with Python.', `<h1>Python help</h1><p>${intro}</p>`),
  );
};

beforeAll(async () => {
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(path.join(siteDir, '404.html'), page('Not found', '', 'Not found'));
  writeFileSync(
    path.join(siteDir, 'about-us.html'),
    page('About BB | BB', 'Who we are &amp; why.', '<h1>About <em>us</em></h1>'),
  );
  writeFileSync(
    path.join(siteDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${ORIGIN}/about-us.html</loc></url>\n  <url><loc>${ORIGIN}${LANDING}</loc></url>\n</urlset>\n`,
  );
  app = await buildSiteServer({
    siteDir,
    api: loadConfig({
      DATABASE_URL: ':memory:',
      LOG_LEVEL: 'silent',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      RATE_LIMIT: 'false',
      DATA_DIR: dir,
      PUBLIC_ORIGIN: ORIGIN,
    }),
    livePages: { handler, ttlMs: TTL_MS },
  });
  const session = await api('POST', 'users/sessions', {
    login: DEMO_ACCOUNTS.seo,
    password: DEMO_PASSWORD,
  });
  cookie = String(session.headers['set-cookie']).split(';')[0] ?? '';
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
function api(method: 'GET' | 'POST' | 'PUT', route: string, form?: Record<string, string>) {
  return app.inject({
    method,
    url: `/api/en/1/${route}`,
    headers: {
      host: 'localhost:3000',
      origin: ORIGIN,
      'x-requested-with': 'XMLHttpRequest',
      cookie,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: form ? new URLSearchParams(form).toString() : undefined,
  });
}
/** What `url` answers once the TTL has passed and a render in the background replaced it. */
const eventually = (url: string, check: (body: string) => void) =>
  vi.waitFor(
    async () => {
      const { body } = await get(url);
      check(body);
      return body;
    },
    { timeout: 5000, interval: 50 },
  );

describe('the seo role on the served pages', () => {
  it('lists every page of the sitemap with its head as built or rendered', async () => {
    const { pages } = (await api('GET', 'seo/pages')).json().body;
    expect(pages).toEqual([
      expect.objectContaining({
        path: '/about-us.html',
        kind: 'page',
        title: 'About BB | BB',
        description: 'Who we are & why.',
        h1: 'About us',
        og_image: `${ORIGIN}/og-image.png`,
        indexable: true,
      }),
      expect.objectContaining({
        path: LANDING,
        kind: 'landing',
        title: 'Python homework help | BB',
        h1: 'Python help',
      }),
    ]);
  });

  it('shows an edit on a pre-rendered page, a page rendered on request and the sitemap within the TTL', async () => {
    // Both pages and the sitemap served (and cached) before the edit.
    expect((await get('/about-us.html')).body).toContain('<title>About BB | BB</title>');
    expect((await get(LANDING)).body).toContain('Stuck on Python?');
    expect((await get('/sitemap.xml')).body).not.toContain('<lastmod>');

    const saved = await api('PUT', 'seo/pages', {
      path: '/about-us.html',
      title: 'About us: Q&A "and" more',
      description: 'Who we are, in short.',
      og_image: '/images/about.png',
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (
        await api('PUT', 'seo/pages', {
          path: LANDING,
          title: 'Python help from vetted experts',
          description: 'Python, explained.',
          intro: 'Python made easy?',
        })
      ).statusCode,
    ).toBe(200);

    // Within the TTL the pages as cached are served.
    expect((await get('/about-us.html')).body).toContain('<title>About BB | BB</title>');
    expect((await get(LANDING)).body).toContain('Stuck on Python?');

    const about = await eventually('/about-us.html', (body) =>
      expect(body).toContain('<title>About us: Q&amp;A &quot;and&quot; more</title>'),
    );
    expect(about).toContain('<meta name="description" content="Who we are, in short.">');
    expect(about).toContain(
      '<meta property="og:title" content="About us: Q&amp;A &quot;and&quot; more">',
    );
    expect(about).toContain(`<meta property="og:image" content="${ORIGIN}/images/about.png">`);
    expect((await get('/about-us')).body).toBe(about);

    const landing = await eventually(LANDING, (body) =>
      expect(body).toContain('<title>Python help from vetted experts</title>'),
    );
    expect(landing).toContain('<meta property="og:description" content="Python, explained.">');
    expect(landing).toContain('<p>Python made easy?</p>');

    // Both edits' dates: a sitemap rendered between the two saves has only the first.
    const sitemap = await eventually('/sitemap.xml', (body) =>
      expect(body.match(/<lastmod>/g)).toHaveLength(2),
    );
    expect(sitemap).toMatch(
      new RegExp(
        `<loc>${ORIGIN}/about-us.html</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`,
      ),
    );
    expect(sitemap).toMatch(new RegExp(`<loc>${ORIGIN}${LANDING}</loc><lastmod>`));

    // The list shows the edit over the default, the page's head read before the edit went in.
    const listed = (await api('GET', 'seo/pages')).json().body.pages;
    expect(listed[1]).toMatchObject({
      title: 'Python help from vetted experts',
      defaults: { title: 'Python homework help | BB' },
      edited: ['title', 'description', 'intro'],
    });
  });

  it('answers a redirect with 301 to our own page', async () => {
    const added = await api('POST', 'seo/redirects', {
      from_path: '/about.html',
      to_path: '/about-us.html',
    });
    expect(added.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const moved = await get('/about.html');
        expect(moved.statusCode).toBe(301);
        expect(moved.headers.location).toBe('/about-us.html');
      },
      { timeout: 5000, interval: 50 },
    );
  });
});
