import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { ApiClient, type ApiResponse } from '../testing/api-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-cookie';

const signIn = { login: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD };
const named = (response: ApiResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

describe('the session cookie', () => {
  let https: TestServer;
  let httpsBehindUntrustedProxy: TestServer;
  let localhost: TestServer;
  beforeAll(async () => {
    https = await startTestServer('sqlite', {
      PUBLIC_ORIGIN: 'https://bb.example',
      TRUST_PROXY: '1',
    });
    httpsBehindUntrustedProxy = await startTestServer('sqlite', {
      PUBLIC_ORIGIN: 'https://bb.example',
    });
    localhost = await startTestServer('sqlite', { PUBLIC_ORIGIN: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await https.close();
    await httpsBehindUntrustedProxy.close();
    await localhost.close();
  });

  it.each([
    ['a trusted proxy says http', () => https, { 'x-forwarded-proto': 'http' }],
    ['a trusted proxy says https', () => https, { 'x-forwarded-proto': 'https' }],
    ['the proxy is not trusted', () => httpsBehindUntrustedProxy, {}],
  ])(
    'on an https origin is __Host-bb_session, Secure, HttpOnly, Lax, path / and no Domain, when %s',
    async (_case, server, headers) => {
      const client = new ApiClient(server().app);
      const response = await client.post('users/sessions', signIn, { headers });
      expect(named(response, SESSION_COOKIE)).toBeUndefined();
      const cookie = named(response, SECURE_SESSION_COOKIE);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
      // The API reads it back under the same name.
      expect((await client.get('users/sessions')).json.body.email).toBe(signIn.login);
      const logout = await client.delete('users/sessions', {
        headers: { origin: 'https://bb.example' },
      });
      expect(named(logout, SECURE_SESSION_COOKIE)).toMatchObject({
        value: '',
        secure: true,
        path: '/',
      });
    },
  );

  it('on an https origin ignores a plain bb_session cookie, which anyone on a subdomain could plant', async () => {
    const client = new ApiClient(https.app);
    await client.post('users/sessions', signIn);
    const planted = new ApiClient(https.app);
    planted.cookies.set(SESSION_COOKIE, client.cookies.get(SECURE_SESSION_COOKIE) ?? '');
    expect((await planted.get('users/sessions')).json.body).toEqual({});
  });

  it('on a localhost origin is bb_session without Secure, so a developer can sign in over http', async () => {
    const client = new ApiClient(localhost.app);
    const response = await client.post('users/sessions', signIn);
    const cookie = named(response, SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect((await client.get('users/sessions')).json.body.email).toBe(signIn.login);
  });
});
