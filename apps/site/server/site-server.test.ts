// The site server over a tiny built site and Storybook (files written here, not Astro's build):
// the headers of pages, Storybook and unknown API paths, and the loopback twin's redirect.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@bb/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './site-server';

const ORIGIN = 'http://localhost:3000';
const dir = mkdtempSync(path.join(tmpdir(), 'bb-site-server-'));
const siteDir = path.join(dir, 'site');
const storybookDir = path.join(dir, 'storybook');
let app: FastifyInstance;

const page = (body: string) => `<!doctype html><html><head><script>${body}</script></head></html>`;

beforeAll(async () => {
  mkdirSync(path.join(siteDir, '_astro'), { recursive: true });
  writeFileSync(path.join(siteDir, 'index.html'), page('home()'));
  writeFileSync(path.join(siteDir, 'about-us.html'), page('about()'));
  writeFileSync(path.join(siteDir, 'dashboard.html'), page('dashboard()'));
  writeFileSync(path.join(siteDir, '404.html'), page('missing()'));
  writeFileSync(path.join(siteDir, '_astro', 'page.js'), 'export {}');
  mkdirSync(storybookDir);
  writeFileSync(path.join(storybookDir, 'index.html'), page('manager()'));
  writeFileSync(path.join(storybookDir, 'iframe.html'), page('preview()'));
  writeFileSync(path.join(storybookDir, 'index.json'), '{"entries":{}}');
  app = await buildSiteServer({
    siteDir,
    storybookDir,
    api: loadConfig({
      DATABASE_URL: ':memory:',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: '0',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      DATA_DIR: dir,
      PUBLIC_ORIGIN: ORIGIN,
    }),
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost:3000') =>
  app.inject({ method: 'GET', url, headers: { host } });

describe('a page', () => {
  it("runs scripts only from the built assets' folder and its own inline ones, not from the whole origin", async () => {
    const response = await get('/about-us.html');
    expect(response.statusCode).toBe(200);
    const scripts = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']));
    expect(scripts?.[1]?.split(' ')).toEqual([
      'http://localhost:3000/_astro/',
      expect.stringMatching(/^'sha256-/),
    ]);
  });

  it('denies powerful browser features, as the API does', async () => {
    for (const url of ['/', '/about-us.html', '/no-such-page.html', '/_astro/page.js']) {
      const policy = String((await get(url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy, url).toContain(`${feature}=()`);
    }
  });
});

describe('an unknown path under /api/en/1', () => {
  it.each(['GET', 'HEAD', 'POST', 'DELETE'] as const)(
    '(%s) is the API 404 envelope with its headers, not the 404 page',
    async (method) => {
      const response = await app.inject({ method, url: '/api/en/1/no-such-call' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['permissions-policy']).toContain('camera=()');
      if (method !== 'HEAD')
        expect(JSON.parse(response.body).meta.response.message_slug).toBe('not_found');
    },
  );
});

describe('/storybook/', () => {
  it.each(['/storybook/', '/storybook/iframe.html', '/storybook/index.json'])(
    '%s has its own policy, framing by our origin only and nosniff',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toMatch(
        /script-src http:\/\/localhost:3000\/storybook\/ 'sha256-[^ ]+' 'sha256-[^ ;]+';/,
      );
      expect(policy).not.toMatch(/script-src[^;]*('self'|unsafe)/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('the loopback twin of a localhost origin', () => {
  it.each([
    ['127.0.0.1:3000', '/about-us.html?x=1&y=2'],
    ['[::1]:3000', '/dashboard/customer/orders/'],
    ['127.0.0.1:3000', '/storybook/'],
  ])('%s sends a visitor of %s to the same address on the origin', async (host, url) => {
    const response = await get(url, host);
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${ORIGIN}${url}`);
  });

  it('never sends anyone off our origin, whatever the request target', async () => {
    for (const url of ['//evil.example/x', 'http://evil.example/x']) {
      const response = await get(url, '127.0.0.1:3000');
      expect(new URL(String(response.headers.location)).origin).toBe(ORIGIN);
    }
  });

  it('answers an API call with the address to use instead of redirecting it', async () => {
    const response = await get('/api/en/1/common/settings', '127.0.0.1:3000');
    expect(response.statusCode).toBe(421);
    expect(JSON.parse(response.body).meta.response).toMatchObject({
      message_slug: 'wrong_address',
      message: expect.stringContaining('http://localhost:3000/api/en/1'),
    });
  });
});
