import type { CaptchaAction } from '@bb/api-client';
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECAPTCHA_SCRIPT_URL } from '../captcha/recaptcha-v3-provider';
import { recordingCaptcha } from '../test-support/captcha-stand-in';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import { createBrowserEnvironment, createMemoryEnvironment } from './bb-environment';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => {
  server.reset();
  for (const script of document.querySelectorAll('script')) script.remove();
});
afterAll(() => server.close());

const SIGN_IN = { login: 'ann@example.com', password: 'secret12', utc_offset_min: 60 };

describe('createBrowserEnvironment: the bot check', () => {
  it('gives its captcha provider to the API client it creates, the one producer of tokens', async () => {
    server.on('POST /users/sessions', ok({ auth_token: 't' }));
    const { captcha, actions } = recordingCaptcha('browser-token');
    const environment = createBrowserEnvironment({
      apiOptions: { origin: server.origin },
      captcha,
    });
    expect(environment.api.captchaEnabled).toBe(true);
    await environment.api.createSession(SIGN_IN, {
      captchaContext: { route: 'new_order', siteKey: 'key-1' },
    });
    expect(actions.map((action: CaptchaAction) => [action.name, action.siteKey])).toEqual([
      ['post_users/sessions', 'key-1'],
    ]);
    expect(server.requestsTo('POST /users/sessions')[0]?.form?.captcha_token).toBe('browser-token');
  });

  it('uses reCAPTCHA v3 by default: a token for a site key loads Google’s script', async () => {
    const environment = createBrowserEnvironment({ apiOptions: { origin: server.origin } });
    const token = environment.api.captchaToken('POST', '/users/sessions', {
      captchaContext: { siteKey: 'key-1' },
      utcOffsetMin: 0,
    });
    // The provider's code loads with this first token, then adds the script.
    const script = await waitFor(() => {
      const added = document.querySelector('script');
      if (!added) throw new Error('no script yet');
      return added;
    });
    expect(script.getAttribute('src')).toBe(`${RECAPTCHA_SCRIPT_URL}?render=key-1`);
    // jsdom fetches nothing; failing the script ends the wait.
    script.dispatchEvent(new Event('error'));
    await expect(token).rejects.toMatchObject({
      messageSlug: 'recaptcha_gen_error',
      cause: { message: `Could not load ${RECAPTCHA_SCRIPT_URL}?render=key-1` },
    });
  });
});

describe('createMemoryEnvironment: the bot check', () => {
  it('has no captcha provider: its tokens are the literal skipped', async () => {
    const environment = createMemoryEnvironment();
    expect(environment.api.captchaEnabled).toBe(false);
    await expect(environment.api.captchaToken('POST', '/users/sessions')).resolves.toBe('skipped');
  });
});

describe('createBrowserEnvironment: the data layer', () => {
  type PageWithDataLayer = Window & { dataLayer?: unknown[] };
  // A server of their own: environments of earlier tests may still be loading their settings.
  let settingsServer: FakeApiServer;
  beforeAll(async () => {
    settingsServer = await startFakeApiServer();
  });
  afterEach(() => {
    settingsServer.reset();
    delete (window as PageWithDataLayer).dataLayer;
  });
  afterAll(() => settingsServer.close());

  it('pushes the settings’ gtm_datalayer_objects first, then the events that waited', async () => {
    settingsServer.on(
      'GET /common/settings',
      ok({ gtm_datalayer_objects: [{ site: 'bb' }], env: {}, app_features: {} }),
    );
    const environment = createBrowserEnvironment({ apiOptions: { origin: settingsServer.origin } });
    environment.analytics.push({ event: 'sign_in' });
    await waitFor(() =>
      expect((window as PageWithDataLayer).dataLayer).toEqual([
        { site: 'bb' },
        { event: 'sign_in' },
      ]),
    );
  });

  it('lets the events through when the settings cannot be loaded', async () => {
    settingsServer.on('GET /common/settings', error('internal_error', 500));
    const environment = createBrowserEnvironment({ apiOptions: { origin: settingsServer.origin } });
    environment.analytics.push({ event: 'log_out' });
    await waitFor(() =>
      expect((window as PageWithDataLayer).dataLayer).toEqual([{ event: 'log_out' }]),
    );
  });
});
