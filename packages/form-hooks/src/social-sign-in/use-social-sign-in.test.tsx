import type { CaptchaAction } from '@bb/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  recordingCaptcha,
  STAND_IN_SITE_KEY,
  settingsWithRecaptcha,
} from '../test-support/captcha-stand-in';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import { renderHookOnServer } from '../test-support/render-on-server';
import {
  createTestEnvironment,
  type TestEnvironmentOptions,
} from '../test-support/test-environment';
import { type UseSocialSignInOptions, useSocialSignIn } from './use-social-sign-in';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

function settings(google: boolean, apple: boolean) {
  return ok({
    env: {
      is_google_oauth2_available: google,
      is_apple_oauth2_available: apple,
      is_recaptcha_available: false,
    },
    app_features: {},
    gtm_datalayer_objects: [],
  });
}

const GOOGLE_AUTH_URL = 'https://accounts.google.example/o/oauth2/auth?state=s1';

async function renderSocial(
  options: UseSocialSignInOptions,
  environment: TestEnvironmentOptions = {},
) {
  const test = createTestEnvironment(server, environment);
  const rendered = renderHook((props: UseSocialSignInOptions) => useSocialSignIn(props), {
    wrapper: test.wrapper,
    initialProps: options,
  });
  await waitFor(() => expect(rendered.result.current.settingsStatus).not.toBe('loading'));
  return { test, social: () => rendered.result.current, ...rendered };
}

describe('useSocialSignIn: providers', () => {
  it('offers both providers, each by name, when both are available', async () => {
    server.on('GET /common/settings', settings(true, true));
    const { social } = await renderSocial({ context: 'authorization' });
    expect(social().settingsStatus).toBe('ready');
    expect(social().providers).toEqual([
      { provider: 'google', label: 'Google', busy: false, lastUsed: false },
      { provider: 'apple', label: 'Apple', busy: false, lastUsed: false },
    ]);
  });

  it.each([
    [true, false, 'google', 'Continue with Google'],
    [false, true, 'apple', 'Continue with Apple'],
  ])(
    'with only one available (google %s, apple %s) the text is "Continue with {provider}"',
    async (google, apple, provider, label) => {
      server.on('GET /common/settings', settings(google, apple));
      const { social } = await renderSocial({ context: 'authorization' });
      expect(social().providers).toEqual([{ provider, label, busy: false, lastUsed: false }]);
    },
  );

  it('offers none when neither is available, or the settings fail', async () => {
    server.on('GET /common/settings', settings(false, false));
    const first = await renderSocial({ context: 'authorization' });
    expect(first.social().providers).toEqual([]);
    server.reset();
    server.on('GET /common/settings', error('internal_error', 500));
    const second = await renderSocial({ context: 'authorization' });
    expect(second.social().settingsStatus).toBe('error');
    expect(second.social().providers).toEqual([]);
  });

  it('loads the settings once for every hook of one API client', async () => {
    server.on('GET /common/settings', settings(true, true));
    const test = createTestEnvironment(server);
    const { result } = renderHook(
      () => [
        useSocialSignIn({ context: 'authorization' }),
        useSocialSignIn({ context: 'authorization' }),
      ],
      { wrapper: test.wrapper },
    );
    await waitFor(() => expect(result.current[1]?.settingsStatus).toBe('ready'));
    expect(server.calls()).toEqual(['GET /common/settings']);
  });

  it('reads the last used provider from bb-used-provider, ignoring anything else', async () => {
    server.on('GET /common/settings', settings(true, true));
    const known = await renderSocial(
      { context: 'authorization' },
      { localStorage: { 'bb-used-provider': 'apple' } },
    );
    expect(known.social().providers.map((view) => view.lastUsed)).toEqual([false, true]);
    const unknown = await renderSocial(
      { context: 'authorization' },
      { localStorage: { 'bb-used-provider': 'myspace' } },
    );
    expect(unknown.social().providers.map((view) => view.lastUsed)).toEqual([false, false]);
  });
});

