// @vitest-environment node
import { createApiClient } from '@bb/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settingsWithRecaptcha } from '../test-support/captcha-stand-in';
import { error, type FakeApiServer, startFakeApiServer } from '../test-support/fake-api-server';
import { captchaSiteKeyOf, resolveCaptchaContext } from './captcha-site-key';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const env = (is_recaptcha_available: boolean, recaptcha_site_key: string) => ({
  env: {
    is_recaptcha_available,
    recaptcha_site_key,
    is_apple_oauth2_available: false,
    is_google_oauth2_available: false,
    service_type_layout: 'default',
  },
  app_features: { cookie_agree_banner_type: 'custom' },
  gtm_datalayer_objects: [],
});

describe('captchaSiteKeyOf', () => {
  it('gives the site key only when the settings say reCAPTCHA is available', () => {
    expect(captchaSiteKeyOf(env(true, 'key-1'))).toBe('key-1');
    expect(captchaSiteKeyOf(env(false, 'key-1'))).toBeNull();
    expect(captchaSiteKeyOf(env(true, ''))).toBeNull();
    expect(captchaSiteKeyOf(null)).toBeNull();
  });
});

describe('resolveCaptchaContext', () => {
  it('keeps a given site key without loading the settings', async () => {
    const api = createApiClient({ origin: server.origin });
    await expect(
      resolveCaptchaContext(api, { route: 'new_order', siteKey: 'given' }),
    ).resolves.toEqual({ route: 'new_order', siteKey: 'given' });
    expect(server.calls()).toEqual([]);
  });

  it('adds the settings’ site key to the route, loading the settings once per client', async () => {
    server.on('GET /common/settings', settingsWithRecaptcha(true));
    const api = createApiClient({ origin: server.origin });
    await expect(resolveCaptchaContext(api, { route: 'new_order' })).resolves.toEqual({
      route: 'new_order',
      siteKey: 'site-key-7',
    });
    await expect(resolveCaptchaContext(api)).resolves.toEqual({ siteKey: 'site-key-7' });
    expect(server.calls()).toEqual(['GET /common/settings']);
  });

  it('is null (no bot check) when reCAPTCHA is off or the settings cannot be loaded', async () => {
    server.on('GET /common/settings', settingsWithRecaptcha(false));
    await expect(
      resolveCaptchaContext(createApiClient({ origin: server.origin })),
    ).resolves.toBeNull();
    server.on('GET /common/settings', error('internal_error', 500));
    await expect(
      resolveCaptchaContext(createApiClient({ origin: server.origin })),
    ).resolves.toBeNull();
  });
});
