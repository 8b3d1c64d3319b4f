import { act, renderHook, waitFor } from '@testing-library/react';
import { Activity, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import { renderHookOnServer } from '../test-support/render-on-server';
import { createTestEnvironment } from '../test-support/test-environment';
import { type UseEmailCheckOptions, useEmailCheck } from './use-email-check';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const EXISTING = {
  login_ability: true,
  register_ability: false,
  policy_agree_required: false,
  marketing_agree_required: false,
  user_role: 'customer',
  user_role_matched: true,
};
const NEW_ACCOUNT_NEEDS_CONSENT = {
  login_ability: false,
  register_ability: true,
  policy_agree_required: true,
  marketing_agree_required: false,
  user_role: 'customer',
  user_role_matched: true,
};

function renderEmailCheck(options: UseEmailCheckOptions = {}) {
  const test = createTestEnvironment(server);
  return { test, ...renderHook(() => useEmailCheck(options), { wrapper: test.wrapper }) };
}

describe('useEmailCheck: when the pre-check runs', () => {
  it('does not run for an invalid e-mail', async () => {
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('not-an-email'));
    act(() => result.current.loginLeft(''));
    expect(result.current.status).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.requests).toEqual([]);
  });

  it('runs on leaving a valid e-mail with a spinner, then shows the success mark on login_ability', async () => {
    const held = server.hold('GET /users/pre-check', ok(EXISTING));
    const { result } = renderEmailCheck();
    expect(result.current.showSuccessMark).toBe(false);
    act(() => result.current.loginLeft('ann@example.com'));
    expect(result.current.status).toBe('checking');
    expect(result.current.isChecking).toBe(true);
    const request = await held.received();
    expect(request.query).toEqual({ login: 'ann@example.com' });
    held.release();
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(result.current.isChecking).toBe(false);
    expect(result.current.loginAbility).toBe(true);
    expect(result.current.showSuccessMark).toBe(true);
    expect(result.current.showGdpr).toBe(false);
  });

  it('does not run again for an e-mail that has not changed since its check', async () => {
    server.on('GET /users/pre-check', ok(EXISTING));
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('ann@example.com'));
    await waitFor(() => expect(result.current.status).toBe('checked'));
    act(() => result.current.loginLeft('ann@example.com'));
    expect(result.current.status).toBe('checked');
    expect(server.calls()).toEqual(['GET /users/pre-check']);
  });

  it('does not start a second check for the e-mail being checked', async () => {
    const held = server.hold('GET /users/pre-check', ok(EXISTING));
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('ann@example.com'));
    act(() => result.current.loginLeft('ann@example.com'));
    await held.received();
    held.release();
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(server.calls()).toEqual(['GET /users/pre-check']);
  });

  it('sends user_role when the form requires one', async () => {
    server.on('GET /users/pre-check', ok(EXISTING));
    const { result } = renderEmailCheck({ requiredRole: 'customer' });
    act(() => result.current.loginLeft('ann@example.com'));
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(server.requests[0]?.query).toEqual({ login: 'ann@example.com', user_role: 'customer' });
  });

  it('checks the login as it is sent: trimmed (both forms)', async () => {
    server.on('GET /users/pre-check', ok(EXISTING));
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('  ann@example.com '));
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(server.requests[0]?.query.login).toBe('ann@example.com');
    expect(result.current.checkedLogin).toBe('ann@example.com');
  });
});

describe('useEmailCheck: typing', () => {
  it('clears login_ability, hides and resets consent, resets the role to customer; leaving checks again', async () => {
    server.onSequence('GET /users/pre-check', [
      ok({ ...NEW_ACCOUNT_NEEDS_CONSENT, user_role: 'writer' }),
      ok(EXISTING),
    ]);
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('new@example.com'));
    await waitFor(() => expect(result.current.showGdpr).toBe(true));
    expect(result.current.userRole).toBe('writer');
    act(() => {
      result.current.setPolicyAgree(true);
      result.current.setMarketingAgree(true);
    });
    expect(result.current).toMatchObject({ policyAgree: true, marketingAgree: true });

    act(() => result.current.loginTyped());
    expect(result.current).toMatchObject({
      status: 'idle',
      loginAbility: false,
      showGdpr: false,
      policyAgree: false,
      marketingAgree: false,
      userRole: 'customer',
      checkError: null,
      result: null,
    });

    act(() => result.current.loginLeft('new@example.com'));
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(server.calls()).toEqual(['GET /users/pre-check', 'GET /users/pre-check']);
  });

  it('cancels a running check: its answer is ignored', async () => {
    const held = server.hold('GET /users/pre-check', ok(EXISTING));
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('ann@example.com'));
    await held.received();
    act(() => result.current.loginTyped());
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.status).toBe('idle');
    expect(result.current.loginAbility).toBe(false);
  });
});

