import type { AddressInfo } from 'node:net';
import { ERROR_CATALOGUE } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { SECURITY_HEADERS } from './http/security-headers';
import { buildServer } from './server';
import { ApiClient, slugOf } from './testing/api-client';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server';

describe.each(ENGINES)('the envelope and error handling on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('answers an unknown path with not_found', async () => {
    const response = await new ApiClient(server.app).get('widgets/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({
      meta: {
        response: {
          status: 'error',
          message_slug: 'not_found',
          message: ERROR_CATALOGUE.not_found.message,
        },
      },
      body: {},
    });
  });

  it.each([
    [
      'a URL that cannot be decoded',
      { method: 'GET' as const, url: '/api/en/1/widgets/writers/%E0%A4%A' },
      400,
    ],
    [
      'JSON that cannot be parsed',
      {
        method: 'POST' as const,
        url: '/api/en/1/widgets/data-boxes',
        payload: '{"data":',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      },
      400,
    ],
    [
      'an unknown content type',
      {
        method: 'POST' as const,
        url: '/api/en/1/users/sessions',
        payload: '<login/>',
        headers: { 'content-type': 'text/xml', 'x-requested-with': 'XMLHttpRequest' },
      },
      415,
    ],
    [
      'a prototype-polluting body',
      {
        method: 'POST' as const,
        url: '/api/en/1/widgets/data-boxes',
        payload: '{"__proto__":{"x":1},"data":"{}"}',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      },
      400,
    ],
  ])('answers %s with invalid_request', async (_case, request, status) => {
    const response = await server.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(JSON.parse(response.body).meta.response.message_slug).toBe('invalid_request');
  });

  it('hides what went wrong inside: a 500 says internal_error and nothing more', async () => {
    const broken = await startTestServer(engine);
    await broken.ctx.db.schema.alterTable('users').renameTo('users_gone').execute();
    const response = await new ApiClient(broken.app).get('users/pre-check', {
      query: { login: 'someone@bb.example' },
    });
    await broken.close();
    expect(response.status).toBe(500);
    expect(slugOf(response)).toBe('internal_error');
    expect(response.text).not.toMatch(/users|no such table|relation|at .*\.ts|Error:/);
  });
});

describe('buildServer', () => {
  it('mounted, keeps its API headers and error pages under /api/en/1, so a site can share the instance', async () => {
    const app = await buildServer(
      loadConfig({ DATABASE_URL: ':memory:', LOG_LEVEL: 'silent', SEED_DEMO_DATA: '0' }),
      { mounted: true },
    );
    app.get('/about-us.html', async (_request, reply) =>
      reply.type('text/html').send('<h1>About</h1>'),
    );
    const page = await app.inject({ method: 'GET', url: '/about-us.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBeUndefined();
    const api = await app.inject({ method: 'GET', url: '/api/en/1/common/settings' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    await app.close();
  });

  it.each([false, true])(
    '(mounted: %s) answers an unknown API path with the API 404 envelope and headers, whatever the method',
    async (mounted) => {
      const app = await buildServer(
        loadConfig({ DATABASE_URL: ':memory:', LOG_LEVEL: 'silent', SEED_DEMO_DATA: '0' }),
        { mounted },
      );
      // What a mounting site does: its files answer every GET, and what is not there is its page.
      if (mounted) {
        app.get('/*', async (_request, reply) =>
          reply.code(404).type('text/html').send('<h1>Not found</h1>'),
        );
      }
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await app.inject({ method, url: '/api/en/1/no/such/call?x=1' });
        expect(response.statusCode, method).toBe(404);
        expect(response.headers, method).toMatchObject(SECURITY_HEADERS);
        if (method !== 'HEAD')
          expect(JSON.parse(response.body).meta.response.message_slug, method).toBe('not_found');
      }
      await app.close();
    },
  );

  it('denies powerful browser features (camera, microphone, geolocation, payment, usb) to its answers', async () => {
    const app = await buildServer(
      loadConfig({ DATABASE_URL: ':memory:', LOG_LEVEL: 'silent', SEED_DEMO_DATA: '0' }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/en/1/common/settings' });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    await app.close();
  });
});

describe('the API on its own, over a real socket', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const xhr = { 'x-requested-with': 'XMLHttpRequest' };
  const form = { ...xhr, 'content-type': 'application/x-www-form-urlencoded' };
  /** 5 MiB, far over the 256 KiB body limit, sent in pieces without a Content-Length. */
  const chunkedBody = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let piece = 0; piece < 80; piece += 1) {
          controller.enqueue(new Uint8Array(64 * 1024).fill(97));
        }
        controller.close();
      },
    });

  it.each([
    ['/', 'GET'],
    ['/no-such-page.html', 'GET'],
    ['/api/en/1/no-such-call', 'GET'],
    ['/', 'POST'],
  ])('answers %s (%s) with the 404 envelope and every security header', async (path, method) => {
    const response = await fetch(`${origin}${path}`, { method, headers: xhr });
    expect(response.status).toBe(404);
    expect(Object.fromEntries(response.headers)).toMatchObject(SECURITY_HEADERS);
    expect((await response.json()).meta.response.message_slug).toBe('not_found');
  });

  it.each([
    [
      'a form of 300 KiB',
      '/api/en/1/users/sessions',
      () => `login=${'a'.repeat(300 * 1024)}`,
      'request_too_large',
    ],
    ['a chunked body of 5 MiB', '/api/en/1/users/sessions', chunkedBody, 'request_too_large'],
    [
      'a data box of 5 MiB',
      '/api/en/1/widgets/data-boxes',
      () => `data=${'a'.repeat(5 * 1024 * 1024)}`,
      'data_box_too_large',
    ],
    [
      'a body of 1 MiB outside the API',
      '/anywhere',
      () => `x=${'a'.repeat(1024 * 1024)}`,
      'request_too_large',
    ],
  ])(
    'answers %s with a readable 413 envelope, not a closed connection',
    async (_case, path, body, slug) => {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: form,
        body: body(),
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await response.json()).meta.response).toMatchObject({
        status: 'error',
        message_slug: slug,
      });
    },
  );

  it('answers a file over 10 MiB with a 413 envelope and keeps none of it', async () => {
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(12 * 1024 * 1024)]), 'too-big.bin');
    const response = await fetch(`${origin}/api/en/1/widgets/orphanage-file`, {
      method: 'POST',
      headers: xhr,
      body: upload,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).meta.response.message_slug).toBe('file_too_large');
    const stored = await server.ctx.db
      .selectFrom('order_files')
      .select('id')
      .where('name', '=', 'too-big.bin')
      .execute();
    expect(stored).toEqual([]);
  });
});
