// @vitest-environment node
import { createApiClient } from '@bb/api-client';
import { CAPTCHA_TOKEN_SKIPPED } from '@bb/validation';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEnvironment } from '../environment/bb-environment';
import { createSubmission } from '../submission/submission';
import {
  recordingCaptcha,
  STAND_IN_SITE_KEY,
  settingsWithRecaptcha,
} from '../test-support/captcha-stand-in';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import {
  PASSWORD_RESTORE_STEPS,
  type PasswordRestoreAction,
  type PasswordRestoreRun,
  type PasswordRestoreStage,
  type PasswordRestoreStepName,
  passwordRestoreSteps,
} from './password-restore-steps';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

/** One submission over a memory environment talking to the fake server; each action its steps. */
function restoreSubmission(captcha?: ReturnType<typeof recordingCaptcha>) {
  const environment = createMemoryEnvironment({
    api: createApiClient({ origin: server.origin, captcha: captcha?.captcha }),
  });
  const submission = createSubmission<
    PasswordRestoreRun,
    Exclude<PasswordRestoreStepName, 'errorHandling'>
  >({});
  const stages: PasswordRestoreStage[] = [];
  const loading: boolean[] = [];
  const run = (action: PasswordRestoreAction, values: Partial<PasswordRestoreRun> = {}) =>
    submission.run(
      {
        login: 'ann@example.com',
        policyAgree: false,
        code: 'abc123',
        password: 'newpass1!',
        environment,
        captchaContext: undefined,
        utcOffsetMin: 120,
        captchaToken: CAPTCHA_TOKEN_SKIPPED,
        setLoading: (on) => {
          loading.push(on);
          submission.setLoading(on);
        },
        setStage: (stage) => stages.push(stage),
        ...values,
      },
      passwordRestoreSteps[action],
    );
  return { submission, run, stages, loading };
}

const records = (names: readonly string[]) => names.map((name) => ({ name, outcome: 'done' }));

describe('the password restore steps without React', () => {
  it('publishes each action’s step names in the order they run', () => {
    expect(PASSWORD_RESTORE_STEPS).toEqual({
      requestCode: ['loadingOn', 'captchaToken', 'requestCode', 'toValidate', 'loadingOff'],
      validateCode: ['loadingOn', 'validateCode', 'toReset', 'loadingOff'],
      setPassword: ['loadingOn', 'resetPassword', 'toDone', 'loadingOff'],
    });
  });

  it('requestCode: POST /users/password-restore with login, skipped token and consent, then the code stage', async () => {
    server.on('POST /users/password-restore', ok(null));
    const { submission, run, stages, loading } = restoreSubmission();

    const result = await run('requestCode');

    expect(result.outcome).toBe('succeeded');
    expect(submission.getState().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'captchaToken', outcome: 'skipped' },
      { name: 'requestCode', outcome: 'done' },
      { name: 'toValidate', outcome: 'done' },
      { name: 'loadingOff', outcome: 'done' },
    ]);
    expect(server.calls()).toEqual(['POST /users/password-restore']);
    expect(server.requests[0]?.form).toEqual({
      login: 'ann@example.com',
      captcha_token: 'skipped',
      policy_agree: '0',
    });
    expect(stages).toEqual(['validate']);
    expect(loading).toEqual([true, false]);
    expect(submission.getState().loading).toBe(false);
  });

  it('requestCode: with reCAPTCHA on in the settings, sends the provider’s token for the settings’ site key', async () => {
    server.on('GET /common/settings', settingsWithRecaptcha(true));
    server.on('POST /users/password-restore', ok(null));
    const captcha = recordingCaptcha('token-1');
    const { submission, run } = restoreSubmission(captcha);

    await run('requestCode', { policyAgree: true });

    expect(submission.getState().steps[1]).toEqual({ name: 'captchaToken', outcome: 'done' });
    expect(server.calls()).toEqual(['GET /common/settings', 'POST /users/password-restore']);
    expect(captcha.actions).toEqual([
      {
        name: 'post_users/password_restore',
        method: 'POST',
        path: '/users/password-restore',
        siteKey: STAND_IN_SITE_KEY,
        utcOffsetMin: 120,
      },
    ]);
    expect(server.requestsTo('POST /users/password-restore')[0]?.form).toEqual({
      login: 'ann@example.com',
      captcha_token: 'token-1',
      policy_agree: '1',
    });
  });

  it('requestCode: a policy error fails the call, opens the consent and leaves the stage', async () => {
    server.on('POST /users/password-restore', error('policy_agreement_not_full'));
    const { submission, run, stages } = restoreSubmission();

    const result = await run('requestCode');

    expect(result).toMatchObject({ outcome: 'failed', mapping: { opensConsent: true } });
    expect(submission.getState().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'captchaToken', outcome: 'skipped' },
      { name: 'requestCode', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
    expect(stages).toEqual([]);
    expect(submission.getState()).toMatchObject({
      loading: false,
      submitError: 'policy_agreement_not_full',
    });
  });

  it('validateCode: GET …/actions/validate with the code, then the new-password stage', async () => {
    server.on('GET /users/password-restore/actions/validate', ok({}));
    const { submission, run, stages } = restoreSubmission();

    const result = await run('validateCode', { code: 'xyz' });

    expect(result.outcome).toBe('succeeded');
    expect(submission.getState().steps).toEqual(records(PASSWORD_RESTORE_STEPS.validateCode));
    expect(server.calls()).toEqual(['GET /users/password-restore/actions/validate']);
    expect(server.requests[0]?.query).toEqual({ code: 'xyz' });
    expect(stages).toEqual(['reset']);
  });

  it('setPassword: PATCH /users/password-restore with the code and password, then done', async () => {
    server.on('PATCH /users/password-restore', ok(null));
    const { submission, run, stages } = restoreSubmission();

    const result = await run('setPassword');

    expect(result.outcome).toBe('succeeded');
    expect(submission.getState().steps).toEqual(records(PASSWORD_RESTORE_STEPS.setPassword));
    expect(server.calls()).toEqual(['PATCH /users/password-restore']);
    expect(server.requests[0]?.form).toEqual({ code: 'abc123', password: 'newpass1!' });
    expect(stages).toEqual(['done']);
  });

  it('setPassword: an expired code fails with its flag for the hook to go back to the code stage', async () => {
    server.on('PATCH /users/password-restore', error('code_expired'));
    const { submission, run, stages } = restoreSubmission();

    const result = await run('setPassword');

    expect(result).toMatchObject({
      outcome: 'failed',
      mapping: { flags: { code_expired: true }, fields: { code: 'Code is expired' } },
    });
    expect(submission.getState().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'resetPassword', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
    expect(stages).toEqual([]);
  });

  it('runs one action at a time, and closing the form cancels the call under way', async () => {
    const held = server.hold('GET /users/password-restore/actions/validate', ok({}));
    const { submission, run, stages } = restoreSubmission();
    const close = submission.open();

    const first = run('validateCode');
    await held.received();
    expect(await run('setPassword')).toEqual({ outcome: 'busy' });
    close();

    expect(await first).toEqual({ outcome: 'cancelled' });
    expect(stages).toEqual([]);
    expect(server.calls()).toEqual(['GET /users/password-restore/actions/validate']);
    held.release();
  });
});
