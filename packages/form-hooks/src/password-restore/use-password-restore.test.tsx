import type { CaptchaAction } from '@bb/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
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
import { type UsePasswordRestoreOptions, usePasswordRestore } from './use-password-restore';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

function renderRestore(
  options: UsePasswordRestoreOptions = {},
  environment: TestEnvironmentOptions = {},
) {
  const test = createTestEnvironment(server, environment);
  const rendered = renderHook(() => usePasswordRestore(options), { wrapper: test.wrapper });
  return { test, restore: () => rendered.result.current, ...rendered };
}

/** Drives the hook to the new-password stage with the code 'abc123'. */
async function atResetStage() {
  server.on('POST /users/password-restore', ok(null));
  server.on('GET /users/password-restore/actions/validate', ok({}));
  const rendered = renderRestore();
  const { restore } = rendered;
  act(() => restore().setLogin('ann@example.com'));
  await act(() => restore().requestCode());
  act(() => restore().setCode('abc123'));
  await act(() => restore().validateCode());
  expect(restore().stage).toBe('reset');
  server.requests.length = 0;
  return rendered;
}

describe('usePasswordRestore: request a code', () => {
  it('starts at the request stage', () => {
    const { restore } = renderRestore();
    expect(restore().stage).toBe('request');
    expect(restore().values).toEqual({
      login: '',
      policy_agree: false,
      showGdpr: false,
      code: '',
      password: '',
      password_confirmation: '',
    });
    expect(restore().getPolicyAgreeProps().hidden).toBe(true);
  });

  it('checks the e-mail before sending anything', async () => {
    const { restore } = renderRestore();
    await act(() => restore().requestCode());
    expect(restore().errors).toEqual({ login: 'Please enter your email' });
    act(() => restore().setLogin('ann@'));
    expect(restore().errors).toEqual({ login: 'Please enter a valid email' });
    expect(server.requests).toEqual([]);
  });

  it('POST /users/password-restore with login, captcha_token and policy_agree, then the code stage', async () => {
    server.on('POST /users/password-restore', ok(null));
    const { restore } = renderRestore();
    act(() => restore().setLogin('ann@example.com'));
    await act(() => restore().requestCode());
    expect(server.calls()).toEqual(['POST /users/password-restore']);
    expect(server.requests[0]?.form).toEqual({
      login: 'ann@example.com',
      captcha_token: 'skipped',
      policy_agree: '0',
    });
    expect(restore().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'captchaToken', outcome: 'skipped' },
      { name: 'requestCode', outcome: 'done' },
      { name: 'toValidate', outcome: 'done' },
      { name: 'loadingOff', outcome: 'done' },
    ]);
    expect(restore().stage).toBe('validate');
    expect(restore().texts.codeSent).toBe('We have sent a code to your email. Enter it below.');
    expect(restore().loading).toBe(false);
  });

  it('is loading while the request runs', async () => {
    const held = server.hold('POST /users/password-restore', ok(null));
    const { restore } = renderRestore();
    act(() => restore().setLogin('ann@example.com'));
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = restore().requestCode();
    });
    await held.received();
    await waitFor(() => expect(restore().currentStep).toBe('requestCode'));
    expect(restore().loading).toBe(true);
    expect(restore().getSubmitButtonProps()).toMatchObject({ disabled: true, 'aria-busy': true });
    held.release();
    await act(() => pending);
    expect(restore().loading).toBe(false);
  });

  it('uses the captcha provider for POST /users/password-restore', async () => {
    server.on('POST /users/password-restore', ok(null));
    const actions: CaptchaAction[] = [];
    const captcha = {
      getToken: async (action: CaptchaAction) => {
        actions.push(action);
        return 'tok';
      },
    };
    const { restore } = renderRestore({ captchaContext: { siteKey: 'given-key' } }, { captcha });
    act(() => restore().setLogin('ann@example.com'));
    await act(() => restore().requestCode());
    expect(actions[0]).toMatchObject({
      name: 'post_users/password_restore',
      path: '/users/password-restore',
      siteKey: 'given-key',
    });
    expect(server.calls()).toEqual(['POST /users/password-restore']);
    expect(server.requests[0]?.form?.captcha_token).toBe('tok');
  });

  it('with the client’s provider and reCAPTCHA on in the settings, sends its token for the settings’ site key', async () => {
    server.on('GET /common/settings', settingsWithRecaptcha(true));
    server.on('POST /users/password-restore', ok(null));
    const { captcha, actions } = recordingCaptcha('env-token-2');
    const { restore } = renderRestore({}, { captcha });
    act(() => restore().setLogin('ann@example.com'));
    await act(() => restore().requestCode());
    expect(server.calls()).toEqual(['GET /common/settings', 'POST /users/password-restore']);
    expect(restore().steps[1]).toEqual({ name: 'captchaToken', outcome: 'done' });
    expect(actions).toEqual([
      {
        name: 'post_users/password_restore',
        method: 'POST',
        path: '/users/password-restore',
        siteKey: STAND_IN_SITE_KEY,
        utcOffsetMin: expect.any(Number),
      },
    ]);
    expect(server.requestsTo('POST /users/password-restore')[0]?.form).toEqual({
      login: 'ann@example.com',
      captcha_token: 'env-token-2',
      policy_agree: '0',
    });
  });

  it('with reCAPTCHA off in the settings, skips the step and sends skipped without asking the provider', async () => {
    server.on('GET /common/settings', settingsWithRecaptcha(false));
    server.on('POST /users/password-restore', ok(null));
    const { captcha, actions } = recordingCaptcha('env-token-2');
    const { restore } = renderRestore({}, { captcha });
    act(() => restore().setLogin('ann@example.com'));
    await act(() => restore().requestCode());
    expect(restore().steps[1]).toEqual({ name: 'captchaToken', outcome: 'skipped' });
    expect(actions).toEqual([]);
    expect(server.requestsTo('POST /users/password-restore')[0]?.form?.captcha_token).toBe(
      'skipped',
    );
    expect(restore().stage).toBe('validate');
  });

  it('opens the consent block on a policy error and then requires it', async () => {
    server.onSequence('POST /users/password-restore', [
      error('policy_agreement_not_full'),
      ok(null),
    ]);
    const { restore } = renderRestore();
    act(() => restore().setLogin('ann@example.com'));
    await act(() => restore().requestCode());
    expect(restore().values.showGdpr).toBe(true);
    expect(restore().getPolicyAgreeProps().hidden).toBe(false);
    expect(restore().errors).toEqual({
      policy_agree: 'Please accept all the required agreements to continue',
    });
    expect(restore().stage).toBe('request');
    await act(() => restore().requestCode());
    expect(restore().errors).toEqual({
      policy_agree: 'Please agree to the Terms & Conditions and Privacy Policy to continue',
    });
    expect(server.requests).toHaveLength(1);
    act(() => restore().setPolicyAgree(true));
    await act(() => restore().requestCode());
    expect(server.requests[1]?.form?.policy_agree).toBe('1');
    expect(restore().stage).toBe('validate');
  });

  it('shows an unknown account on the e-mail', async () => {
    server.on('POST /users/password-restore', error('login_incorrect'));
    const { restore } = renderRestore();
    act(() => restore().setLogin('who@example.com'));
    await act(() => restore().requestCode());
    expect(restore().errors).toEqual({ login: 'Login incorrect (user not exist)' });
    expect(restore().submitError).toBe('login_incorrect');
  });
});

