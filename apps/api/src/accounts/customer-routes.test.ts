import { DASHBOARD_HOME_URL_PATHS } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limits';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { ApiClient, slugOf } from '../testing/api-client';
import { COMMON_PASSWORDS } from '../testing/common-passwords';
import { findLink, readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('customers on %s', (engine) => {
  let server: TestServer;
  let ipCounter = 0;
  const newClient = () => new ApiClient(server.app, `10.2.0.${++ipCounter}`);
  const signUp = (login: string, extra: Record<string, string> = {}) => ({
    login,
    utc_offset_min: '-300',
    policy_agree: '1',
    marketing_agree: '0',
    client_type: 'browser',
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('creates a customer, signs them in and e-mails the verification and set-password links', async () => {
    const client = newClient();
    const response = await client.post('customers', signUp(' New.Customer@BB.example '));
    expect(response.status).toBe(200);
    expect(response.json.body).toMatchObject({
      email: 'new.customer@bb.example',
      user_role: 'customer',
      dashboard_home_url_path: DASHBOARD_HOME_URL_PATHS.customer,
      is_new_customer: true,
    });
    expect(response.json.body.auth_token).toBeTruthy();
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);

    const session = await client.get('users/sessions');
    expect(session.json.body).toMatchObject({
      user_id: response.json.body.user_id,
      is_new_customer: true,
    });

    const customer = await client.get('customers');
    expect(customer.json.body).toMatchObject({
      email: 'new.customer@bb.example',
      email_verified: false,
      has_password: false,
      utc_offset_min: -300,
      marketing_agree: false,
    });
    expect(customer.json.body.avatar_url).toContain('{size}');

    const [message] = readOutbox(server.outboxDir).filter(
      (mail) => mail.to === 'new.customer@bb.example',
    );
    expect(message?.subject).toMatch(/confirm your email and set a password/);
    expect(
      findLink(message?.text ?? '', `${PUBLIC_ORIGIN}/api/en/1/users/email-verification?token=`),
    ).toBeTruthy();
    expect(
      findLink(message?.text ?? '', `${PUBLIC_ORIGIN}/auth_password_reset.html?code=`),
    ).toBeTruthy();
  });

  it('at sign-up, the set-password link refuses password1 and the common list, then takes a strong one', async () => {
    const login = 'choosing.password@bb.example';
    await newClient().post('customers', signUp(login, { force_auth: '0' }));
    const [message] = readOutbox(server.outboxDir).filter((mail) => mail.to === login);
    const link = findLink(message?.text ?? '', `${PUBLIC_ORIGIN}/auth_password_reset.html?code=`);
    const code = new URL(link ?? PUBLIC_ORIGIN).searchParams.get('code') ?? '';
    for (const password of [...COMMON_PASSWORDS, 'choosing.password1']) {
      const refused = await newClient().patch('users/password-restore', { code, password });
      expect(slugOf(refused), password).toBe('password_too_common');
    }
    expect(
      (await newClient().patch('users/password-restore', { code, password: 'Quiet-meadow-81' }))
        .status,
    ).toBe(200);
    expect(
      (await newClient().post('users/sessions', { login, password: 'Quiet-meadow-81' })).status,
    ).toBe(200);
  });

  it('creates without signing in when force_auth is false', async () => {
    const client = newClient();
    const response = await client.post(
      'customers',
      signUp('no-auth@bb.example', { force_auth: '0' }),
    );
    expect(response.status).toBe(200);
    expect(response.json.body.auth_token).toBeUndefined();
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses without policy_agree and creates nothing', async () => {
    const response = await newClient().post(
      'customers',
      signUp('no-policy@bb.example', { policy_agree: '0' }),
    );
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe('policy_required');
    expect(response.json.meta.response.field).toBe('policy_agree');
    const user = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'no-policy@bb.example')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('refuses an existing e-mail and leaves that account as it was', async () => {
    const client = newClient();
    const response = await client.post('customers', signUp(DEMO_ACCOUNTS.customer));
    expect(response.status).toBe(409);
    expect(slugOf(response)).toBe('user_exists');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    const signIn = await newClient().post('users/sessions', {
      login: DEMO_ACCOUNTS.customer,
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it('answers GET /customers only for a signed-in customer', async () => {
    expect(slugOf(await newClient().get('customers'))).toBe('not_authenticated');
    const writer = newClient();
    await writer.post('users/sessions', { login: DEMO_ACCOUNTS.writer, password: DEMO_PASSWORD });
    expect((await writer.get('customers')).status).toBe(404);
  });

  it('limits registrations per login and per address', async () => {
    const login = 'limit-me@bb.example';
    const perLogin = RATE_LIMITS.registration.login.max;
    for (let attempt = 0; attempt < perLogin; attempt += 1)
      await newClient().post('customers', signUp(login));
    expect(slugOf(await newClient().post('customers', signUp(login)))).toBe('too_many_requests');

    const client = newClient();
    for (let attempt = 0; attempt < RATE_LIMITS.registration.ip.max; attempt += 1) {
      expect(
        (await client.post('customers', signUp(`ip-${attempt}@bb.example`, { force_auth: '0' })))
          .status,
      ).toBe(200);
    }
    expect(slugOf(await client.post('customers', signUp('ip-last@bb.example')))).toBe(
      'too_many_requests',
    );
  });
});
