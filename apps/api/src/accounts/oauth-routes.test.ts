import { generateKeyPairSync } from 'node:crypto';
import { ERROR_CATALOGUE } from '@bb/validation';
import { createLocalJWKSet, exportJWK, jwtVerify } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';
import { OAUTH_BINDING_COOKIE } from './oauth-routes';

type Identity = { sub: string; email?: string; email_verified?: boolean | string; nonce?: string };

/** A real OpenID provider on 127.0.0.1 whose next ID token carries `identity`. */
async function startProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const provider = {
    server,
    issuer: server.issuer.url ?? '',
    identity: { sub: 'subject-1' } as Identity,
    tokenRequests: [] as Array<Record<string, string>>,
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, provider.identity);
  });
  server.service.on(
    'beforeResponse',
    (_response: unknown, request: { body: Record<string, string> }) => {
      provider.tokenRequests.push(request.body);
    },
  );
  return provider;
}

type Provider = Awaited<ReturnType<typeof startProvider>>;

describe.each(ENGINES)('Google and Apple sign-in on %s', (engine) => {
  let google: Provider;
  let apple: Provider;
  let appleKey: ReturnType<typeof generateKeyPairSync>;
  let server: TestServer;
  let ipCounter = 0;
  const newClient = () => new ApiClient(server.app, `10.8.0.${++ipCounter}`);

  beforeAll(async () => {
    google = await startProvider();
    apple = await startProvider();
    appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    server = await startTestServer(engine, {
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: 'bb-google-client',
      GOOGLE_CLIENT_SECRET: 'bb-google-secret',
      APPLE_ISSUER: apple.issuer,
      APPLE_CLIENT_ID: 'com.bb.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: appleKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
  });
  afterAll(async () => {
    await server.close();
    await google.server.stop();
    await apple.server.stop();
  });
  beforeEach(() => {
    google.tokenRequests.length = 0;
    apple.tokenRequests.length = 0;
  });

  const startSignIn = async (
    client: ApiClient,
    provider: 'google' | 'apple',
    query: Record<string, string> = {},
  ) => {
    const response = await client.get(`users/sessions/oauth2/url/${provider}`, {
      query: {
        captcha_token: 'skipped',
        client_type: 'browser',
        utc_offset_min: '60',
        policy_agree: '1',
        ...query,
      },
    });
    expect(response.status).toBe(200);
    return new URL(response.json.body.auth_url);
  };

  /** The browser at the provider: it answers with a redirect to our callback, code and state in the query. */
  const authorize = async (authUrl: URL) => {
    const response = await fetch(authUrl, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') ?? '');
  };

  const googleCallback = (client: ApiClient, callback: URL) =>
    client.get(callback.pathname, {
      query: Object.fromEntries(callback.searchParams),
      withoutXhrHeader: true,
    });

  // Apple answers with response_mode=form_post: the browser posts code and state cross-site.
  const appleCallback = (client: ApiClient, callback: URL, extra: Record<string, string> = {}) =>
    client.post(
      callback.pathname,
      { ...Object.fromEntries(callback.searchParams), ...extra },
      {
        withoutXhrHeader: true,
        headers: { origin: 'https://appleid.apple.com' },
      },
    );

  const failure = (response: { headers: Record<string, unknown> }) => {
    const target = new URL(String(response.headers.location));
    return {
      path: target.origin + target.pathname,
      error: target.searchParams.get('error'),
      slug: target.searchParams.get('slug'),
      message: target.searchParams.get('message'),
    };
  };

  it('completes a Google sign-in with state, nonce and PKCE, creating the customer', async () => {
    google.identity = { sub: 'google-new-1', email: 'New.Google@BB.example', email_verified: true };
    const client = newClient();
    const authUrl = await startSignIn(client, 'google', {
      url_path_redirect_success: '/dashboard/customer/new-order?data_box_key=BoxKey_1',
      source_context: 'short_order_form',
    });
    expect(authUrl.origin).toBe(google.issuer);
    expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'bb-google-client',
      redirect_uri: `${PUBLIC_ORIGIN}/api/en/1/users/sessions/oauth2/callback/google`,
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(authUrl.searchParams.get(name)?.length).toBeGreaterThanOrEqual(22);
    expect(authUrl.searchParams.get('scope')).toContain('openid');
    expect(authUrl.searchParams.get('scope')).toContain('email');
    expect(client.cookies.has(OAUTH_BINDING_COOKIE)).toBe(true);

    const response = await googleCallback(client, await authorize(authUrl));
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(
      `${PUBLIC_ORIGIN}/dashboard/customer/new-order?data_box_key=BoxKey_1&oaprovider=google`,
    );
    // PKCE: the token request carried the verifier the provider checked against the challenge.
    expect(google.tokenRequests[0]?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(google.tokenRequests[0]?.client_secret).toBe('bb-google-secret');

    const session = await client.get('users/sessions');
    expect(session.json.body).toMatchObject({
      user_role: 'customer',
      email: 'new.google@bb.example',
      is_new_customer: true,
    });
    const customer = await client.get('customers');
    expect(customer.json.body).toMatchObject({
      email_verified: true,
      has_password: false,
      utc_offset_min: 60,
    });

    const again = newClient();
    const second = await googleCallback(again, await authorize(await startSignIn(again, 'google')));
    expect(second.headers.location).toBe(
      `${PUBLIC_ORIGIN}/dashboard/customer/orders/?oaprovider=google`,
    );
    expect((await again.get('users/sessions')).json.body).toMatchObject({
      user_id: session.json.body.user_id,
      is_new_customer: false,
    });
  });

  it('links a verified provider e-mail to the existing account', async () => {
    google.identity = { sub: 'google-demo', email: DEMO_ACCOUNTS.customer, email_verified: true };
    const client = newClient();
    const response = await googleCallback(
      client,
      await authorize(await startSignIn(client, 'google', { policy_agree: '0' })),
    );
    expect(response.headers.location).toContain('oaprovider=google');
    expect((await client.get('users/sessions')).json.body.email).toBe(DEMO_ACCOUNTS.customer);
  });

  it('refuses a new account without the policy agreement', async () => {
    google.identity = {
      sub: 'google-no-policy',
      email: 'no-policy-oauth@bb.example',
      email_verified: true,
    };
    const client = newClient();
    const response = await googleCallback(
      client,
      await authorize(
        await startSignIn(client, 'google', {
          policy_agree: '0',
          url_path_redirect_fail: '/registration.html',
        }),
      ),
    );
    expect(failure(response)).toEqual({
      path: `${PUBLIC_ORIGIN}/registration.html`,
      error: 'oauth2',
      slug: 'policy_required',
      message: ERROR_CATALOGUE.policy_required.message,
    });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses an unverified e-mail', async () => {
    google.identity = {
      sub: 'google-unverified',
      email: 'unverified@bb.example',
      email_verified: false,
    };
    const client = newClient();
    const response = await googleCallback(
      client,
      await authorize(await startSignIn(client, 'google')),
    );
    expect(failure(response)).toMatchObject({
      path: `${PUBLIC_ORIGIN}/`,
      error: 'oauth2',
      slug: 'oauth_failed',
    });
  });

  it('refuses a changed state, a replayed callback and a callback in another browser', async () => {
    google.identity = {
      sub: 'google-attacked',
      email: 'attacked@bb.example',
      email_verified: true,
    };
    const client = newClient();
    const callback = await authorize(await startSignIn(client, 'google'));

    const forged = new URL(callback);
    forged.searchParams.set('state', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(failure(await googleCallback(client, forged)).slug).toBe('oauth_failed');

    // Login CSRF: the attacker's callback URL opened in the victim's browser lacks the binding cookie.
    const victim = newClient();
    expect(failure(await googleCallback(victim, callback)).slug).toBe('oauth_failed');
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);

    // The state was used up by that attempt: the rightful browser cannot replay it either.
    expect(failure(await googleCallback(client, callback)).slug).toBe('oauth_failed');
  });

  it('refuses an ID token whose nonce does not match', async () => {
    google.identity = {
      sub: 'google-nonce',
      email: 'nonce@bb.example',
      email_verified: true,
      nonce: 'not-the-nonce-we-sent',
    };
    const client = newClient();
    const response = await googleCallback(
      client,
      await authorize(await startSignIn(client, 'google')),
    );
    expect(failure(response).slug).toBe('oauth_failed');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a code exchanged with another PKCE verifier', async () => {
    google.identity = { sub: 'google-pkce', email: 'pkce@bb.example', email_verified: true };
    const client = newClient();
    const callback = await authorize(await startSignIn(client, 'google'));
    await server.ctx.db
      .updateTable('oauth_states')
      .set({ code_verifier: 'x'.repeat(43) })
      .execute();
    const response = await googleCallback(client, callback);
    expect(failure(response).slug).toBe('oauth_failed');
    // The provider refused the exchange: no tokens were issued, nobody was signed in.
    expect(google.tokenRequests).toEqual([]);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('turns a provider error into the error redirect', async () => {
    const client = newClient();
    const callback = await authorize(await startSignIn(client, 'google'));
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    expect(failure(await googleCallback(client, callback))).toMatchObject({
      error: 'oauth2',
      slug: 'oauth_failed',
    });
  });

  it.each([
    { url_path_redirect_success: 'https://evil.example/' },
    { url_path_redirect_success: '//evil.example/' },
    { url_path_redirect_fail: 'https://evil.example/' },
    { source_context: '<script>' },
  ])('refuses redirect targets off our origin: %j', async (query) => {
    const response = await newClient().get('users/sessions/oauth2/url/google', {
      query: { captcha_token: 'skipped', ...query },
    });
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe('invalid_request');
  });

  it('completes an Apple sign-in posted back with form_post, with a signed client secret', async () => {
    apple.identity = {
      sub: 'apple-001',
      email: 'hidden@privaterelay.appleid.com',
      email_verified: 'true',
    };
    const client = newClient();
    const authUrl = await startSignIn(client, 'apple', { marketing_agree: '1' });
    expect(authUrl.searchParams.get('response_mode')).toBe('form_post');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_ORIGIN}/api/en/1/users/sessions/oauth2/callback/apple`,
    );

    const callback = await authorize(authUrl);
    const response = await appleCallback(client, callback, {
      user: '{"name":{"firstName":"Ann"}}',
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(
      `${PUBLIC_ORIGIN}/dashboard/customer/orders/?oaprovider=apple`,
    );
    expect((await client.get('users/sessions')).json.body).toMatchObject({
      email: 'hidden@privaterelay.appleid.com',
      is_new_customer: true,
    });
    expect((await client.get('customers')).json.body.marketing_agree).toBe(true);

    const secret = apple.tokenRequests[0]?.client_secret ?? '';
    const publicJwk = await exportJWK(appleKey.publicKey);
    const verified = await jwtVerify(
      secret,
      createLocalJWKSet({ keys: [{ ...publicJwk, kid: 'KEY1234567', alg: 'ES256' }] }),
      {
        issuer: 'TEAM123456',
        subject: 'com.bb.web',
        audience: apple.issuer,
      },
    );
    expect(verified.protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
  });

  it('refuses an Apple form_post without the binding cookie', async () => {
    apple.identity = { sub: 'apple-002', email: 'apple2@bb.example', email_verified: 'true' };
    const client = newClient();
    const callback = await authorize(await startSignIn(client, 'apple'));
    const response = await appleCallback(newClient(), callback);
    expect(failure(response).slug).toBe('oauth_failed');
  });
});

describe('sign-in providers that are missing or down', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
  });
  afterAll(() => server.close());

  it('reports an unconfigured provider as unavailable', async () => {
    const response = await new ApiClient(server.app).get('users/sessions/oauth2/url/apple');
    expect(response.status).toBe(404);
    expect(slugOf(response)).toBe('oauth_provider_unavailable');
    expect(slugOf(await new ApiClient(server.app).get('users/sessions/oauth2/url/github'))).toBe(
      'oauth_provider_unavailable',
    );
  });

  it('reports a provider that cannot be reached as unavailable, not as a server error', async () => {
    const response = await new ApiClient(server.app).get('users/sessions/oauth2/url/google');
    expect(response.status).toBe(503);
    expect(slugOf(response)).toBe('oauth_provider_unavailable');
  });
});