describe('usePasswordRestore: validate the code', () => {
  async function atValidateStage() {
    server.on('POST /users/password-restore', ok(null));
    const rendered = renderRestore();
    act(() => rendered.restore().setLogin('ann@example.com'));
    await act(() => rendered.restore().requestCode());
    server.requests.length = 0;
    return rendered;
  }

  it('"Code is required" without a request', async () => {
    const { restore } = await atValidateStage();
    await act(() => restore().validateCode());
    expect(restore().errors).toEqual({ code: 'Code is required' });
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['code_incorrect', 'Incorrect code'],
    ['code_expired', 'Code is expired'],
  ])('%s: "%s"', async (slug, text) => {
    const { restore } = await atValidateStage();
    server.on('GET /users/password-restore/actions/validate', error(slug));
    act(() => restore().setCode('zzz'));
    await act(() => restore().validateCode());
    expect(server.requests[0]?.query).toEqual({ code: 'zzz' });
    expect(restore().errors).toEqual({ code: text });
    expect(restore().stage).toBe('validate');
    act(() => restore().setCode('zzy'));
    expect(restore().errors).toEqual({});
  });

  it('a valid code goes to the new-password stage', async () => {
    const { restore } = await atValidateStage();
    server.on('GET /users/password-restore/actions/validate', ok({}));
    act(() => restore().setCode('abc123'));
    await act(() => restore().validateCode());
    expect(server.calls()).toEqual(['GET /users/password-restore/actions/validate']);
    expect(restore().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'validateCode', outcome: 'done' },
      { name: 'toReset', outcome: 'done' },
      { name: 'loadingOff', outcome: 'done' },
    ]);
    expect(restore().stage).toBe('reset');
  });

  it('startOver goes back to the request stage', async () => {
    const { restore } = await atValidateStage();
    act(() => restore().setCode('abc'));
    act(() => restore().startOver());
    expect(restore().stage).toBe('request');
    expect(restore().values.code).toBe('');
    expect(restore().values.login).toBe('ann@example.com');
  });
});

