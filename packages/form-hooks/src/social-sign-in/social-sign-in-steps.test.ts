// @vitest-environment node
import { createApiClient, type OAuthSourceContext } from '@bb/api-client';
import { CAPTCHA_TOKEN_SKIPPED, type SocialProvider } from '@bb/validation';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEnvironment } from '../environment/bb-environment';
import { memoryStorage } from '../environment/key-value-storage';
import { memoryNavigation } from '../environment/page-navigation';
import { createSubmission } from '../submission/submission';
import { recordingCaptcha, settingsWithRecaptcha } from '../test-support/captcha-stand-in';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import {
  type SocialSignInRun,
  type SocialSignInStepName,
  socialSignInSteps,
} from './social-sign-in-steps';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const GOOGLE_AUTH_URL = 'https://accounts.google.example/o/oauth2/auth?state=s1';

/** A submission of the social steps over a memory environment talking to the fake server. */
function socialSubmission(captcha = recordingCaptcha('token-1')) {
  const navigation = memoryNavigation();
  const localStorage = memoryStorage();
  const environment = createMemoryEnvironment({
    api: createApiClient({ origin: server.origin, captcha: captcha.captcha }),
    localStorage,
    navigation,
  });
  const remembered: SocialProvider[] = [];
  const submission = createSubmission<SocialSignInRun, SocialSignInStepName>({
    steps: socialSignInSteps,
  });
  const run = (
    provider: SocialProvider,
    sourceContext: OAuthSourceContext,
    dataBox?: () => object,
  ) =>
    submission.run({
      provider,
      sourceContext,
      policyAgree: true,
      marketingAgree: false,
      dataBox,
      environment,
      captchaContext: undefined,
      utcOffsetMin: 120,
      captchaToken: CAPTCHA_TOKEN_SKIPPED,
      setLastUsedProvider: (chosen) => remembered.push(chosen),
    });
  return { submission, run, navigation, localStorage, remembered, actions: captcha.actions };
}

describe('the social sign-in steps without React', () => {
  it('authorization: skips the data box, asks for a token, gets the URL, remembers, navigates', async () => {
    server.on('GET /common/settings', settingsWithRecaptcha(true));
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: GOOGLE_AUTH_URL }));
    const { submission, run, navigation, localStorage, remembered, actions } = socialSubmission();

    const result = await run('google', 'authorization');

    expect(result.outcome).toBe('succeeded');
    expect(submission.getState().steps).toEqual([
      { name: 'dataBox', outcome: 'skipped' },
      { name: 'captchaToken', outcome: 'done' },
      { name: 'oauthUrl', outcome: 'done' },
      { name: 'rememberProvider', outcome: 'done' },
      { name: 'navigate', outcome: 'done' },
    ]);
    expect(server.calls()).toEqual([
      'GET /common/settings',
      'GET /users/sessions/oauth2/url/google',
    ]);
    expect(actions.map((action) => action.name)).toEqual(['get_users/sessions/oauth2/url/google']);
    expect(server.requestsTo('GET /users/sessions/oauth2/url/google')[0]?.query).toMatchObject({
      url_path_redirect_success: '/dashboard/?oaprovider=google',
      url_path_redirect_fail: '/',
      source_context: 'authorization',
      captcha_token: 'token-1',
      utc_offset_min: '120',
      policy_agree: '1',
      marketing_agree: '0',
    });
    expect(localStorage.getItem('bb-used-provider')).toBe('google');
    expect(remembered).toEqual(['google']);
    expect(navigation.visited).toEqual([GOOGLE_AUTH_URL]);
  });

  it('short form: keeps the draft in a data box and comes back with its key', async () => {
    server.on('GET /common/settings', settingsWithRecaptcha(false));
    server.on('POST /widgets/data-boxes', ok({ key: 'box-77' }));
    server.on(
      'GET /users/sessions/oauth2/url/apple',
      ok({ auth_url: 'https://appleid.example/a' }),
    );
    const { submission, run, navigation } = socialSubmission();

    await run('apple', 'short_order_form', () => ({ login: 'ann@example.com' }));

    expect(submission.getState().steps.map((step) => step.outcome)).toEqual([
      'done',
      'skipped',
      'done',
      'done',
      'done',
    ]);
    expect(server.calls()).toEqual([
      'POST /widgets/data-boxes',
      'GET /common/settings',
      'GET /users/sessions/oauth2/url/apple',
    ]);
    expect(JSON.parse(server.requestsTo('POST /widgets/data-boxes')[0]?.form?.data ?? '')).toEqual({
      login: 'ann@example.com',
    });
    expect(server.requestsTo('GET /users/sessions/oauth2/url/apple')[0]?.query).toMatchObject({
      url_path_redirect_success:
        '/dashboard/customer/new-order?data_box_key=box-77&oaprovider=apple',
      captcha_token: 'skipped',
    });
    expect(navigation.visited).toEqual(['https://appleid.example/a']);
  });

  it('a refused OAuth URL fails the run: nothing remembered, no navigation', async () => {
    server.on('GET /common/settings', settingsWithRecaptcha(false));
    server.on('GET /users/sessions/oauth2/url/google', error('oauth_provider_unavailable'));
    const { submission, run, navigation, localStorage, remembered } = socialSubmission();

    const result = await run('google', 'authorization');

    expect(result.outcome).toBe('failed');
    expect(submission.getState()).toMatchObject({
      status: 'failed',
      submitError: 'oauth_provider_unavailable',
    });
    expect(submission.getState().steps.slice(-2)).toEqual([
      { name: 'oauthUrl', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
    expect(localStorage.getItem('bb-used-provider')).toBeNull();
    expect(remembered).toEqual([]);
    expect(navigation.visited).toEqual([]);
  });

  it('refuses an auth_url that is not a web address', async () => {
    server.on('GET /common/settings', settingsWithRecaptcha(false));
    server.on('GET /users/sessions/oauth2/url/google', ok({ auth_url: 'javascript:alert(1)' }));
    const { submission, run, navigation } = socialSubmission();

    await run('google', 'authorization');

    expect(submission.getState().submitError).toBe('oauth_failed');
    expect(navigation.visited).toEqual([]);
  });
});
