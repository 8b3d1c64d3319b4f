import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import type { CaptchaAction } from './captcha';
import {
  okEnvelope,
  type RecordingServer,
  sendJson,
  startRecordingServer,
} from './test-support/recording-server';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
});

describe('getSession', () => {
  it.each([
    { body: 'an empty object', respond: okEnvelope({}) },
    { body: 'null', respond: okEnvelope(null) },
    { body: 'no body at all', respond: { meta: { response: { status: 'ok' } } } },
    {
      body: 'an empty user_role',
      respond: okEnvelope({ user_role: '', dashboard_home_url_path: '/' }),
    },
  ])('$body → ApiError password_incorrect', async ({ respond }) => {
    server.respondWith((_q, res) => sendJson(res, 200, respond));
    const client = createApiClient({ origin: server.origin });
    await expect(client.getSession()).rejects.toMatchObject({
      name: 'ApiError',
      messageSlug: 'password_incorrect',
      status: 200,
    });
  });

  it('an empty 204 answer is password_incorrect too', async () => {
    server.respondWith((_q, res) => {
      res.writeHead(204);
      res.end();
    });
    const client = createApiClient({ origin: server.origin });
    await expect(client.getSession()).rejects.toMatchObject({
      messageSlug: 'password_incorrect',
      status: 204,
    });
  });
});

describe('bot-check token', () => {
  it("sends 'skipped' when no captcha provider is configured", async () => {
    const client = createApiClient({ origin: server.origin });
    await client.createSession({ login: 'a@b.co', password: 'secret123' });
    expect(server.requests[0]?.form?.captcha_token).toBe('skipped');
  });

  it('short-form sign-in: the provider gets a POST /users/sessions action with route new_order, site key and offset', async () => {
    const getToken = vi.fn(async (_action: CaptchaAction) => 'recaptcha-token-1');
    const client = createApiClient({ origin: server.origin, captcha: { getToken } });
    await client.createSession(
      { login: 'a@b.co', password: 'secret123', utc_offset_min: 330 },
      { captchaContext: { route: 'new_order', siteKey: 'site-key-1' } },
    );
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(getToken.mock.calls[0]?.[0]).toEqual({
      name: 'post_users/sessions',
      method: 'POST',
      path: '/users/sessions',
      route: 'new_order',
      siteKey: 'site-key-1',
      utcOffsetMin: 330,
    });
    expect(server.requests[0]?.form?.captcha_token).toBe('recaptcha-token-1');
  });

  it('the OAuth URL and password-restore calls ask for their own actions', async () => {
    const getToken = vi.fn(async (action: CaptchaAction) => `token-for-${action.name}`);
    const client = createApiClient({ origin: server.origin, captcha: { getToken } });
    await client.getOAuthUrl('apple', {
      url_path_redirect_success: '/dashboard/customer/',
      url_path_redirect_fail: '/',
      source_context: 'authorization',
    });
    await client.requestPasswordRestore({ login: 'a@b.co' });
    expect(server.requests[0]?.query.captcha_token).toBe(
      'token-for-get_users/sessions/oauth2/url/apple',
    );
    expect(server.requests[1]?.form?.captcha_token).toBe('token-for-post_users/password_restore');
  });

  it('a failing provider becomes ApiError recaptcha_gen_error and nothing is sent', async () => {
    const client = createApiClient({
      origin: server.origin,
      captcha: { getToken: () => Promise.reject(new Error('grecaptcha not loaded')) },
    });
    await expect(
      client.createSession({ login: 'a@b.co', password: 'secret123' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      messageSlug: 'recaptcha_gen_error',
      status: 0,
    });
    expect(server.requests).toHaveLength(0);
  });

  it('a token the caller gives is used without asking the provider', async () => {
    const getToken = vi.fn(async () => 'unused');
    const client = createApiClient({ origin: server.origin, captcha: { getToken } });
    await client.createSession({ login: 'a@b.co', password: 'secret123', captcha_token: 'given' });
    expect(getToken).not.toHaveBeenCalled();
    expect(server.requests[0]?.form?.captcha_token).toBe('given');
  });
});

describe('getOAuthUrl', () => {
  it('refuses a provider other than google and apple', async () => {
    const client = createApiClient({ origin: server.origin });
    await expect(
      // @ts-expect-error: a JavaScript caller can pass anything
      client.getOAuthUrl('facebook', {
        url_path_redirect_success: '/',
        url_path_redirect_fail: '/',
      }),
    ).rejects.toThrow("Unknown social provider 'facebook'");
    expect(server.requests).toHaveLength(0);
  });
});

describe('the login every call sends', () => {
  it('is the address without the spaces a paste brings (normalizeLogin of @bb/validation)', async () => {
    server.respondWith((_q, res) => sendJson(res, 200, okEnvelope({})));
    const client = createApiClient({ origin: server.origin });
    const pasted = '  a@b.co\t';
    await client.preCheckUser({ login: pasted });
    await client.createSession({ login: pasted, password: 'secret123', captcha_token: 'x' });
    await client.createCustomer({ login: pasted, policy_agree: true });
    await client.requestPasswordRestore({ login: pasted, captcha_token: 'x' });
    const [preCheck, session, customer, restore] = server.requests;
    expect(preCheck?.query.login).toBe('a@b.co');
    expect(session?.form?.login).toBe('a@b.co');
    expect(customer?.form?.login).toBe('a@b.co');
    expect(restore?.form?.login).toBe('a@b.co');
  });
});
