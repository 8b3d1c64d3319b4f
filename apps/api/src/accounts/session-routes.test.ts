import { DASHBOARD_HOME_URL_PATHS, USER_ROLES } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limits';
import { hashSecret } from '../auth/secret-tokens';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { ApiClient, slugOf } from '../testing/api-client';
import { createAccount } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('users/sessions on %s', (engine) => {
  let server: TestServer;
  let ipCounter = 0;
  /** A fresh client from its own address, so rate limits of one test do not touch another. */
  const newClient = () => new ApiClient(server.app, `10.1.0.${++ipCounter}`);
  const signInForm = (
    login: string,
    password = DEMO_PASSWORD,
    extra: Record<string, string> = {},
  ) => ({
    login,
    password,
    utc_offset_min: '120',
    client_type: 'browser',
    captcha_token: 'skipped',
    stay_signed_in: '1',
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it.each(USER_ROLES)('signs in a %s and reports the session', async (role) => {
    const client = newClient();
    const created = await client.post('users/sessions', signInForm(DEMO_ACCOUNTS[role]));
    expect(created.status).toBe(200);
    expect(created.json.body.auth_token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(created.json.body.user_role).toBe(role);

    const session = await client.get('users/sessions');
    expect(session.json.body).toMatchObject({
      user_role: role,
      dashboard_home_url_path: DASHBOARD_HOME_URL_PATHS[role],
      is_new_customer: false,
      errors: {},
      email: DEMO_ACCOUNTS[role],
      auth_token: created.json.body.auth_token,
    });
    expect(typeof session.json.body.user_id).toBe('number');
  });

  it('answers an empty body when signed out', async () => {
    const response = await newClient().get('users/sessions');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ meta: { response: { status: 'ok' } }, body: {} });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on path /, persistent only with stay_signed_in', async () => {
    const staying = await newClient().post('users/sessions', signInForm(DEMO_ACCOUNTS.customer));
    const cookie = staying.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);

    const leaving = await newClient().post(
      'users/sessions',
      signInForm(DEMO_ACCOUNTS.customer, DEMO_PASSWORD, { stay_signed_in: '0' }),
    );
    const sessionOnly = leaving.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(sessionOnly?.maxAge).toBeUndefined();
    expect(sessionOnly?.expires).toBeUndefined();
  });

  it('stores only a digest of the session token', async () => {
    const client = newClient();
    await client.post('users/sessions', signInForm(DEMO_ACCOUNTS.customer));
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await server.ctx.db
      .selectFrom('sessions')
      .select(['token_hash', 'auth_token'])
      .execute();
    expect(rows.some((row) => row.token_hash === hashSecret(token))).toBe(true);
    expect(rows.some((row) => row.token_hash === token || row.auth_token === token)).toBe(false);
  });

  it('starts a new session at every sign-in and ends the one the browser held', async () => {
    const client = newClient();
    await client.post('users/sessions', signInForm(DEMO_ACCOUNTS.customer));
    const first = client.cookies.get(SESSION_COOKIE) ?? '';
    await client.post('users/sessions', signInForm(DEMO_ACCOUNTS.customer));
    const second = client.cookies.get(SESSION_COOKIE) ?? '';
    expect(second).not.toBe(first);

    const replay = newClient();
    replay.cookies.set(SESSION_COOKIE, first);
    expect((await replay.get('users/sessions')).json.body).toEqual({});
  });

  it('ends the session on the server at logout, so the old cookie no longer works', async () => {
    const client = newClient();
    await client.post('users/sessions', signInForm(DEMO_ACCOUNTS.customer));
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    const logout = await client.delete('users/sessions');
    expect(logout.status).toBe(200);
    expect(logout.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');
    const stolen = newClient();
    stolen.cookies.set(SESSION_COOKIE, token);
    expect((await stolen.get('users/sessions')).json.body).toEqual({});
    expect(
      await server.ctx.db
        .selectFrom('sessions')
        .where('token_hash', '=', hashSecret(token))
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it.each([
    ['an unknown login', { login: 'nobody@bb.example' }, 400, 'login_incorrect'],
    [
      'a wrong password',
      { login: DEMO_ACCOUNTS.operator, password: 'Wrong-password-1' },
      401,
      'password_incorrect',
    ],
    [
      'a missing password',
      { login: DEMO_ACCOUNTS.operator, password: '' },
      400,
      'password_required',
    ],
    ['a malformed e-mail', { login: 'not-an-email' }, 400, 'invalid_email'],
  ])('refuses %s', async (_case, override, status, slug) => {
    const response = await newClient().post('users/sessions', {
      ...signInForm(DEMO_ACCOUNTS.operator),
      ...override,
    });
    expect(response.status).toBe(status);
    expect(slugOf(response)).toBe(slug);
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an account without a password with loginability_issue', async () => {
    const client = newClient();
    await client.post('customers', {
      login: 'no-password@bb.example',
      policy_agree: '1',
      force_auth: '0',
    });
    const response = await newClient().post(
      'users/sessions',
      signInForm('no-password@bb.example', 'Anything-1'),
    );
    expect(slugOf(response)).toBe('loginability_issue');
  });

  it('refuses a blocked account', async () => {
    await server.ctx.db
      .updateTable('users')
      .set({ is_blocked: 1 })
      .where('email', '=', DEMO_ACCOUNTS.earnings)
      .execute();
    const response = await newClient().post('users/sessions', signInForm(DEMO_ACCOUNTS.earnings));
    expect(response.status).toBe(403);
    expect(slugOf(response)).toBe('user_blocked');
    await server.ctx.db
      .updateTable('users')
      .set({ is_blocked: 0 })
      .where('email', '=', DEMO_ACCOUNTS.earnings)
      .execute();
  });

  it('limits sign-in attempts per IP address', async () => {
    const client = newClient();
    const { max } = RATE_LIMITS.signIn.ip;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await client.post(
        'users/sessions',
        signInForm(`ip-limit-${attempt}@bb.example`),
      );
      expect(slugOf(response)).toBe('login_incorrect');
    }
    const refused = await client.post('users/sessions', signInForm('ip-limit-last@bb.example'));
    expect(refused.status).toBe(429);
    expect(slugOf(refused)).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await newClient().post('users/sessions', signInForm(DEMO_ACCOUNTS.writer))).status,
    ).toBe(200);
  });

  describe("one's own sessions", () => {
    let accounts = 0;
    /** A new account signed in from three browsers. */
    const threeBrowsers = async () => {
      const login = await createAccount(
        server.ctx,
        `many-sessions-${++accounts}@bb.example`,
        DEMO_PASSWORD,
      );
      const browsers = ['Firefox/140', 'Chrome/141', 'Safari/19'].map((agent) => ({
        agent,
        client: newClient(),
      }));
      for (const { agent, client } of browsers) {
        await client.post('users/sessions', signInForm(login), {
          headers: { 'user-agent': agent },
        });
      }
      return browsers.map(({ client }) => client) as [ApiClient, ApiClient, ApiClient];
    };

    it('lists them, the current one marked, with the browser each came from', async () => {
      const [, chrome] = await threeBrowsers();
      server.clock.advance(2 * 60_000);
      const response = await chrome.get('users/sessions/all');
      expect(response.status).toBe(200);
      const { sessions } = response.json.body;
      expect(sessions).toHaveLength(3);
      expect(sessions[0]).toMatchObject({
        current: true,
        user_agent: 'Chrome/141',
        stay_signed_in: true,
      });
      expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
      expect(sessions.map((session: { user_agent: string }) => session.user_agent).sort()).toEqual([
        'Chrome/141',
        'Firefox/140',
        'Safari/19',
      ]);
      expect(Object.keys(sessions[0]).sort()).toEqual([
        'auth_token',
        'created_at',
        'current',
        'expires_at',
        'last_used_at',
        'stay_signed_in',
        'user_agent',
      ]);
    });

    it('ends all the others and keeps the current one', async () => {
      const [firefox, chrome, safari] = await threeBrowsers();
      const ended = await chrome.delete('users/sessions/others');
      expect(ended.json.body).toEqual({ ended: 2 });
      expect((await chrome.get('users/sessions')).json.body.user_role).toBe('customer');
      expect((await firefox.get('users/sessions')).json.body).toEqual({});
      expect((await safari.get('users/sessions')).json.body).toEqual({});
      expect((await chrome.get('users/sessions/all')).json.body.sessions).toHaveLength(1);
    });

    it("ends one other by its auth_token, but not the current one nor someone else's", async () => {
      const [firefox, chrome] = await threeBrowsers();
      const [stranger] = await threeBrowsers();
      const handleOf = async (client: ApiClient) =>
        (await client.get('users/sessions')).json.body.auth_token as string;
      const ended = await chrome.delete(`users/sessions/all/${await handleOf(firefox)}`);
      expect(ended.json.body).toEqual({ ended: 1 });
      expect((await firefox.get('users/sessions')).json.body).toEqual({});

      for (const handle of [
        await handleOf(chrome),
        await handleOf(stranger),
        'no-such-handle',
        '%00',
      ]) {
        const refused = await chrome.delete(`users/sessions/all/${handle}`);
        expect(refused.status, handle).toBe(404);
        expect(slugOf(refused)).toBe('not_found');
      }
      expect((await stranger.get('users/sessions')).json.body.user_role).toBe('customer');
    });

    it('needs a session, and the XHR header to end any', async () => {
      for (const [method, path] of [
        ['GET', 'users/sessions/all'],
        ['DELETE', 'users/sessions/others'],
        ['DELETE', 'users/sessions/all/AbC-_09xyzAbC-_09xyzAb'],
      ] as const) {
        const response = await newClient().request(method, path);
        expect(response.status, path).toBe(401);
        expect(slugOf(response)).toBe('not_authenticated');
      }
      const [firefox] = await threeBrowsers();
      const forged = await firefox.delete('users/sessions/others', { withoutXhrHeader: true });
      expect(forged.status).toBe(403);
      expect((await firefox.get('users/sessions/all')).json.body.sessions).toHaveLength(3);
    });
  });
});
