import { ERROR_CATALOGUE } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
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
  it('keeps its API headers and error pages under /api/en/1, so a site can share the instance', async () => {
    const app = await buildServer(
      loadConfig({ DATABASE_URL: ':memory:', LOG_LEVEL: 'silent', SEED_DEMO_DATA: '0' }),
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
});
