import type { CaptchaAction } from '@bb/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/use-session';
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
import type { UseLoginFormOptions } from './login-form-values';
import { useLoginForm } from './use-login-form';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => {
  server.reset();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const CUSTOMER_SESSION = {
  user_role: 'customer',
  dashboard_home_url_path: '/customer/',
  user_id: 1042,
};
const EXISTING = {
  login_ability: true,
  register_ability: false,
  policy_agree_required: false,
  marketing_agree_required: false,
  user_role: 'customer',
  user_role_matched: true,
};
const NEW_ACCOUNT = {
  login_ability: false,
  register_ability: true,
  policy_agree_required: true,
  marketing_agree_required: true,
  user_role: 'customer',
  user_role_matched: true,
};

/** A visitor on the page; after POST /users/sessions the session GET answers `signedIn`. */
function visitorThenSignedIn(signedIn: object = CUSTOMER_SESSION) {
  server.onSequence('GET /users/sessions', [ok({}), ok(signedIn)]);
  server.on('GET /users/pre-check', ok(EXISTING));
  server.on('POST /users/sessions', ok({ auth_token: 'token-1' }));
}

async function renderLogin(
  options: UseLoginFormOptions = {},
  environment: TestEnvironmentOptions = {},
) {
  const test = createTestEnvironment(server, environment);
  const rendered = renderHook(() => ({ form: useLoginForm(options), session: useSession() }), {
    wrapper: test.wrapper,
  });
  await waitFor(() => expect(rendered.result.current.session.status).not.toBe('loading'));
  const form = () => rendered.result.current.form;
  return { test, form, ...rendered };
}

/** Real inputs in the document, registered through the prop getters' refs, to observe focus. */
function mountInputs(form: () => ReturnType<typeof useLoginForm>) {
  const inputs = {
    login: document.createElement('input'),
    password: document.createElement('input'),
    policy_agree: document.createElement('input'),
  };
  for (const input of Object.values(inputs)) document.body.append(input);
  form().getLoginFieldProps().ref(inputs.login);
  form().getPasswordFieldProps().ref(inputs.password);
  form().getPolicyAgreeProps().ref(inputs.policy_agree);
  return inputs;
}

async function fillAndSubmit(
  form: () => ReturnType<typeof useLoginForm>,
  login = 'ann@example.com',
  password = 'secret12',
) {
  act(() => {
    form().setLogin(login);
    form().setPassword(password);
  });
  await act(() => form().submit());
}

describe('useLoginForm: values and fields', () => {
  it('starts with the values of spec §3', async () => {
    server.on('GET /users/sessions', ok({}));
    const { form } = await renderLogin();
    expect(form().values).toEqual({
      login: '',
      password: '',
      stay_signed_in: true,
      policy_agree: false,
      marketing_agree: false,
      showGdpr: false,
      user_role: 'customer',
      remote: false,
      name: 'login',
    });
    expect(form().status).toBe('idle');
    expect(form().loading).toBe(false);
  });

  it('starts with a given e-mail (the one typed into the short form) and pre-checks it on leaving', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on('GET /users/pre-check', ok({ login_ability: true, user_role: 'customer' }));
    const { form } = await renderLogin({ initialLogin: 'ada@example.com' });
    expect(form().values.login).toBe('ada@example.com');
    expect(form().getLoginFieldProps().value).toBe('ada@example.com');
    act(() => form().getLoginFieldProps().onBlur());
    await waitFor(() => expect(form().emailCheck.loginAbility).toBe(true));
    expect(server.requestsTo('GET /users/pre-check')[0]?.query.login).toBe('ada@example.com');
  });

  it('takes change events or values, and reflects them in the field props', async () => {
    server.on('GET /users/sessions', ok({}));
    const { form } = await renderLogin({ remote: true, name: 'login-modal' });
    act(() =>
      form()
        .getLoginFieldProps()
        .onChange({ target: { value: 'ann@example.com' } } as never),
    );
    act(() => form().getStaySignedInProps().onChange(false));
    expect(form().getLoginFieldProps()).toMatchObject({
      value: 'ann@example.com',
      type: 'email',
      name: 'login',
      disabled: false,
    });
    expect(form().values).toMatchObject({
      stay_signed_in: false,
      remote: true,
      name: 'login-modal',
    });
  });

  it('toggles the password between hidden and shown', async () => {
    server.on('GET /users/sessions', ok({}));
    const { form } = await renderLogin();
    expect(form().getPasswordFieldProps().type).toBe('password');
    expect(form().getPasswordToggleProps()).toMatchObject({
      'aria-pressed': false,
      'aria-label': 'Show password',
    });
    act(() => form().getPasswordToggleProps().onClick());
    expect(form().showPassword).toBe(true);
    expect(form().getPasswordFieldProps().type).toBe('text');
    expect(form().getPasswordToggleProps()).toMatchObject({
      'aria-pressed': true,
      'aria-label': 'Hide password',
    });
    act(() => form().togglePasswordVisibility());
    expect(form().getPasswordFieldProps().type).toBe('password');
  });

  it('links to sign-up, forgot password and the customer terms and privacy', async () => {
    server.on('GET /users/sessions', ok({}));
    const { form } = await renderLogin();
    expect(form().links).toEqual({
      signUp: '/registration.html',
      forgotPassword: '/auth_password_reset.html',
      terms: '/terms-and-conditions.html',
      privacy: '/privacy-policy.html',
    });
    expect(form().texts).toMatchObject({
      title: 'Log into your account',
      signUp: 'Sign up',
      forgotPassword: 'Forgot password',
      alreadyLoggedIn: 'You are currently logged in',
      continueToDashboard: 'Continue to dashboard',
      policyAgree: 'I agree to the Terms & Conditions and Privacy Policy.',
      marketingAgree: 'I agree to receive bonuses, discounts and promotional materials.',
    });
  });

  it('uses the writer terms and privacy when the form is for writers, and sends that role', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on('GET /users/pre-check', ok({ ...EXISTING, user_role: 'writer' }));
    const { form } = await renderLogin({ userRole: 'writer' });
    expect(form().values.user_role).toBe('writer');
    expect(form().links).toMatchObject({
      terms: '/writer-terms-and-conditions.html',
      privacy: '/writer-privacy-policy.html',
    });
    act(() => form().setLogin('w@example.com'));
    act(() => form().getLoginFieldProps().onBlur());
    await waitFor(() => expect(form().emailCheck.showSuccessMark).toBe(true));
    expect(server.requestsTo('GET /users/pre-check')[0]?.query).toEqual({
      login: 'w@example.com',
      user_role: 'writer',
    });
  });

  it('follows the account role from the pre-check (writer links), back to customer on typing', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on('GET /users/pre-check', ok({ ...EXISTING, user_role: 'writer' }));
    const { form } = await renderLogin();
    act(() => form().setLogin('w@example.com'));
    act(() => form().getLoginFieldProps().onBlur());
    await waitFor(() => expect(form().values.user_role).toBe('writer'));
    expect(server.requestsTo('GET /users/pre-check')[0]?.query).toEqual({ login: 'w@example.com' });
    expect(form().links.terms).toBe('/writer-terms-and-conditions.html');
    act(() => form().setLogin('w@example.co'));
    expect(form().values.user_role).toBe('customer');
    expect(form().links.terms).toBe('/terms-and-conditions.html');
  });

  it('the e-mail tooltip turns into the returning-customer text with login_ability, and the checkmark shows', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on('GET /users/pre-check', ok(EXISTING));
    const { form } = await renderLogin();
    expect(form().loginTooltip).toBe(
      'We use your email for order communication, invoices and billing info, and for marketing if you allow it.',
    );
    act(() => form().setLogin('ann@example.com'));
    act(() => form().getLoginFieldProps().onBlur());
    expect(form().emailCheck.isChecking).toBe(true);
    expect(form().getLoginFieldProps()['aria-busy']).toBe(true);
    await waitFor(() => expect(form().emailCheck.showSuccessMark).toBe(true));
    expect(form().loginTooltip).toBe(
      'Welcome back! Please go ahead and log into your account using your existing credentials.',
    );
  });
});