describe('useSocialSignIn: the authorization flow', () => {
  it('runs captcha token, OAuth URL, remember, navigate; skips the data box', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: GOOGLE_AUTH_URL }));
    const { social, test } = await renderSocial({ context: 'authorization', policyAgree: true });
    await act(async () => social().start('google'));
    await waitFor(() => expect(test.navigation.visited).toEqual([GOOGLE_AUTH_URL]));
    expect(server.calls()).toEqual([
      'GET /common/settings',
      'GET /users/sessions/oauth2/url/google',
    ]);
    expect(server.requestsTo('GET /users/sessions/oauth2/url/google')[0]?.query).toEqual({
      url_path_redirect_success: '/dashboard/?oaprovider=google',
      captcha_token: 'skipped',
      url_path_redirect_fail: '/',
      client_type: 'browser',
      source_context: 'authorization',
      utc_offset_min: expect.stringMatching(/^-?\d+$/),
      policy_agree: '1',
      marketing_agree: '0',
    });
    expect(social().steps).toEqual([
      { name: 'dataBox', outcome: 'skipped' },
      { name: 'captchaToken', outcome: 'skipped' },
      { name: 'oauthUrl', outcome: 'done' },
      { name: 'rememberProvider', outcome: 'done' },
      { name: 'navigate', outcome: 'done' },
    ]);
    expect(test.environment.localStorage.getItem('bb-used-provider')).toBe('google');
    expect(social().providers.map((view) => [view.lastUsed, view.busy])).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it('shows a spinner on that provider only, and disables every button while it runs', async () => {
    server.on('GET /common/settings', settings(true, true));
    const held = server.hold(
      'GET /users/sessions/oauth2/url/apple',
      ok({ auth_url: 'https://appleid.example/auth' }),
    );
    const { social, test } = await renderSocial({
      context: 'authorization',
      consentRequired: false,
    });
    act(() => social().getProviderButtonProps('apple').onClick());
    await held.received();
    expect(social().currentStep).toBe('oauthUrl');
    expect(social().providers.map((view) => view.busy)).toEqual([false, true]);
    expect(social().getProviderButtonProps('apple')).toMatchObject({
      disabled: true,
      'aria-busy': true,
    });
    expect(social().getProviderButtonProps('google')).toMatchObject({
      disabled: true,
      'aria-busy': false,
    });
    act(() => social().start('google'));
    held.release();
    await waitFor(() => expect(test.navigation.visited).toEqual(['https://appleid.example/auth']));
    expect(server.calls()).toEqual([
      'GET /common/settings',
      'GET /users/sessions/oauth2/url/apple',
    ]);
  });

  it('without required consent goes straight on, with policy_agree 0', async () => {
    server.on('GET /common/settings', settings(true, false));
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: GOOGLE_AUTH_URL }));
    const { social, test } = await renderSocial({
      context: 'authorization',
      consentRequired: false,
      marketingAgree: true,
    });
    await act(async () => social().start('google'));
    await waitFor(() => expect(test.navigation.visited).toHaveLength(1));
    expect(server.requestsTo('GET /users/sessions/oauth2/url/google')[0]?.query).toMatchObject({
      policy_agree: '0',
      marketing_agree: '1',
    });
  });

  it('asks the captcha provider for the token of the OAuth URL call', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: GOOGLE_AUTH_URL }));
    const actions: CaptchaAction[] = [];
    const captcha = {
      getToken: async (action: CaptchaAction) => {
        actions.push(action);
        return 'token-9';
      },
    };
    const { social, test } = await renderSocial(
      {
        context: 'authorization',
        consentRequired: false,
        // A site key given by the caller is used even though the settings turn reCAPTCHA off.
        captchaContext: { siteKey: 'given-key' },
      },
      { captcha },
    );
    await act(async () => social().start('google'));
    await waitFor(() => expect(test.navigation.visited).toHaveLength(1));
    expect(actions[0]).toMatchObject({
      name: 'get_users/sessions/oauth2/url/google',
      method: 'GET',
      siteKey: 'given-key',
    });
    expect(server.requestsTo('GET /users/sessions/oauth2/url/google')[0]?.query.captcha_token).toBe(
      'token-9',
    );
    expect(social().steps[1]).toEqual({ name: 'captchaToken', outcome: 'done' });
  });
});

