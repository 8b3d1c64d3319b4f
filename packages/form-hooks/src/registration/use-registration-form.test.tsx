import { act, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import { renderHookOnServer } from '../test-support/render-on-server';
import { createTestEnvironment } from '../test-support/test-environment';
import { type UseRegistrationFormOptions, useRegistrationForm } from './use-registration-form';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => {
  server.reset();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

function renderRegistration(options: UseRegistrationFormOptions = {}) {
  const test = createTestEnvironment(server);
  const rendered = renderHook(() => useRegistrationForm(options), { wrapper: test.wrapper });
  return { test, form: () => rendered.result.current, ...rendered };
}

function signUpAnswers() {
  server.on('POST /customers', ok({ email: 'new@example.com', avatar_url: '' }));
  server.on(
    'GET /users/sessions',
    ok({
      user_role: 'customer',
      dashboard_home_url_path: '/customer/',
      user_id: 77,
      is_new_customer: true,
    }),
  );
}

describe('useRegistrationForm', () => {
  it('starts empty with the texts and the customer terms and privacy', () => {
    const { form } = renderRegistration();
    expect(form().values).toEqual({ login: '', policy_agree: false, marketing_agree: false });
    expect(form().links).toEqual({
      terms: '/terms-and-conditions.html',
      privacy: '/privacy-policy.html',
      logIn: '/sign-in.html',
    });
    expect(form().texts).toMatchObject({
      title: 'Sign up',
      policyAgree: 'I agree to the Terms & Conditions and Privacy Policy.',
      marketingAgree: 'I agree to receive bonuses, discounts and promotional materials.',
    });
  });

  it('the writer variant links the writer terms and privacy', () => {
    const { form } = renderRegistration({ role: 'writer' });
    expect(form().links).toMatchObject({
      terms: '/writer-terms-and-conditions.html',
      privacy: '/writer-privacy-policy.html',
    });
  });

  it('signs up: POST /customers, session, sign_up event, then the dashboard', async () => {
    signUpAnswers();
    const { form, test } = renderRegistration();
    act(() => {
      form().setLogin('new@example.com');
      form().setPolicyAgree(true);
      form().setMarketingAgree(true);
    });
    await act(() => form().submit());
    expect(server.calls()).toEqual(['POST /customers', 'GET /users/sessions']);
    expect(server.requestsTo('POST /customers')[0]?.form).toEqual({
      login: 'new@example.com',
      utc_offset_min: expect.stringMatching(/^-?\d+$/),
      force_auth: '1',
      policy_agree: '1',
      marketing_agree: '1',
      client_type: 'browser',
    });
    expect(form().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'createCustomer', outcome: 'done' },
      { name: 'getSession', outcome: 'done' },
      { name: 'analyticsSignUp', outcome: 'done' },
      { name: 'workOutRoute', outcome: 'done' },
      { name: 'navigate', outcome: 'done' },
      { name: 'loadingOff', outcome: 'done' },
    ]);
    expect(test.analytics).toEqual([
      { event: 'sign_up', user_role: 'customer', method: 'email', user_id: 77 },
    ]);
    expect(test.navigation.visited).toEqual(['/dashboard/customer/orders/']);
    expect(form()).toMatchObject({ status: 'succeeded', loading: false });
  });

  it('skips the sign_up event when no user id is known', async () => {
    server.on('POST /customers', ok({}));
    server.on(
      'GET /users/sessions',
      ok({ user_role: 'customer', dashboard_home_url_path: '/customer/' }),
    );
    const { form, test } = renderRegistration({ redirectUrl: '/dashboard/customer/new_order/' });
    act(() => {
      form().setLogin('new@example.com');
      form().setPolicyAgree(true);
    });
    await act(() => form().submit());
    expect(form().steps[3]).toEqual({ name: 'analyticsSignUp', outcome: 'skipped' });
    expect(test.analytics).toEqual([]);
    expect(test.navigation.visited).toEqual(['/dashboard/customer/new_order/']);
  });

  it('without policy_agree the sign-up is refused locally with policy_required: no request', async () => {
    const { form } = renderRegistration();
    const checkbox = document.createElement('input');
    document.body.append(checkbox);
    form().getPolicyAgreeProps().ref(checkbox);
    act(() => form().setLogin('new@example.com'));
    await act(() => form().submit());
    expect(server.requests).toEqual([]);
    expect(form().submitError).toBe('policy_required');
    expect(form().errors).toEqual({
      policy_agree: 'Please agree to the Terms & Conditions and Privacy Policy to continue',
    });
    expect(form().steps.slice(-2)).toEqual([
      { name: 'createCustomer', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
    expect(document.activeElement).toBe(checkbox);
    act(() => form().setPolicyAgree(true));
    expect(form().errors).toEqual({});
  });

  it('a wrong e-mail is shown with the missing consent, before any request', async () => {
    const { form } = renderRegistration();
    act(() => form().setLogin('new@'));
    await act(() => form().submit());
    expect(server.requests).toEqual([]);
    expect(form().errors).toEqual({
      login: 'Please enter a valid email',
      policy_agree: 'Please agree to the Terms & Conditions and Privacy Policy to continue',
    });
  });

  it('shows the e-mail error once the field is left', () => {
    const { form } = renderRegistration();
    act(() => form().setLogin('x'));
    expect(form().errors).toEqual({});
    act(() => form().getLoginFieldProps().onBlur());
    expect(form().errors).toEqual({ login: 'Please enter a valid email' });
  });

  it('maps a server refusal onto its field', async () => {
    server.on('POST /customers', error('user_exists'));
    const { form, test } = renderRegistration();
    act(() => {
      form().setLogin('old@example.com');
      form().setPolicyAgree(true);
    });
    await act(() => form().submit());
    expect(form().errors).toEqual({
      login: 'An account with this email already exists. Please log in.',
    });
    expect(form().loading).toBe(false);
    expect(test.navigation.visited).toEqual([]);
    act(() => form().setLogin('other@example.com'));
    expect(form().errors).toEqual({});
  });

  it('renders on the server', () => {
    const test = createTestEnvironment(server);
    expect(
      renderHookOnServer(
        test.environment,
        () => useRegistrationForm(),
        (form) => form.status,
      ),
    ).toBe('idle');
  });
});
