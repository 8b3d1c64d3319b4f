import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { ApiClient, slugOf } from '../testing/api-client';
import { SITEVERIFY_SECRET, startSiteverifyStandIn } from '../testing/siteverify-stand-in';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { createCaptchaVerifier } from './recaptcha';

describe('reCAPTCHA verification', () => {
  let endpoint: Awaited<ReturnType<typeof startSiteverifyStandIn>>;
  beforeAll(async () => {
    endpoint = await startSiteverifyStandIn();
  });
  afterAll(() => endpoint.close());

  it('accepts any token, skipped included, when no secret is configured', async () => {
    const captcha = createCaptchaVerifier(undefined);
    expect(captcha.isConfigured).toBe(false);
    expect(await captcha.verify('skipped', '127.0.0.1')).toBe(true);
  });

  it('asks the verify endpoint and keeps to the minimum score', async () => {
    const captcha = createCaptchaVerifier({
      secret: SITEVERIFY_SECRET,
      siteKey: 'site',
      verifyUrl: endpoint.url,
      minScore: 0.5,
    });
    expect(await captcha.verify('human', '10.0.0.9')).toBe(true);
    expect(endpoint.requests.at(-1)?.get('remoteip')).toBe('10.0.0.9');
    expect(await captcha.verify('bot', '10.0.0.9')).toBe(false);
    expect(await captcha.verify('forged', '10.0.0.9')).toBe(false);
  });

  it('refuses skipped without asking, and refuses when the endpoint cannot be reached', async () => {
    const before = endpoint.requests.length;
    const captcha = createCaptchaVerifier({
      secret: SITEVERIFY_SECRET,
      siteKey: 'site',
      verifyUrl: endpoint.url,
      minScore: 0.5,
    });
    expect(await captcha.verify('skipped', '10.0.0.9')).toBe(false);
    expect(endpoint.requests.length).toBe(before);
    const unreachable = createCaptchaVerifier({
      secret: SITEVERIFY_SECRET,
      siteKey: 'site',
      verifyUrl: 'http://127.0.0.1:9/',
      minScore: 0.5,
    });
    expect(await unreachable.verify('human', '10.0.0.9')).toBe(false);
  });

  describe.each(ENGINES)('on the routes, %s', (engine) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, {
        RECAPTCHA_SECRET: SITEVERIFY_SECRET,
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_VERIFY_URL: endpoint.url,
        // A provider that cannot be reached: past the captcha, the URL call ends in a 503.
        GOOGLE_ISSUER: 'http://127.0.0.1:9',
        GOOGLE_CLIENT_ID: 'client',
        GOOGLE_CLIENT_SECRET: 'secret',
      });
    });
    afterAll(() => server.close());

    it.each([
      ['users/sessions', { login: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD }],
      ['users/password-restore', { login: DEMO_ACCOUNTS.customer }],
    ])('POST %s needs a human token', async (path, form) => {
      for (const token of ['skipped', 'bot']) {
        const refused = await new ApiClient(server.app).post(path, {
          ...form,
          captcha_token: token,
        });
        expect(refused.status).toBe(403);
        expect(slugOf(refused)).toBe('recaptcha_failed');
      }
      expect(
        (await new ApiClient(server.app).post(path, { ...form, captcha_token: 'human' })).status,
      ).toBe(200);
    });

    it('POST customers takes the form of spec §7, which has no token', async () => {
      const created = await new ApiClient(server.app).post('customers', {
        login: 'captcha-new@bb.example',
        policy_agree: '1',
      });
      expect(created.status).toBe(200);
    });

    it('GET the OAuth URL needs a human token', async () => {
      const url = 'users/sessions/oauth2/url/google';
      const refused = await new ApiClient(server.app).get(url, {
        query: { captcha_token: 'skipped' },
      });
      expect(slugOf(refused)).toBe('recaptcha_failed');
      const passed = await new ApiClient(server.app).get(url, {
        query: { captcha_token: 'human' },
      });
      expect(passed.status).toBe(503);
    });
  });
});