describe('useLoginForm: validation timing', () => {
  it('shows no error before a submit, even after leaving a field', async () => {
    server.on('GET /users/sessions', ok({}));
    const { form } = await renderLogin();
    act(() => form().setLogin('not-an-email'));
    act(() => form().getLoginFieldProps().onBlur());
    act(() => form().getPasswordFieldProps().onBlur());
    expect(form().errors).toEqual({});
    expect(form().getLoginFieldProps()['aria-invalid']).toBe(false);
  });

  it('validates on submit: texts verbatim, no request, focus on the first field with an error', async () => {
    server.on('GET /users/sessions', ok({}));
    const { form } = await renderLogin();
    const inputs = mountInputs(form);
    server.requests.length = 0;
    await act(() => form().submit());
    expect(form().errors).toEqual({
      login: 'Please enter your email',
      password: 'Please enter your password to continue',
    });
    expect(form().status).toBe('failed');
    expect(server.requests).toEqual([]);
    expect(document.activeElement).toBe(inputs.login);
    expect(form().getLoginFieldProps()['aria-invalid']).toBe(true);
    expect(form().getLoginFieldProps()['aria-describedby']).toContain(form().ids.login.errorId);
  });

  it('moves focus to the password when only the password is wrong', async () => {
    server.on('GET /users/sessions', ok({}));
    const { form } = await renderLogin();
    const inputs = mountInputs(form);
    act(() => form().setLogin('ann@example.com'));
    await act(() => form().submit());
    expect(form().errors).toEqual({ password: 'Please enter your password to continue' });
    expect(document.activeElement).toBe(inputs.password);
  });

  it('after a failed submit the errors follow the values', async () => {
    server.on('GET /users/sessions', ok({}));
    const { form } = await renderLogin();
    await act(() => form().submit());
    act(() => form().setLogin('ann@'));
    expect(form().errors.login).toBe('Please enter a valid email');
    act(() => form().setLogin(`ann@${'a'.repeat(60)}.${'b'.repeat(60)}.com`));
    expect(form().errors.login).toBe('Please enter a valid email (max 127 symbols)');
    act(() => form().setPassword('x'.repeat(128)));
    expect(form().errors.password).toBe(
      'This Password field must be contain not more 127 chatacters',
    );
    act(() => form().setLogin('ann@example.com'));
    act(() => form().setPassword('x'));
    expect(form().errors).toEqual({});
  });

  it('focusFirstError() focuses the first field showing an error', async () => {
    server.on('GET /users/sessions', ok({}));
    const { form } = await renderLogin();
    const inputs = mountInputs(form);
    act(() => form().setLogin('ann@example.com'));
    await act(() => form().submit());
    inputs.login.focus();
    act(() => form().focusFirstError());
    expect(document.activeElement).toBe(inputs.password);
  });
});