describe('usePasswordRestore: set a new password', () => {
  it.each([
    ['empty', 'Please enter your password to continue', ''],
    ['abc1', 'Password must contain at least 8 characters', 'abc1'],
    ['12345678', 'Include at least 1 letter', '12345678'],
    ['abcdefgh', 'Include at least 1 number or special character', 'abcdefgh'],
    [
      'of 128 characters',
      'This Password field must be contain not more 127 chatacters',
      `a1${'x'.repeat(126)}`,
    ],
  ])('password %s: "%s"', async (_label, text, password) => {
    const { restore } = await atResetStage();
    act(() => {
      restore().setPassword(password);
      restore().setPasswordConfirmation(password);
    });
    await act(() => restore().setNewPassword());
    expect(restore().errors.password).toBe(text);
    expect(server.requests).toEqual([]);
  });

  it('"Passwords didn\'t match. Try again" when the confirmation differs', async () => {
    const { restore } = await atResetStage();
    act(() => {
      restore().setPassword('newpass1!');
      restore().setPasswordConfirmation('newpass2!');
    });
    await act(() => restore().setNewPassword());
    expect(restore().errors).toEqual({
      password_confirmation: "Passwords didn't match. Try again",
    });
    expect(server.requests).toEqual([]);
  });

  it('PATCH /users/password-restore with the code and password, then done', async () => {
    const { restore } = await atResetStage();
    server.on('PATCH /users/password-restore', ok(null));
    act(() => {
      restore().setPassword('newpass1!');
      restore().setPasswordConfirmation('newpass1!');
    });
    await act(() => restore().setNewPassword());
    expect(server.calls()).toEqual(['PATCH /users/password-restore']);
    expect(server.requests[0]?.form).toEqual({ code: 'abc123', password: 'newpass1!' });
    expect(restore().stage).toBe('done');
    expect(restore().texts.done).toBe('Your password has been changed.');
    expect(restore().links.logIn).toBe('/sign-in.html');
  });

  it('shows the server refusing a common password under the password field, staying at the stage', async () => {
    const { restore } = await atResetStage();
    server.on('PATCH /users/password-restore', error('password_too_common'));
    act(() => {
      restore().setPassword('password1');
      restore().setPasswordConfirmation('password1');
    });
    await act(() => restore().setNewPassword());
    expect(restore().stage).toBe('reset');
    expect(restore().errors).toEqual({
      password:
        'This password is too common or too easy to guess. Please choose a less predictable one.',
    });
  });

  it('a code that expired meanwhile goes back to the code stage with "Code is expired"', async () => {
    const { restore } = await atResetStage();
    server.on('PATCH /users/password-restore', error('code_expired'));
    act(() => {
      restore().setPassword('newpass1!');
      restore().setPasswordConfirmation('newpass1!');
    });
    await act(() => restore().setNewPassword());
    expect(restore().stage).toBe('validate');
    expect(restore().errors).toEqual({ code: 'Code is expired' });
  });

  it('shows and hides both passwords', async () => {
    const { restore } = await atResetStage();
    expect(restore().getPasswordFieldProps().type).toBe('password');
    act(() => restore().getPasswordToggleProps().onClick());
    expect(restore().getPasswordFieldProps().type).toBe('text');
    expect(restore().getPasswordConfirmationFieldProps().type).toBe('text');
    expect(restore().getPasswordToggleProps()['aria-label']).toBe('Hide password');
  });
});