describe('useSocialSignIn: the bot check from the client and the settings', () => {
  it('with reCAPTCHA on in the settings, sends the client provider’s token for the settings’ site key', async () => {
    server.on(
      'GET /common/settings',
      settingsWithRecaptcha(true, { is_google_oauth2_available: true }),
    );
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: GOOGLE_AUTH_URL }));
    const { captcha, actions } = recordingCaptcha('env-token-3');
    const { social, test } = await renderSocial(
      { context: 'authorization', consentRequired: false },
      { captcha },
    );
    await act(async () => social().start('google'));
    await waitFor(() => expect(test.navigation.visited).toEqual([GOOGLE_AUTH_URL]));
    expect(actions).toEqual([
      {
        name: 'get_users/sessions/oauth2/url/google',
        method: 'GET',
        path: '/users/sessions/oauth2/url/google',
        siteKey: STAND_IN_SITE_KEY,
        utcOffsetMin: expect.any(Number),
      },
    ]);
    expect(server.calls()).toEqual([
      'GET /common/settings',
      'GET /users/sessions/oauth2/url/google',
    ]);
    expect(server.requestsTo('GET /users/sessions/oauth2/url/google')[0]?.query.captcha_token).toBe(
      'env-token-3',
    );
    expect(social().steps[1]).toEqual({ name: 'captchaToken', outcome: 'done' });
  });

  it('with reCAPTCHA off in the settings, skips the step and sends skipped without asking the provider', async () => {
    server.on(
      'GET /common/settings',
      settingsWithRecaptcha(false, { is_google_oauth2_available: true }),
    );
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: GOOGLE_AUTH_URL }));
    const { captcha, actions } = recordingCaptcha('env-token-3');
    const { social, test } = await renderSocial(
      { context: 'authorization', consentRequired: false },
      { captcha },
    );
    await act(async () => social().start('google'));
    await waitFor(() => expect(test.navigation.visited).toEqual([GOOGLE_AUTH_URL]));
    expect(actions).toEqual([]);
    expect(server.requestsTo('GET /users/sessions/oauth2/url/google')[0]?.query.captcha_token).toBe(
      'skipped',
    );
    expect(social().steps[1]).toEqual({ name: 'captchaToken', outcome: 'skipped' });
  });
});

describe('useSocialSignIn: the consent modal', () => {
  it('opens when consent is required and policy_agree is not ticked; submit waits for the tick', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: GOOGLE_AUTH_URL }));
    const { social, test } = await renderSocial({ context: 'authorization' });
    act(() => social().start('google'));
    expect(social().consentModal).toMatchObject({
      open: true,
      provider: 'google',
      title: 'Review our Terms to sign up',
      submitText: 'Continue',
      policyAgree: false,
      submitDisabled: true,
    });
    expect(social().consentModal.getSubmitButtonProps().disabled).toBe(true);
    act(() => social().consentModal.submit());
    expect(server.calls()).toEqual(['GET /common/settings']);

    act(() => social().consentModal.setPolicyAgree(true));
    act(() => social().consentModal.setMarketingAgree(true));
    expect(social().consentModal.submitDisabled).toBe(false);
    act(() => social().consentModal.submit());
    await waitFor(() => expect(test.navigation.visited).toEqual([GOOGLE_AUTH_URL]));
    expect(server.requestsTo('GET /users/sessions/oauth2/url/google')[0]?.query).toMatchObject({
      policy_agree: '1',
      marketing_agree: '1',
    });
    expect(social().consentModal.open).toBe(false);
  });

  it('keeps its submit disabled while a provider is busy', async () => {
    server.on('GET /common/settings', settings(true, true));
    const held = server.hold(
      'GET /users/sessions/oauth2/url/google',
      ok({ auth_url: GOOGLE_AUTH_URL }),
    );
    const { social } = await renderSocial({ context: 'authorization' });
    act(() => social().start('google'));
    act(() => social().consentModal.setPolicyAgree(true));
    act(() => social().consentModal.submit());
    await held.received();
    expect(social().consentModal).toMatchObject({ open: true, submitDisabled: true });
    expect(social().consentModal.getSubmitButtonProps()).toMatchObject({
      disabled: true,
      'aria-busy': true,
    });
    act(() => social().consentModal.submit());
    held.release();
    await waitFor(() => expect(social().isBusy).toBe(false));
    expect(server.requestsTo('GET /users/sessions/oauth2/url/google')).toHaveLength(1);
  });

  it('starts with the form’s marketing tick, and closing forgets the ticks', async () => {
    server.on('GET /common/settings', settings(true, true));
    const { social } = await renderSocial({ context: 'authorization', marketingAgree: true });
    act(() => social().start('apple'));
    expect(social().consentModal.marketingAgree).toBe(true);
    act(() => social().consentModal.setPolicyAgree(true));
    act(() => social().consentModal.close());
    expect(social().consentModal).toMatchObject({
      open: false,
      provider: null,
      policyAgree: false,
    });
  });

  it('is not needed when the form’s policy_agree is ticked', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.on(
      'GET /users/sessions/oauth2/url/apple',
      ok({ auth_url: 'https://appleid.example/auth' }),
    );
    const { social, test } = await renderSocial({ context: 'authorization', policyAgree: true });
    await act(async () => social().start('apple'));
    expect(social().consentModal.open).toBe(false);
    await waitFor(() => expect(test.navigation.visited).toHaveLength(1));
  });
});