describe('useLoginForm: the submit sequence', () => {
  it('runs every step in the spec order and skips those whose value is missing', async () => {
    visitorThenSignedIn();
    const { form, test } = await renderLogin();
    await fillAndSubmit(form);
    expect(server.calls()).toEqual([
      'GET /users/sessions',
      'GET /users/pre-check',
      'POST /users/sessions',
      'GET /users/sessions',
    ]);
    expect(form().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'preCheck', outcome: 'done' },
      { name: 'captchaToken', outcome: 'skipped' },
      { name: 'createSession', outcome: 'done' },
      { name: 'getSession', outcome: 'done' },
      { name: 'clearStoredLogin', outcome: 'skipped' },
      { name: 'workOutRoute', outcome: 'done' },
      { name: 'analyticsSignIn', outcome: 'done' },
      { name: 'navigate', outcome: 'done' },
      { name: 'loadingOff', outcome: 'done' },
    ]);
    expect(server.requestsTo('GET /users/pre-check')[0]?.query).toEqual({
      login: 'ann@example.com',
    });
    const posted = server.requestsTo('POST /users/sessions')[0]?.form;
    expect(posted).toEqual({
      login: 'ann@example.com',
      password: 'secret12',
      utc_offset_min: expect.stringMatching(/^-?\d+$/),
      client_type: 'browser',
      captcha_token: 'skipped',
      stay_signed_in: '1',
      policy_agree: '0',
      marketing_agree: '0',
    });
    expect(test.analytics.at(-1)).toEqual({
      event: 'sign_in',
      user_role: 'customer',
      method: 'password',
    });
    expect(test.navigation.visited).toEqual(['/dashboard/customer/orders/']);
    expect(form()).toMatchObject({
      status: 'succeeded',
      loading: false,
      currentStep: null,
      submitError: null,
    });
  });

  it('is loading, with the current step and a disabled busy button, while a step runs', async () => {
    server.onSequence('GET /users/sessions', [ok({}), ok(CUSTOMER_SESSION)]);
    server.on('GET /users/pre-check', ok(EXISTING));
    const held = server.hold('POST /users/sessions', ok({ auth_token: 't' }));
    const { form } = await renderLogin();
    act(() => {
      form().setLogin('ann@example.com');
      form().setPassword('secret12');
    });
    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = form().submit();
    });
    await held.received();
    await waitFor(() => expect(form().currentStep).toBe('createSession'));
    expect(form().loading).toBe(true);
    expect(form().status).toBe('submitting');
    expect(form().getSubmitButtonProps()).toEqual({
      type: 'submit',
      disabled: true,
      'aria-busy': true,
    });
    await act(() => form().submit());
    held.release();
    await act(() => submitted);
    expect(form().loading).toBe(false);
    expect(server.requestsTo('POST /users/sessions')).toHaveLength(1);
  });

  it('signs in with an address pasted with spaces around it, as the short form would', async () => {
    visitorThenSignedIn();
    const { form, test } = await renderLogin();
    act(() => {
      form().setLogin('  ann@example.com\t');
      form().setPassword('Secret-123');
    });
    await act(() => form().submit());
    expect(form().errors.login).toBeUndefined();
    expect(server.requestsTo('GET /users/pre-check')[0]?.query.login).toBe('ann@example.com');
    expect(server.requestsTo('POST /users/sessions')[0]?.form?.login).toBe('ann@example.com');
    expect(form().status).toBe('succeeded');
    expect(test.navigation.visited).toHaveLength(1);
  });

  it('sends stay_signed_in 0 when unticked', async () => {
    visitorThenSignedIn();
    const { form } = await renderLogin();
    act(() => form().setStaySignedIn(false));
    await fillAndSubmit(form);
    expect(server.requestsTo('POST /users/sessions')[0]?.form?.stay_signed_in).toBe('0');
  });

  it('asks the captcha provider for the token of POST /users/sessions and sends it', async () => {
    visitorThenSignedIn();
    const actions: CaptchaAction[] = [];
    const captcha = {
      getToken: async (action: CaptchaAction) => {
        actions.push(action);
        return 'captcha-123';
      },
    };
    const { form } = await renderLogin({ captchaContext: { siteKey: 'site-key' } }, { captcha });
    await fillAndSubmit(form);
    expect(form().steps[2]).toEqual({ name: 'captchaToken', outcome: 'done' });
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      name: 'post_users/sessions',
      method: 'POST',
      path: '/users/sessions',
      siteKey: 'site-key',
    });
    expect(server.requestsTo('POST /users/sessions')[0]?.form?.captcha_token).toBe('captcha-123');
  });

  it('a failing captcha provider stops before the session POST: "Recaptcha generation error"', async () => {
    visitorThenSignedIn();
    const captcha = { getToken: () => Promise.reject(new Error('no grecaptcha')) };
    const { form } = await renderLogin({ captchaContext: { siteKey: 'site-key' } }, { captcha });
    await fillAndSubmit(form);
    expect(server.calls()).toEqual(['GET /users/sessions', 'GET /users/pre-check']);
    expect(form().errors.login).toBe('Recaptcha generation error');
    expect(form().submitError).toBe('recaptcha_gen_error');
    expect(form().steps.slice(-2)).toEqual([
      { name: 'captchaToken', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
  });

  it('with the client’s provider and reCAPTCHA on in the settings, sends its token for the settings’ site key', async () => {
    visitorThenSignedIn();
    server.on('GET /common/settings', settingsWithRecaptcha(true));
    const { captcha, actions } = recordingCaptcha('env-token-1');
    const { form } = await renderLogin({ captchaContext: { route: 'new_order' } }, { captcha });
    await fillAndSubmit(form);
    expect(server.calls()).toEqual([
      'GET /users/sessions',
      'GET /users/pre-check',
      'GET /common/settings',
      'POST /users/sessions',
      'GET /users/sessions',
    ]);
    expect(form().steps[2]).toEqual({ name: 'captchaToken', outcome: 'done' });
    expect(actions).toEqual([
      {
        name: 'post_users/sessions',
        method: 'POST',
        path: '/users/sessions',
        route: 'new_order',
        siteKey: STAND_IN_SITE_KEY,
        utcOffsetMin: expect.any(Number),
      },
    ]);
    expect(server.requestsTo('POST /users/sessions')[0]?.form?.captcha_token).toBe('env-token-1');
  });

  it('with reCAPTCHA off in the settings, skips the step and sends skipped without asking the provider', async () => {
    visitorThenSignedIn();
    server.on('GET /common/settings', settingsWithRecaptcha(false));
    const { captcha, actions } = recordingCaptcha('env-token-1');
    const { form } = await renderLogin({}, { captcha });
    await fillAndSubmit(form);
    expect(form().steps[2]).toEqual({ name: 'captchaToken', outcome: 'skipped' });
    expect(actions).toEqual([]);
    expect(server.requestsTo('POST /users/sessions')[0]?.form?.captcha_token).toBe('skipped');
    expect(form().status).toBe('succeeded');
  });

  it('clears the stored login from the draft and keeps the rest of it', async () => {
    visitorThenSignedIn();
    const draft = JSON.stringify({
      login: 'ann@example.com',
      discipline_sub: 12,
      writer_req_slug: 'ada',
    });
    const { form, test } = await renderLogin(
      {},
      { localStorage: { 'bb-order': draft }, sessionStorage: { 'bb-order': draft } },
    );
    await fillAndSubmit(form);
    expect(form().steps[5]).toEqual({ name: 'clearStoredLogin', outcome: 'done' });
    expect(JSON.parse(test.environment.localStorage.getItem('bb-order') ?? 'null')).toEqual({
      discipline_sub: 12,
      writer_req_slug: 'ada',
    });
    expect(JSON.parse(test.environment.sessionStorage.getItem('bb-order') ?? 'null')).toEqual({
      discipline_sub: 12,
      writer_req_slug: 'ada',
    });
  });

  it('skips clearing when the stored draft has no login, and leaves a corrupt draft alone', async () => {
    visitorThenSignedIn();
    const { form, test } = await renderLogin(
      {},
      {
        localStorage: { 'bb-order': '{not json' },
        sessionStorage: { 'bb-order': '{"title":"x"}' },
      },
    );
    await fillAndSubmit(form);
    expect(form().steps[5]).toEqual({ name: 'clearStoredLogin', outcome: 'skipped' });
    expect(test.environment.localStorage.getItem('bb-order')).toBe('{not json');
    expect(form().status).toBe('succeeded');
  });

  it.each([
    ['/dashboard/customer/balance/?tab=2', '/dashboard/customer/balance/?tab=2'],
    ['https://evil.example/steal', '/dashboard/customer/orders/'],
    ['//evil.example/steal', '/dashboard/customer/orders/'],
    ['javascript:alert(1)', '/dashboard/customer/orders/'],
  ])('redirect URL %s goes to %s', async (redirectUrl, expected) => {
    visitorThenSignedIn();
    const { form, test } = await renderLogin({ redirectUrl });
    await fillAndSubmit(form);
    expect(test.navigation.visited).toEqual([expected]);
  });

  it('goes to the role home of the session: /dashboard{dashboard_home_url_path}orders/', async () => {
    visitorThenSignedIn({ user_role: 'writer', dashboard_home_url_path: '/expert/' });
    const { form, test } = await renderLogin();
    await fillAndSubmit(form);
    expect(test.navigation.visited).toEqual(['/dashboard/expert/orders/']);
    expect(test.analytics.at(-1)).toEqual({
      event: 'sign_in',
      user_role: 'writer',
      method: 'password',
    });
  });

  it('a remote login does not navigate; the page session and onLoggedIn get the session', async () => {
    visitorThenSignedIn();
    server.on('GET /customers', ok({ email: 'ann@example.com', avatar_url: '' }));
    const onLoggedIn = vi.fn();
    const { form, test, result } = await renderLogin({ remote: true, onLoggedIn });
    await fillAndSubmit(form);
    expect(form().steps.find((step) => step.name === 'navigate')).toEqual({
      name: 'navigate',
      outcome: 'skipped',
    });
    expect(test.navigation.visited).toEqual([]);
    expect(onLoggedIn).toHaveBeenCalledWith(
      expect.objectContaining({ user_role: 'customer', user_id: 1042 }),
    );
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(true));
    expect(server.calls().at(-1)).toBe('GET /customers');
    expect(test.navigation.visited).toEqual([]);
  });

  it('calls onLoggedIn after a normal login too', async () => {
    visitorThenSignedIn();
    const onLoggedIn = vi.fn();
    const { form } = await renderLogin({ onLoggedIn });
    await fillAndSubmit(form);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });
});