describe('usePasswordRestore: the e-mailed link', () => {
  it('reads code from the address, removes it, and validates it', async () => {
    server.on('GET /users/password-restore/actions/validate', ok({}));
    const { restore, test } = renderRestore(
      {},
      { href: 'http://localhost/auth_password_reset.html?code=xyz&utm=mail' },
    );
    await waitFor(() => expect(restore().stage).toBe('reset'));
    expect(server.requests[0]?.query).toEqual({ code: 'xyz' });
    expect(restore().values.code).toBe('xyz');
    expect(test.addressBar.href()).toBe('http://localhost/auth_password_reset.html?utm=mail');
    expect(restore().loading).toBe(false);
  });

  it('a bad code from the address waits at the code stage with its message', async () => {
    server.on('GET /users/password-restore/actions/validate', error('code_incorrect'));
    const { restore, test } = renderRestore(
      {},
      { href: 'http://localhost/auth_password_reset.html?code=bad' },
    );
    await waitFor(() => expect(restore().errors).toEqual({ code: 'Incorrect code' }));
    expect(restore().stage).toBe('validate');
    expect(test.addressBar.href()).toBe('http://localhost/auth_password_reset.html');
  });

  it('works under React strict mode (effects run twice)', async () => {
    server.on('GET /users/password-restore/actions/validate', ok({}));
    const test = createTestEnvironment(server, {
      href: 'http://localhost/auth_password_reset.html?code=xyz',
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>{test.wrapper({ children })}</StrictMode>
    );
    const { result } = renderHook(() => usePasswordRestore(), { wrapper });
    await waitFor(() => expect(result.current.stage).toBe('reset'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(test.addressBar.href()).toBe('http://localhost/auth_password_reset.html');
  });

  it('checks the code again when a strict root closes and reopens the form during the check', async () => {
    server.on('GET /users/password-restore/actions/validate', ok({}));
    const test = createTestEnvironment(server, {
      href: 'http://localhost/auth_password_reset.html?code=xyz',
    });
    // Every root in these tests is strict (test-support/react-strict-mode.ts): the effect that
    // reads the code runs, is cleaned up and runs again while the first check is in flight.
    const { result } = renderHook(() => usePasswordRestore(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.stage).toBe('reset'));
    expect(result.current.loading).toBe(false);
    expect(server.requests[0]?.query).toEqual({ code: 'xyz' });
  });
});

it('renders on the server without reading the address', () => {
  const test = createTestEnvironment(server, { href: 'http://localhost/?code=xyz' });
  expect(
    renderHookOnServer(
      test.environment,
      () => usePasswordRestore(),
      (restore) => restore.stage,
    ),
  ).toBe('request');
  expect(test.addressBar.href()).toBe('http://localhost/?code=xyz');
  expect(server.requests).toEqual([]);
});
