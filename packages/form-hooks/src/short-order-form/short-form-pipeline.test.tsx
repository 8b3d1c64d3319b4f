import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support';
import {
  BLOCKED_ACCOUNT,
  CUSTOMER_SESSION,
  EXISTING_ACCOUNT,
  fillIn,
  NEW_ACCOUNT,
  programCustomer,
  programPage,
  renderShortForm,
  SESSIONS,
  stepOutcomes,
  submit,
} from './short-form-test-kit';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  programPage(server);
});

const redirectUrl = (key: string) =>
  `${server.origin}/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=${key}`;

describe('short form submit pipeline (normal)', () => {
  it('new customer with consent: check, register, session, sign-up event, data box, newOrder, navigate, clear', async () => {
    const form = await renderShortForm(
      server,
      { pageType: 'landing' },
      { localStorage: { 'requested-writer': '{"slug":"old"}' } },
    );
    server.on('GET /users/pre-check', ok(NEW_ACCOUNT));
    fillIn(form, { login: 'new@example.com', blur: true, disciplineId: 11 });
    await waitFor(() => expect(form.result.current.consent.visible).toBe(true));
    act(() => form.result.current.setPolicyAgree(true));
    act(() => form.result.current.setMarketingAgree(true));
    server.on('POST /customers', ok({ email: 'new@example.com' }));
    server.on(SESSIONS, ok({ ...CUSTOMER_SESSION, user_id: 77, is_new_customer: true }));
    server.on('POST /widgets/data-boxes', ok({ key: 'box-1' }));
    const beforeSubmit = form.callsSinceLoad().length;

    await submit(form);

    expect(form.callsSinceLoad().slice(beforeSubmit)).toEqual([
      'GET /users/pre-check',
      'POST /customers',
      'GET /users/sessions',
      'POST /widgets/data-boxes',
    ]);
    expect(stepOutcomes(form)).toEqual([
      'setLoading:done',
      'checkUser:done',
      'registerCustomer:done',
      'getSession:done',
      'openLoginModal:skipped',
      'signUpAnalytics:done',
      'saveDataBox:done',
      'newOrderAndNavigate:done',
      'clearStoredDraft:done',
      'mapErrors:done',
      'clearLoading:skipped',
    ]);
    const [check, register, , dataBox] = form.requestsSinceLoad().slice(beforeSubmit);
    expect(check?.query).toEqual({ login: 'new@example.com', user_role: 'customer' });
    expect(register?.form).toMatchObject({
      login: 'new@example.com',
      policy_agree: '1',
      marketing_agree: '1',
      force_auth: '1',
      client_type: 'browser',
      page_type: 'landing',
    });
    expect(dataBox?.form?.ttl).toBe('1800');
    expect(JSON.parse(dataBox?.form?.data ?? '')).toEqual({
      login: 'new@example.com',
      discipline_sub: 11,
      discipline_txt: '',
      writer_req_slug: '',
      policy_agree: true,
      marketing_agree: true,
    });
    expect(form.analyticsSinceLoad()).toEqual([
      { event: 'sign_up', user_role: 'customer', method: 'email', user_id: 77 },
      {
        event: 'newOrder',
        order_size_id: null,
        order_size: null,
        discipline_id: 11,
        discipline_title: 'Python',
        writer_requested: false,
        writer_req_slug: null,
        user_id: 77,
      },
    ]);
    expect(form.navigation.visited).toEqual([redirectUrl('box-1')]);
    expect(form.environment.localStorage.getItem('bb-order')).toBeNull();
    expect(form.environment.localStorage.getItem('requested-writer')).toBeNull();
    // The page is leaving: loading stays on (step 11 skipped) and the button keeps its spinner.
    expect(form.result.current.values.loading).toBe(true);
    expect(form.result.current.button).toMatchObject({ disabled: true, spinner: true });
    expect(form.result.current.errors).toEqual({});
  });

  it('existing customer, not signed in: check, session (none), login modal; nothing saved', async () => {
    const form = await renderShortForm(server);
    server.on('GET /users/pre-check', ok(EXISTING_ACCOUNT));
    fillIn(form, { login: 'ann@example.com', disciplineId: 12 });
    const draftBefore = form.environment.localStorage.getItem('bb-order');

    await submit(form);

    expect(form.callsSinceLoad()).toEqual(['GET /users/pre-check', 'GET /users/sessions']);
    expect(stepOutcomes(form)).toEqual([
      'setLoading:done',
      'checkUser:done',
      'registerCustomer:skipped',
      'getSession:done',
      'openLoginModal:done',
      'signUpAnalytics:skipped',
      'saveDataBox:skipped',
      'newOrderAndNavigate:skipped',
      'clearStoredDraft:skipped',
      'mapErrors:done',
      'clearLoading:done',
    ]);
    const { loginModal } = form.result.current;
    expect(loginModal.open).toBe(true);
    expect(loginModal.title).toBe('Log into your account');
    expect(loginModal.login).toBe('ann@example.com');
    expect(loginModal.signUpUrl).toBe('/registration.html');
    expect(loginModal.forgotPasswordUrl).toBe('/auth_password_reset.html');
    // The empty session is flagged, not shown: the modal asks for the password.
    expect(form.result.current.errorFlags).toEqual({ password_incorrect: true });
    expect(form.result.current.errors).toEqual({});
    expect(form.result.current.formError).toBeNull();
    expect(form.result.current.values.loading).toBe(false);
    expect(form.result.current.button.text).toBe('Log into your account');
    expect(form.navigation.visited).toEqual([]);
    expect(form.analyticsSinceLoad()).toEqual([]);
    expect(form.environment.localStorage.getItem('bb-order')).toBe(draftBefore);

    act(() => form.result.current.loginModal.close());
    expect(form.result.current.loginModal.open).toBe(false);
  });

  it('after password_incorrect, the next submit skips the session and opens the modal at once', async () => {
    const form = await renderShortForm(server);
    server.on('GET /users/pre-check', ok(EXISTING_ACCOUNT));
    fillIn(form, { login: 'ann@example.com', disciplineId: 12 });
    await submit(form);
    act(() => form.result.current.loginModal.close());
    const before = form.callsSinceLoad().length;

    await submit(form);

    expect(form.callsSinceLoad().slice(before)).toEqual(['GET /users/pre-check']);
    expect(stepOutcomes(form)).toContain('getSession:skipped');
    expect(stepOutcomes(form)).toContain('openLoginModal:done');
    expect(form.result.current.loginModal.open).toBe(true);

    // Changing the login clears the flag: the next submit looks for a session again.
    fillIn(form, { login: 'ann2@example.com' });
    expect(form.result.current.errorFlags).toEqual({});
  });

  it('logged-in customer: check, session with user_id, data box, navigate; no sign-up event, loading kept', async () => {
    programCustomer(server, 'ann@example.com');
    const form = await renderShortForm(server, { writerReqSlug: 'ada-l' });
    expect(form.result.current.loggedInCustomer).toBe(true);
    expect(form.result.current.getLoginFieldProps()).toMatchObject({
      value: 'ann@example.com',
      disabled: true,
    });
    expect(form.result.current.button.text).toBe('Request expert');
    server.on('GET /users/pre-check', ok(EXISTING_ACCOUNT));
    server.on('POST /widgets/data-boxes', ok({ key: 'box-2' }));
    fillIn(form, { disciplineId: 31 });
    const before = form.callsSinceLoad().length;

    await submit(form);

    expect(form.callsSinceLoad().slice(before)).toEqual([
      'GET /users/pre-check',
      'GET /users/sessions',
      'POST /widgets/data-boxes',
    ]);
    expect(stepOutcomes(form)).toEqual([
      'setLoading:done',
      'checkUser:done',
      'registerCustomer:skipped',
      'getSession:done',
      'openLoginModal:skipped',
      'signUpAnalytics:skipped',
      'saveDataBox:done',
      'newOrderAndNavigate:done',
      'clearStoredDraft:done',
      'mapErrors:done',
      'clearLoading:skipped',
    ]);
    const dataBox = form.requestsSinceLoad().find((request) => request.method === 'POST');
    expect(JSON.parse(dataBox?.form?.data ?? '')).toMatchObject({
      login: 'ann@example.com',
      discipline_sub: 31,
      writer_req_slug: 'ada-l',
    });
    expect(form.analyticsSinceLoad()).toEqual([
      {
        event: 'newOrder',
        order_size_id: null,
        order_size: null,
        discipline_id: 31,
        discipline_title: 'Linear programming',
        writer_requested: true,
        writer_req_slug: 'ada-l',
        user_id: 1042,
      },
    ]);
    expect(form.navigation.visited).toEqual([redirectUrl('box-2')]);
    expect(form.result.current.values.loading).toBe(true);
  });

  it('policy_required: an account to create without consent opens the consent block; changing the login resets it', async () => {
    const form = await renderShortForm(server);
    server.on('GET /users/pre-check', ok(NEW_ACCOUNT));
    fillIn(form, { login: 'new@example.com', disciplineId: 11 });
    expect(form.result.current.consent.visible).toBe(false);

    await submit(form);

    expect(form.callsSinceLoad()).toEqual(['GET /users/pre-check']);
    expect(stepOutcomes(form)).toEqual([
      'setLoading:done',
      'checkUser:done',
      'registerCustomer:skipped',
      'getSession:skipped',
      'openLoginModal:skipped',
      'signUpAnalytics:skipped',
      'saveDataBox:skipped',
      'newOrderAndNavigate:skipped',
      'clearStoredDraft:skipped',
      'mapErrors:done',
      'clearLoading:done',
    ]);
    expect(form.result.current.consent.visible).toBe(true);
    expect(form.result.current.formError).toBe('policy_required');
    expect(form.result.current.errorFlags).toEqual({ policy_required: true });
    expect(form.result.current.errors.policy_agree).toBe(
      'Please agree to the Terms & Conditions and Privacy Policy to continue',
    );
    expect(form.result.current.getPolicyAgreeProps().hidden).toBe(false);

    act(() => form.result.current.setPolicyAgree(true));
    fillIn(form, { login: 'other@example.com' });
    expect(form.result.current.formError).toBeNull();
    expect(form.result.current.errors).toEqual({});
    expect(form.result.current.consent).toEqual({
      visible: false,
      policyAgree: false,
      marketingAgree: false,
    });
  });

  it('policy_agreement_not_full from the server shows the consent block and its message', async () => {
    const form = await renderShortForm(server);
    server.on('GET /users/pre-check', ok(NEW_ACCOUNT));
    fillIn(form, { login: 'new@example.com', blur: true, disciplineId: 11 });
    await waitFor(() => expect(form.result.current.consent.visible).toBe(true));
    act(() => form.result.current.setPolicyAgree(true));
    server.on('POST /customers', error('policy_agreement_not_full'));
    const before = form.callsSinceLoad().length;

    await submit(form);

    expect(form.callsSinceLoad().slice(before)).toEqual([
      'GET /users/pre-check',
      'POST /customers',
    ]);
    expect(stepOutcomes(form)).toContain('getSession:skipped');
    expect(form.result.current.formError).toBe('policy_agreement_not_full');
    expect(form.result.current.errors.policy_agree).toBe(
      'Please accept all the required agreements to continue',
    );
    expect(form.result.current.consent.visible).toBe(true);
    expect(form.result.current.values.loading).toBe(false);
  });

  it('user_blocked: neither login nor register ability is refused locally on the login field', async () => {
    const form = await renderShortForm(server);
    server.on('GET /users/pre-check', ok(BLOCKED_ACCOUNT));
    fillIn(form, { login: 'blocked@example.com', disciplineId: 11 });

    await submit(form);

    expect(form.callsSinceLoad()).toEqual(['GET /users/pre-check']);
    expect(stepOutcomes(form)).toEqual([
      'setLoading:done',
      'checkUser:done',
      'registerCustomer:skipped',
      'getSession:skipped',
      'openLoginModal:skipped',
      'signUpAnalytics:skipped',
      'saveDataBox:skipped',
      'newOrderAndNavigate:skipped',
      'clearStoredDraft:skipped',
      'mapErrors:done',
      'clearLoading:done',
    ]);
    expect(form.result.current.formError).toBe('user_blocked');
    expect(form.result.current.errors.login).toBe('This account is blocked');
    expect(form.result.current.getLoginFieldProps()['aria-invalid']).toBe(true);
  });

  it('an account of another role gets the different-role message and nothing else runs', async () => {
    const form = await renderShortForm(server);
    server.on(
      'GET /users/pre-check',
      ok({ ...EXISTING_ACCOUNT, user_role: 'writer', user_role_matched: false }),
    );
    fillIn(form, { login: 'writer@example.com', disciplineId: 11 });

    await submit(form);

    expect(form.callsSinceLoad()).toEqual(['GET /users/pre-check']);
    expect(stepOutcomes(form)).toContain('getSession:skipped');
    expect(stepOutcomes(form)).toContain('openLoginModal:skipped');
    expect(form.result.current.errors.login).toBe(
      'This email has a different user role. Use "my account" to log in',
    );
  });

  it('a failed data box keeps the draft, shows the error and clears loading for another try', async () => {
    programCustomer(server);
    const form = await renderShortForm(server);
    server.on('GET /users/pre-check', ok(EXISTING_ACCOUNT));
    server.on('POST /widgets/data-boxes', error('data_box_too_large', 413));
    fillIn(form, { disciplineId: 11 });
    const before = form.callsSinceLoad().length;

    await submit(form);

    expect(form.callsSinceLoad().slice(before)).toEqual([
      'GET /users/pre-check',
      'GET /users/sessions',
      'POST /widgets/data-boxes',
    ]);
    expect(stepOutcomes(form).slice(-5)).toEqual([
      'saveDataBox:done',
      'newOrderAndNavigate:skipped',
      'clearStoredDraft:skipped',
      'mapErrors:done',
      'clearLoading:done',
    ]);
    expect(form.result.current.formError).toBe('data_box_too_large');
    expect(form.result.current.errors.form).toBe(
      'Your order details are too large to save. Please shorten them and try again.',
    );
    expect(JSON.parse(form.environment.localStorage.getItem('bb-order') ?? '')).toMatchObject({
      discipline_sub: 11,
    });
    expect(form.navigation.visited).toEqual([]);
    expect(form.result.current.values.loading).toBe(false);
  });

  it('shows the spinner and the current step while a call is under way', async () => {
    const form = await renderShortForm(server);
    const held = server.hold('GET /users/pre-check', ok(BLOCKED_ACCOUNT));
    fillIn(form, { login: 'slow@example.com', disciplineId: 11 });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = form.result.current.submit();
    });
    await held.received();
    await waitFor(() => expect(form.result.current.currentStep).toBe('checkUser'));
    expect(form.result.current.values.loading).toBe(true);
    expect(form.result.current.button).toMatchObject({ disabled: true, spinner: true });
    expect(form.result.current.getSubmitButtonProps()).toEqual({
      type: 'submit',
      disabled: true,
      'aria-busy': true,
    });
    // A second click while busy starts nothing.
    await act(() => form.result.current.submit());
    held.release();
    await act(() => done);
    expect(form.callsSinceLoad()).toEqual(['GET /users/pre-check']);
    expect(form.result.current.currentStep).toBeNull();
    expect(form.result.current.button.spinner).toBe(false);
  });

  it('goes to a same-origin url from the address and lets onNavigate and onSubmitted take over', async () => {
    programCustomer(server);
    const navigated: string[] = [];
    const submitted: unknown[] = [];
    const form = await renderShortForm(
      server,
      { onNavigate: (url) => navigated.push(url), onSubmitted: (result) => submitted.push(result) },
      { href: 'http://localhost/python-homework.html?url=%2Forder%2Fstart' },
    );
    server.on('GET /users/pre-check', ok(EXISTING_ACCOUNT));
    server.on('POST /widgets/data-boxes', ok({ key: 'box-3' }));
    fillIn(form, { disciplineId: 11 });

    await submit(form);

    expect(navigated).toEqual(['/order/start?data_box_key=box-3']);
    expect(form.navigation.visited).toEqual([]);
    expect(submitted).toEqual([
      { dataBoxKey: 'box-3', url: '/order/start?data_box_key=box-3', userId: 1042 },
    ]);
  });
});
