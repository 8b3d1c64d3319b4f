import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../session/use-session';
import { type RealApiServer, startRealApiServer } from '../test-support/real-api-server';
import { useLoginForm } from './use-login-form';

/**
 * The login form against the API itself: where a fake could accept what the server refuses (or
 * the other way round), these paths are judged by the real answers.
 */
let api: RealApiServer;
beforeAll(async () => {
  api = await startRealApiServer();
});
afterAll(() => api?.close());

async function renderLogin() {
  const test = api.visitor();
  const rendered = renderHook(() => ({ form: useLoginForm(), session: useSession() }), {
    wrapper: test.wrapper,
  });
  await waitFor(() => expect(rendered.result.current.session.status).not.toBe('loading'));
  const form = () => rendered.result.current.form;
  const fill = (login: string, password: string) =>
    act(() => {
      form().setLogin(login);
      form().setPassword(password);
    });
  return { test, form, fill };
}

describe('useLoginForm against the API', () => {
  it('a new e-mail: consent opens first; after the ticks the server refuses the sign-in, since the account does not exist', async () => {
    const { form, fill, test } = await renderLogin();
    fill('new.visitor@example.com', 'secret12');
    await act(() => form().submit());
    expect(form().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'preCheck', outcome: 'stopped' },
    ]);
    expect(form().values.showGdpr).toBe(true);
    expect(form().errors).toEqual({
      policy_agree: 'Please agree to the Terms & Conditions and Privacy Policy to continue',
    });

    act(() => form().setPolicyAgree(true));
    act(() => form().setMarketingAgree(true));
    await act(() => form().submit());
    expect(form().status).toBe('failed');
    expect(form().submitError).toBe('login_incorrect');
    expect(form().errors.login).toBe('Login incorrect (user not exist)');
    expect(form().steps.slice(-2)).toEqual([
      { name: 'createSession', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
    expect(test.navigation.visited).toEqual([]);
  });

  it('the demo customer, with a pasted space around the e-mail, signs in and goes to their orders', async () => {
    const { form, fill, test } = await renderLogin();
    fill(` ${DEMO_ACCOUNTS.customer} `, DEMO_PASSWORD);
    await act(() => form().submit());
    expect(form().status).toBe('succeeded');
    expect(form().steps.map((step) => `${step.name}:${step.outcome}`)).toEqual([
      'loadingOn:done',
      'preCheck:done',
      'captchaToken:skipped',
      'createSession:done',
      'getSession:done',
      'clearStoredLogin:skipped',
      'workOutRoute:done',
      'analyticsSignIn:done',
      'navigate:done',
      'loadingOff:done',
    ]);
    expect(test.navigation.visited).toEqual(['/dashboard/customer/orders/']);
    expect(test.analytics).toContainEqual(
      expect.objectContaining({ event: 'sign_in', user_role: 'customer' }),
    );
  });

  it('a wrong password: the server’s slug shows on the password field and nothing navigates', async () => {
    const { form, fill, test } = await renderLogin();
    fill(DEMO_ACCOUNTS.writer, 'Wrong-password-1');
    await act(() => form().submit());
    expect(form().submitError).toBe('password_incorrect');
    expect(form().errors.password).toBeDefined();
    expect(test.navigation.visited).toEqual([]);
  });
});
