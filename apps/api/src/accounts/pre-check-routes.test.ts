import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limits';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('users/pre-check on %s', (engine) => {
  let server: TestServer;
  let ipCounter = 0;
  const newClient = () => new ApiClient(server.app, `10.4.0.${++ipCounter}`);
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('offers login for an existing account', async () => {
    const response = await newClient().get('users/pre-check', {
      query: { login: DEMO_ACCOUNTS.customer },
    });
    expect(response.json.body).toEqual({
      login_ability: true,
      register_ability: false,
      policy_agree_required: false,
      marketing_agree_required: false,
      user_role: 'customer',
      user_role_matched: true,
    });
  });

  it('offers sign-up with the consents for an unknown e-mail', async () => {
    const response = await newClient().get('users/pre-check', {
      query: { login: ' Fresh@BB.example ', user_role: 'customer' },
    });
    expect(response.json.body).toEqual({
      login_ability: false,
      register_ability: true,
      policy_agree_required: true,
      marketing_agree_required: true,
      user_role: 'customer',
      user_role_matched: true,
    });
  });

  it('says when the e-mail belongs to another role', async () => {
    const response = await newClient().get('users/pre-check', {
      query: { login: DEMO_ACCOUNTS.writer, user_role: 'customer' },
    });
    expect(response.json.body).toMatchObject({
      login_ability: true,
      user_role: 'writer',
      user_role_matched: false,
    });
  });

  it('does not offer sign-up for other roles', async () => {
    const response = await newClient().get('users/pre-check', {
      query: { login: 'new-writer@bb.example', user_role: 'writer' },
    });
    expect(response.json.body).toMatchObject({ login_ability: false, register_ability: false });
  });

  it('offers neither for a blocked account', async () => {
    await server.ctx.db
      .updateTable('users')
      .set({ is_blocked: 1 })
      .where('email', '=', DEMO_ACCOUNTS.seo)
      .execute();
    const response = await newClient().get('users/pre-check', {
      query: { login: DEMO_ACCOUNTS.seo },
    });
    expect(response.json.body).toMatchObject({ login_ability: false, register_ability: false });
  });

  it.each([
    [{}, 'email_required'],
    [{ login: 'nope' }, 'invalid_email'],
    [{ login: `${'a'.repeat(60)}@${'b'.repeat(60)}.example` }, 'email_too_long'],
    [{ login: DEMO_ACCOUNTS.customer, user_role: 'admin' }, 'invalid_request'],
  ])('refuses %j with %s', async (query, slug) => {
    const response = await newClient().get('users/pre-check', { query });
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe(slug);
  });

  it('limits checks per address and per login', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < RATE_LIMITS.preCheck.ip.max; attempt += 1) {
      expect(
        (await client.get('users/pre-check', { query: { login: `x${attempt}@bb.example` } }))
          .status,
      ).toBe(200);
    }
    expect(
      slugOf(await client.get('users/pre-check', { query: { login: 'last@bb.example' } })),
    ).toBe('too_many_requests');

    for (let attempt = 0; attempt < RATE_LIMITS.preCheck.login.max; attempt += 1) {
      await newClient().get('users/pre-check', { query: { login: 'popular@bb.example' } });
    }
    expect(
      slugOf(await newClient().get('users/pre-check', { query: { login: 'popular@bb.example' } })),
    ).toBe('too_many_requests');
  });
});
