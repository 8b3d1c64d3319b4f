import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';
import { SECURITY_HEADERS } from './security-headers';

const SATELLITE = 'https://satellite.example';
const signIn = { login: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD };

describe.each(ENGINES)('request guards on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { SATELLITE_ORIGINS: SATELLITE });
  });
  afterAll(() => server.close());

  it.each([
    ['POST', 'users/sessions'],
    ['POST', 'customers'],
    ['POST', 'widgets/data-boxes'],
    ['PATCH', 'users/password-restore'],
    ['DELETE', 'users/sessions'],
    ['POST', 'services/visits'],
  ] as const)('refuses %s %s without X-Requested-With, before reading it', async (method, path) => {
    const response = await new ApiClient(server.app).request(method, path, {
      form: { login: 'someone@bb.example', policy_agree: '1', data: '{}' },
      withoutXhrHeader: true,
    });
    expect(response.status).toBe(403);
    expect(slugOf(response)).toBe('xhr_header_required');
  });

  it('does not create anything for a refused request', async () => {
    await new ApiClient(server.app).post(
      'customers',
      { login: 'csrf-victim@bb.example', policy_agree: '1' },
      { withoutXhrHeader: true },
    );
    const user = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'csrf-victim@bb.example')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const response = await new ApiClient(server.app).post('users/sessions', signIn, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(slugOf(response)).toBe('origin_not_allowed');
  });

  it('accepts our own origin and configured satellites', async () => {
    for (const origin of [PUBLIC_ORIGIN, SATELLITE]) {
      const response = await new ApiClient(server.app).post(
        'widgets/data-boxes',
        { data: '{}' },
        { headers: { origin } },
      );
      expect(response.status).toBe(200);
    }
  });

  it('answers CORS preflights only for satellite origins', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/en/1/widgets/data-boxes',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-requested-with,content-type',
        },
      });
    const allowed = await preflight(SATELLITE);
    expect(allowed.headers['access-control-allow-origin']).toBe(SATELLITE);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-requested-with',
    );

    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the security headers of a JSON API on answers and refusals alike', async () => {
    for (const response of [
      await new ApiClient(server.app).get('common/settings'),
      await new ApiClient(server.app).get('widgets/nothing-here'),
      await new ApiClient(server.app).post('users/sessions', {}, { withoutXhrHeader: true }),
    ]) {
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
    }
  });

  it('lets avatars be cached, and nothing else', async () => {
    const avatar = await new ApiClient(server.app).get('widgets/avatars/adrian-k.svg');
    expect(avatar.headers['cache-control']).toBe('public, max-age=86400');
    expect((await new ApiClient(server.app).get('users/sessions')).headers['cache-control']).toBe(
      'no-store',
    );
  });
});

describe('a call to the loopback twin of a localhost origin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { PUBLIC_ORIGIN: 'http://localhost:3000' });
  });
  afterAll(() => server.close());

  it('is refused with the address to call instead, on every method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await server.app.inject({
        method,
        url: '/api/en/1/common/settings',
        headers: { host: '127.0.0.1:3000', 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(response.statusCode, method).toBe(421);
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(JSON.parse(response.body).meta.response).toEqual({
        status: 'error',
        message_slug: 'wrong_address',
        message:
          'This server answers at http://localhost:3000: call the API at http://localhost:3000/api/en/1.',
      });
    }
  });

  it('is answered at the configured origin itself', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/en/1/common/settings',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
  });
});