describe('useSocialSignIn: the short order form', () => {
  it('keeps the draft in a data box first, and comes back to new-order with its key', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.on('POST /widgets/data-boxes', ok({ key: 'box-77' }));
    server.on(
      'GET /users/sessions/oauth2/url/apple',
      ok({ auth_url: 'https://appleid.example/auth' }),
    );
    const draft = { login: 'ann@example.com', discipline_sub: 12, writer_req_slug: 'ada' };
    const { social, test } = await renderSocial({
      context: 'short_order_form',
      policyAgree: true,
      dataBox: () => draft,
    });
    await act(async () => social().start('apple'));
    await waitFor(() => expect(test.navigation.visited).toEqual(['https://appleid.example/auth']));
    expect(server.calls()).toEqual([
      'GET /common/settings',
      'POST /widgets/data-boxes',
      'GET /users/sessions/oauth2/url/apple',
    ]);
    const box = server.requestsTo('POST /widgets/data-boxes')[0]?.form;
    expect(box?.ttl).toBe('1800');
    expect(JSON.parse(box?.data ?? 'null')).toEqual(draft);
    expect(server.requestsTo('GET /users/sessions/oauth2/url/apple')[0]?.query).toMatchObject({
      url_path_redirect_success:
        '/dashboard/customer/new-order?data_box_key=box-77&oaprovider=apple',
      url_path_redirect_fail: '/',
      source_context: 'short_order_form',
    });
    expect(social().steps[0]).toEqual({ name: 'dataBox', outcome: 'done' });
  });

  it('skips the data box when there is no draft to keep', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: GOOGLE_AUTH_URL }));
    const { social, test } = await renderSocial({ context: 'short_order_form', policyAgree: true });
    await act(async () => social().start('google'));
    await waitFor(() => expect(test.navigation.visited).toHaveLength(1));
    expect(social().steps[0]).toEqual({ name: 'dataBox', outcome: 'skipped' });
    expect(
      server.requestsTo('GET /users/sessions/oauth2/url/google')[0]?.query
        .url_path_redirect_success,
    ).toBe('/dashboard/customer/new-order?oaprovider=google');
  });
});

describe('useSocialSignIn: failures', () => {
  it('a refused OAuth URL shows its text, stores nothing and stays on the page', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.on('GET /users/sessions/oauth2/url/google', error('oauth_provider_unavailable'));
    const { social, test } = await renderSocial({ context: 'authorization', policyAgree: true });
    await act(async () => social().start('google'));
    await waitFor(() => expect(social().errorSlug).toBe('oauth_provider_unavailable'));
    expect(social().errorMessage).toBe(
      'This sign-in option is not available right now. Please use your email instead.',
    );
    expect(social().providers.map((view) => view.busy)).toEqual([false, false]);
    expect(test.navigation.visited).toEqual([]);
    expect(test.environment.localStorage.getItem('bb-used-provider')).toBeNull();
    expect(social().steps.slice(-2)).toEqual([
      { name: 'oauthUrl', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
  });

  it('a failed data box stops before the OAuth URL', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.on('POST /widgets/data-boxes', error('data_box_too_large'));
    const { social } = await renderSocial({
      context: 'short_order_form',
      policyAgree: true,
      dataBox: () => ({ a: 1 }),
    });
    await act(async () => social().start('google'));
    await waitFor(() => expect(social().errorSlug).toBe('data_box_too_large'));
    expect(social().errorMessage).toBe(
      'Your order details are too large to save. Please shorten them and try again.',
    );
    expect(server.calls()).toEqual(['GET /common/settings', 'POST /widgets/data-boxes']);
  });

  it('refuses an auth_url that is not a web address', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: 'javascript:alert(1)' }));
    const { social, test } = await renderSocial({ context: 'authorization', policyAgree: true });
    await act(async () => social().start('google'));
    await waitFor(() => expect(social().errorSlug).toBe('oauth_failed'));
    expect(test.navigation.visited).toEqual([]);
  });

  it('a new attempt clears the previous error', async () => {
    server.on('GET /common/settings', settings(true, true));
    server.onSequence('GET /users/sessions/oauth2/url/google', [
      error('oauth_failed'),
      ok({ auth_url: GOOGLE_AUTH_URL }),
    ]);
    const { social, test } = await renderSocial({ context: 'authorization', policyAgree: true });
    await act(async () => social().start('google'));
    await waitFor(() => expect(social().errorSlug).toBe('oauth_failed'));
    await act(async () => social().start('google'));
    await waitFor(() => expect(test.navigation.visited).toHaveLength(1));
    expect(social().errorSlug).toBeNull();
    expect(social().errorMessage).toBeNull();
  });
});

it('renders on the server without a request', () => {
  const test = createTestEnvironment(server);
  expect(
    renderHookOnServer(
      test.environment,
      () => useSocialSignIn({ context: 'authorization' }),
      (social) => social.settingsStatus,
    ),
  ).toBe('loading');
  expect(server.requests).toEqual([]);
});
