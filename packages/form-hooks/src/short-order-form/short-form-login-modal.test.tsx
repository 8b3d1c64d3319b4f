import type { CaptchaAction } from '@bb/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLoginForm } from '../login';
import { createTestEnvironment, type FakeApiServer, ok, startFakeApiServer } from '../test-support';
import {
  CUSTOMER_SESSION,
  EXISTING_ACCOUNT,
  programPage,
  SESSIONS,
  SETTINGS,
} from './short-form-test-kit';
import { useShortOrderForm } from './use-short-order-form';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  programPage(server);
});

function renderFormWithModal() {
  const actions: CaptchaAction[] = [];
  const test = createTestEnvironment(server, {
    captcha: {
      getToken: async (action) => {
        actions.push(action);
        return 'token-1';
      },
    },
  });
  const hook = renderHook(
    () => {
      const form = useShortOrderForm({ settings: SETTINGS });
      const modalLogin = useLoginForm(form.loginModal.loginFormOptions);
      return { form, modalLogin };
    },
    { wrapper: test.wrapper },
  );
  return { ...test, ...hook, actions };
}

describe('short form login modal', () => {
  it('signs in remotely with the new_order bot-check action, then the order carries on', async () => {
    const { result, actions, navigation } = renderFormWithModal();
    await waitFor(() => expect(result.current.form.button.spinner).toBe(false));
    server.on('GET /users/pre-check', ok(EXISTING_ACCOUNT));
    act(() => result.current.form.setLogin('ann@example.com'));
    act(() =>
      result.current.form.disciplines.select({
        id: 12,
        label: 'JavaScript',
        discipline: {
          id: 12,
          title: 'JavaScript',
          slug: 'javascript',
          grouping: 1,
          pos_in_popular: 0,
        },
      }),
    );
    await act(() => result.current.form.submit());
    expect(result.current.form.loginModal.open).toBe(true);
    const opened = server.requests.length;

    server.on('POST /users/sessions', ok({ auth_token: 'auth-1' }));
    server.on(SESSIONS, ok(CUSTOMER_SESSION));
    server.on('GET /customers', ok({ email: 'ann@example.com', avatar_url: 'a-{size}.png' }));
    server.on('POST /widgets/data-boxes', ok({ key: 'box-9' }));
    act(() => result.current.modalLogin.setLogin('ann@example.com'));
    act(() => result.current.modalLogin.setPassword('secret123'));
    await act(() => result.current.modalLogin.submit());

    await waitFor(() => expect(navigation.visited).toHaveLength(1));
    expect(server.calls().slice(opened)).toEqual([
      // The modal's login sequence.
      'GET /users/pre-check',
      'POST /users/sessions',
      'GET /users/sessions',
      'GET /customers',
      // The short form's pipeline again, now with a session.
      'GET /users/pre-check',
      'GET /users/sessions',
      'POST /widgets/data-boxes',
    ]);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      name: 'post_users/sessions',
      method: 'POST',
      path: '/users/sessions',
      route: 'new_order',
      siteKey: 'site-key-1',
    });
    expect(typeof actions[0]?.utcOffsetMin).toBe('number');
    const signIn = server.requestsTo('POST /users/sessions')[0];
    expect(signIn?.form).toMatchObject({ captcha_token: 'token-1', login: 'ann@example.com' });
    expect(result.current.form.loginModal.open).toBe(false);
    expect(result.current.form.loggedInCustomer).toBe(true);
    expect(navigation.visited).toEqual([
      `${server.origin}/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=box-9`,
    ]);
  });

  it('opens on demand with the default title and links, and closes', async () => {
    const { result } = renderFormWithModal();
    await waitFor(() => expect(result.current.form.button.spinner).toBe(false));
    act(() => result.current.form.setLogin('ann@example.com'));
    act(() => result.current.form.loginModal.openModal());
    expect(result.current.form.loginModal).toMatchObject({
      open: true,
      title: 'Log into your account',
      login: 'ann@example.com',
      signUpUrl: '/registration.html',
      forgotPasswordUrl: '/auth_password_reset.html',
    });
    expect(result.current.form.loginModal.loginFormOptions).toMatchObject({
      remote: true,
      userRole: 'customer',
      captchaContext: { route: 'new_order', siteKey: 'site-key-1' },
    });
    act(() => result.current.form.loginModal.close());
    expect(result.current.form.loginModal.open).toBe(false);
  });
});