describe('useLoginForm: errors', () => {
  it('password_incorrect: "Wrong password, please try again" on the password, focused; typing there clears it', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on('GET /users/pre-check', ok(EXISTING));
    server.on('POST /users/sessions', error('password_incorrect'));
    const { form, test } = await renderLogin();
    const inputs = mountInputs(form);
    await fillAndSubmit(form);
    expect(form().errors).toEqual({ password: 'Wrong password, please try again' });
    expect(form()).toMatchObject({
      submitError: 'password_incorrect',
      status: 'failed',
      loading: false,
    });
    expect(document.activeElement).toBe(inputs.password);
    expect(form().steps.slice(-2)).toEqual([
      { name: 'createSession', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
    expect(server.calls()).toEqual([
      'GET /users/sessions',
      'GET /users/pre-check',
      'POST /users/sessions',
    ]);
    expect(test.navigation.visited).toEqual([]);
    act(() => form().setPassword('another1'));
    expect(form().errors).toEqual({});
  });

  it('an empty session body after the POST is password_incorrect', async () => {
    server.onSequence('GET /users/sessions', [ok({}), ok({})]);
    server.on('GET /users/pre-check', ok(EXISTING));
    server.on('POST /users/sessions', ok({ auth_token: 't' }));
    const { form } = await renderLogin();
    await fillAndSubmit(form);
    expect(form().errors.password).toBe('Wrong password, please try again');
    expect(form().steps.at(-2)).toEqual({ name: 'getSession', outcome: 'failed' });
  });

  it.each([
    ['login_incorrect', 'login', 'Login incorrect (user not exist)'],
    ['loginability_issue', 'password', 'Login for this account is not available.'],
    ['user_blocked', 'login', 'This account is blocked'],
    [
      'auth_token_required_user_not_matched',
      'login',
      'This email has a different user role. Use "my account" to log in',
    ],
    [
      'user_role_required_user_not_matched',
      'login',
      'This email has a different user role. Use "my account" to log in',
    ],
    ['internal_error', 'form', 'Some error occurred. Please try again later or contact support.'],
  ])('%s from the server shows on %s: %s', async (slug, field, text) => {
    server.on('GET /users/sessions', ok({}));
    server.on('GET /users/pre-check', ok(EXISTING));
    server.on('POST /users/sessions', error(slug, slug === 'internal_error' ? 500 : 400));
    const { form } = await renderLogin();
    await fillAndSubmit(form);
    expect(form().errors).toEqual({ [field]: text });
    expect(form().submitError).toBe(slug);
  });

  it('the pre-check finding a blocked account stops before the POST', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on(
      'GET /users/pre-check',
      ok({ ...EXISTING, login_ability: false, register_ability: false }),
    );
    const { form } = await renderLogin();
    await fillAndSubmit(form);
    expect(server.calls()).toEqual(['GET /users/sessions', 'GET /users/pre-check']);
    expect(form().errors.login).toBe('This account is blocked');
    expect(form().steps.slice(-2)).toEqual([
      { name: 'preCheck', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
  });

  it('the pre-check finding another role stops with the different-role message', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on(
      'GET /users/pre-check',
      ok({ ...EXISTING, user_role: 'writer', user_role_matched: false }),
    );
    const { form } = await renderLogin({ userRole: 'customer' });
    await fillAndSubmit(form);
    expect(server.calls()).toEqual(['GET /users/sessions', 'GET /users/pre-check']);
    expect(form().errors.login).toBe(
      'This email has a different user role. Use "my account" to log in',
    );
  });

  it('shows the pre-check verdict on the field as soon as the e-mail is left', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on(
      'GET /users/pre-check',
      ok({ ...EXISTING, login_ability: false, register_ability: false }),
    );
    const { form } = await renderLogin();
    act(() => form().setLogin('gone@example.com'));
    act(() => form().getLoginFieldProps().onBlur());
    await waitFor(() => expect(form().errors.login).toBe('This account is blocked'));
    expect(form().getLoginFieldProps()['aria-invalid']).toBe(true);
  });

  it('typing the login clears the submit error, consent and role', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on('GET /users/pre-check', ok(EXISTING));
    server.on('POST /users/sessions', error('policy_required'));
    const { form } = await renderLogin();
    await fillAndSubmit(form);
    expect(form().values.showGdpr).toBe(true);
    expect(form().errors.policy_agree).toBe(
      'Please agree to the Terms & Conditions and Privacy Policy to continue',
    );
    expect(form().submitError).toBe('policy_required');
    act(() => form().setLogin('ann@example.co'));
    expect(form().submitError).toBeNull();
    expect(form().values).toMatchObject({
      showGdpr: false,
      policy_agree: false,
      user_role: 'customer',
    });
    expect(form().errors).toEqual({});
  });
});

describe('useLoginForm: consent for a new account', () => {
  // The server's own verdict after the ticks (login_incorrect) is asserted against the API
  // itself in use-login-form.api.test.tsx; the fake answers the same.
  it('stops at the pre-check to show consent, then sends the ticks with the sign-in', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on('GET /users/pre-check', ok(NEW_ACCOUNT));
    server.on('POST /users/sessions', error('login_incorrect', 400));
    const { form, test } = await renderLogin();
    const inputs = mountInputs(form);
    await fillAndSubmit(form, 'new@example.com');
    expect(form().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'preCheck', outcome: 'stopped' },
    ]);
    expect(server.calls()).toEqual(['GET /users/sessions', 'GET /users/pre-check']);
    expect(form().values.showGdpr).toBe(true);
    expect(form().getPolicyAgreeProps().hidden).toBe(false);
    expect(form().errors).toEqual({
      policy_agree: 'Please agree to the Terms & Conditions and Privacy Policy to continue',
    });
    expect(form().loading).toBe(false);
    expect(document.activeElement).toBe(inputs.policy_agree);

    act(() => form().getPolicyAgreeProps().onChange(true));
    act(() => form().getMarketingAgreeProps().onChange(true));
    expect(form().errors).toEqual({});
    await act(() => form().submit());
    expect(server.requestsTo('POST /users/sessions')[0]?.form).toMatchObject({
      policy_agree: '1',
      marketing_agree: '1',
    });
    expect(form().submitError).toBe('login_incorrect');
    expect(test.navigation.visited).toEqual([]);
  });

  it('requires policy_agree while the consent block shows', async () => {
    server.on('GET /users/sessions', ok({}));
    server.on('GET /users/pre-check', ok(NEW_ACCOUNT));
    const { form } = await renderLogin();
    act(() => form().setLogin('new@example.com'));
    act(() => form().getLoginFieldProps().onBlur());
    await waitFor(() => expect(form().values.showGdpr).toBe(true));
    act(() => form().setMarketingAgree(true));
    act(() => form().setPassword('secret12'));
    server.requests.length = 0;
    await act(() => form().submit());
    expect(form().errors).toEqual({
      policy_agree: 'Please agree to the Terms & Conditions and Privacy Policy to continue',
    });
    expect(server.requests).toEqual([]);
  });
});