describe('useEmailCheck: the result', () => {
  it('shows the consent block when the account does not exist, registration is possible and policy is required', async () => {
    server.on('GET /users/pre-check', ok(NEW_ACCOUNT_NEEDS_CONSENT));
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('new@example.com'));
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(result.current.showGdpr).toBe(true);
    expect(result.current.showSuccessMark).toBe(false);
    expect(result.current.checkError).toBeNull();
  });

  it('shows it when only marketing agreement is required', async () => {
    server.on(
      'GET /users/pre-check',
      ok({
        ...NEW_ACCOUNT_NEEDS_CONSENT,
        policy_agree_required: false,
        marketing_agree_required: true,
      }),
    );
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('new@example.com'));
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(result.current.showGdpr).toBe(true);
  });

  it('does not show it when no agreement is required', async () => {
    server.on(
      'GET /users/pre-check',
      ok({ ...NEW_ACCOUNT_NEEDS_CONSENT, policy_agree_required: false }),
    );
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('new@example.com'));
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(result.current.showGdpr).toBe(false);
  });

  it('neither ability: user_blocked, "This account is blocked"', async () => {
    server.on(
      'GET /users/pre-check',
      ok({ ...NEW_ACCOUNT_NEEDS_CONSENT, register_ability: false }),
    );
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('gone@example.com'));
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(result.current.checkError).toEqual({
      slug: 'user_blocked',
      message: 'This account is blocked',
    });
    expect(result.current.showGdpr).toBe(false);
  });

  it('user_role_matched false: the different-role message', async () => {
    server.on(
      'GET /users/pre-check',
      ok({ ...EXISTING, user_role: 'writer', user_role_matched: false }),
    );
    const { result } = renderEmailCheck({ requiredRole: 'customer' });
    act(() => result.current.loginLeft('ann@example.com'));
    await waitFor(() => expect(result.current.status).toBe('checked'));
    expect(result.current.checkError).toEqual({
      slug: 'user_role_required_user_not_matched',
      message: 'This email has a different user role. Use "my account" to log in',
    });
    expect(result.current.showSuccessMark).toBe(false);
  });

  it('a failure about the e-mail shows on the field; a lost answer does not', async () => {
    server.onSequence('GET /users/pre-check', [
      error('invalid_email'),
      error('internal_error', 500),
    ]);
    const { result } = renderEmailCheck();
    act(() => result.current.loginLeft('ann@example.com'));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.checkError).toEqual({
      slug: 'invalid_email',
      message: 'Please enter a valid email',
    });
    act(() => result.current.loginLeft('ann@example.com'));
    expect(result.current.status).toBe('checking');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.checkError).toBeNull();
    expect(server.calls()).toEqual(['GET /users/pre-check', 'GET /users/pre-check']);
  });

  it('check() returns the result for a submit pipeline and rejects with the API error', async () => {
    server.onSequence('GET /users/pre-check', [ok(EXISTING), error('user_blocked')]);
    const { result } = renderEmailCheck();
    let returned: unknown;
    await act(async () => {
      returned = await result.current.check('ann@example.com');
    });
    expect(returned).toEqual(EXISTING);
    await act(async () => {
      await expect(result.current.check('ann@example.com')).rejects.toMatchObject({
        messageSlug: 'user_blocked',
      });
    });
    expect(result.current.checkError?.message).toBe('This account is blocked');
  });
});

describe('useEmailCheck: the consent block', () => {
  it('ignores ticks while the block is hidden', () => {
    const { result } = renderEmailCheck();
    act(() => result.current.setPolicyAgree(true));
    expect(result.current.policyAgree).toBe(false);
  });

  it('showConsent opens it, and its boxes can then be ticked', () => {
    const { result } = renderEmailCheck();
    act(() => result.current.showConsent());
    act(() => {
      result.current.setPolicyAgree(true);
      result.current.setMarketingAgree(true);
    });
    expect(result.current).toMatchObject({
      showGdpr: true,
      policyAgree: true,
      marketingAgree: true,
    });
  });

  describe('shown by default (the short form)', () => {
    it('shows before any check; login_ability hides and clears it; typing shows it again', async () => {
      server.on('GET /users/pre-check', ok(EXISTING));
      const { result } = renderEmailCheck({ showGdprByDefault: true });
      expect(result.current.showGdpr).toBe(true);
      act(() => {
        result.current.setPolicyAgree(true);
        result.current.setMarketingAgree(true);
      });
      act(() => result.current.loginLeft('ann@example.com'));
      await waitFor(() => expect(result.current.status).toBe('checked'));
      expect(result.current).toMatchObject({
        showGdpr: false,
        policyAgree: false,
        marketingAgree: false,
      });
      act(() => result.current.loginTyped());
      expect(result.current.showGdpr).toBe(true);
    });

    it('keeps the block and the ticks when typing', () => {
      const { result } = renderEmailCheck({ showGdprByDefault: true });
      act(() => result.current.setPolicyAgree(true));
      act(() => result.current.loginTyped());
      expect(result.current).toMatchObject({ showGdpr: true, policyAgree: true });
    });

    it('stays shown for a new account even without a required agreement', async () => {
      server.on(
        'GET /users/pre-check',
        ok({ ...NEW_ACCOUNT_NEEDS_CONSENT, policy_agree_required: false }),
      );
      const { result } = renderEmailCheck({ showGdprByDefault: true });
      act(() => result.current.loginLeft('new@example.com'));
      await waitFor(() => expect(result.current.status).toBe('checked'));
      expect(result.current.showGdpr).toBe(true);
    });
  });
});

it('runs a check again that hiding the form cancelled (Activity; StrictMode mounts twice alike)', async () => {
  const test = createTestEnvironment(server);
  let mode: 'visible' | 'hidden' = 'visible';
  const wrapper = ({ children }: { children: ReactNode }) =>
    test.wrapper({ children: <Activity mode={mode}>{children}</Activity> });
  const held = server.hold('GET /users/pre-check', ok(EXISTING));
  const { result, rerender } = renderHook(() => useEmailCheck(), { wrapper });
  act(() => result.current.loginLeft('ann@example.com'));
  await held.received();

  mode = 'hidden';
  rerender();
  mode = 'visible';
  rerender();
  await server.received(2);
  held.release();
  await waitFor(() => expect(result.current.status).toBe('checked'));
  expect(result.current.showSuccessMark).toBe(true);
  expect(server.calls()).toEqual(['GET /users/pre-check', 'GET /users/pre-check']);
});

it('renders on the server', () => {
  const test = createTestEnvironment(server);
  expect(
    renderHookOnServer(
      test.environment,
      () => useEmailCheck(),
      (check) => check.status,
    ),
  ).toBe('idle');
});