describe('useLoginForm: already logged in', () => {
  function loggedInCustomer() {
    server.on('GET /users/sessions', ok(CUSTOMER_SESSION));
    server.on('GET /customers', ok({ email: 'ann@example.com', avatar_url: '' }));
  }

  it('redirects to the dashboard, disables the fields, shows the hint and the continue link', async () => {
    loggedInCustomer();
    const { form, test } = await renderLogin();
    await waitFor(() => expect(form().alreadyLoggedIn).toBe(true));
    expect(test.navigation.visited).toEqual(['/dashboard/customer/orders/']);
    expect(form().getLoginFieldProps().disabled).toBe(true);
    expect(form().getPasswordFieldProps().disabled).toBe(true);
    expect(form().getSubmitButtonProps().disabled).toBe(true);
    expect(form().texts.alreadyLoggedIn).toBe('You are currently logged in');
    expect(form().texts.continueToDashboard).toBe('Continue to dashboard');
    expect(form().continueToDashboardHref).toBe('/customer/orders/');
    expect(form().getLoginFieldProps()['aria-describedby']).toBe(form().ids.alreadyLoggedInHint);
    server.requests.length = 0;
    await act(() => form().submit());
    expect(server.requests).toEqual([]);
  });

  it('redirects only once', async () => {
    loggedInCustomer();
    const { form, test, rerender } = await renderLogin();
    await waitFor(() => expect(form().alreadyLoggedIn).toBe(true));
    rerender();
    expect(test.navigation.visited).toHaveLength(1);
  });

  it('in a remote login stays put, still disabled', async () => {
    loggedInCustomer();
    const { form, test } = await renderLogin({ remote: true });
    await waitFor(() => expect(form().alreadyLoggedIn).toBe(true));
    expect(test.navigation.visited).toEqual([]);
    expect(form().getLoginFieldProps().disabled).toBe(true);
  });

  it('is not "logged in" for another role (no customer e-mail)', async () => {
    server.on(
      'GET /users/sessions',
      ok({ user_role: 'writer', dashboard_home_url_path: '/writer/' }),
    );
    const { form, test } = await renderLogin();
    expect(form().alreadyLoggedIn).toBe(false);
    expect(form().continueToDashboardHref).toBeNull();
    expect(form().getLoginFieldProps().disabled).toBe(false);
    expect(test.navigation.visited).toEqual([]);
  });
});

it('renders on the server without touching the API', () => {
  const test = createTestEnvironment(server);
  const html = renderHookOnServer(
    test.environment,
    () => useLoginForm(),
    (form) => `${form.getLoginFieldProps().name} ${form.status}`,
  );
  expect(html).toBe('login idle');
  expect(server.requests).toEqual([]);
});
