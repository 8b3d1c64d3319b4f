import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryTabBroadcast } from '../environment';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import { renderHookOnServer } from '../test-support/render-on-server';
import { createTestEnvironment } from '../test-support/test-environment';
import { useSession } from './use-session';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const CUSTOMER_SESSION = {
  user_role: 'customer',
  dashboard_home_url_path: '/customer/',
  user_id: 1042,
  auth_token: 't',
};

function signedInCustomer() {
  server.on('GET /users/sessions', ok(CUSTOMER_SESSION));
  server.on('GET /customers', ok({ email: 'ann@example.com', avatar_url: '/a/{size}.png' }));
}

describe('useSession: loading', () => {
  it('starts loading, then shows a visitor when the session body is empty; no customer call', async () => {
    server.on('GET /users/sessions', ok({}));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({
      session: null,
      customer: null,
      role: null,
      isLoggedIn: false,
      dashboardHomeUrlPath: null,
    });
    expect(server.calls()).toEqual(['GET /users/sessions']);
    expect(test.analytics).toEqual([{ event: 'session_loaded', user_role: 'visitor' }]);
  });

  it('loads the customer only when the role is customer, then reports the role', async () => {
    signedInCustomer();
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(server.calls()).toEqual(['GET /users/sessions', 'GET /customers']);
    expect(result.current.role).toBe('customer');
    expect(result.current.customer?.email).toBe('ann@example.com');
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.dashboardHomeUrlPath).toBe('/customer/');
    expect(test.analytics).toEqual([{ event: 'session_loaded', user_role: 'customer' }]);
  });

  it('reports the role only once the customer call has finished', async () => {
    server.on('GET /users/sessions', ok(CUSTOMER_SESSION));
    const held = server.hold('GET /customers', ok({ email: 'ann@example.com', avatar_url: '' }));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await held.received();
    expect(result.current.status).toBe('loading');
    expect(test.analytics).toEqual([]);
    held.release();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(test.analytics).toEqual([{ event: 'session_loaded', user_role: 'customer' }]);
  });

  it('shows no customer (and is not logged in) when the customer has no e-mail', async () => {
    server.on('GET /users/sessions', ok(CUSTOMER_SESSION));
    server.on('GET /customers', ok({ email: '', avatar_url: '' }));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.role).toBe('customer');
    expect(result.current.customer).toBeNull();
    expect(result.current.isLoggedIn).toBe(false);
  });

  it.each([
    ['writer', '/writer/'],
    ['operator', '/operator/'],
    ['seo', '/seo/'],
    ['support_contract', '/support-contract/'],
    ['earnings', '/earnings/'],
  ])(
    'does not ask for a customer for the %s role, which has a session but is not "logged in"',
    async (role, home) => {
      server.on('GET /users/sessions', ok({ user_role: role, dashboard_home_url_path: home }));
      const test = createTestEnvironment(server);
      const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
      await waitFor(() => expect(result.current.status).toBe('ready'));
      expect(server.calls()).toEqual(['GET /users/sessions']);
      expect(result.current).toMatchObject({
        role,
        customer: null,
        isLoggedIn: false,
        dashboardHomeUrlPath: home,
      });
      expect(test.analytics).toEqual([{ event: 'session_loaded', user_role: role }]);
    },
  );

  it('treats a refused session (4xx) as a visitor', async () => {
    server.on('GET /users/sessions', error('not_authenticated', 401));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.role).toBeNull();
    expect(test.analytics).toEqual([{ event: 'session_loaded', user_role: 'visitor' }]);
  });

  it('is in error when the API fails (5xx), and reports nothing', async () => {
    server.on('GET /users/sessions', error('internal_error', 500));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.session).toBeNull();
    expect(test.analytics).toEqual([]);
  });

  it('is in error when the customer call fails with a 5xx', async () => {
    server.on('GET /users/sessions', ok(CUSTOMER_SESSION));
    server.on('GET /customers', error('internal_error', 503));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('shares one load between every hook of the same environment', async () => {
    signedInCustomer();
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => [useSession(), useSession()] as const, {
      wrapper: test.wrapper,
    });
    await waitFor(() => expect(result.current[1].status).toBe('ready'));
    expect(result.current[0].customer?.email).toBe('ann@example.com');
    expect(server.calls()).toEqual(['GET /users/sessions', 'GET /customers']);
  });

  it('reload() loads again and reports the role again', async () => {
    server.onSequence('GET /users/sessions', [
      ok({}),
      ok({ user_role: 'writer', dashboard_home_url_path: '/writer/' }),
    ]);
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.reload());
    expect(result.current.role).toBe('writer');
    expect(test.analytics).toEqual([
      { event: 'session_loaded', user_role: 'visitor' },
      { event: 'session_loaded', user_role: 'writer' },
    ]);
  });

  it('normalises a dashboard path without slashes, and falls back to the role home', async () => {
    server.onSequence('GET /users/sessions', [
      ok({ user_role: 'earnings', dashboard_home_url_path: 'earn' }),
      ok({ user_role: 'writer' }),
    ]);
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.dashboardHomeUrlPath).toBe('/earn/'));
    await act(() => result.current.reload());
    expect(result.current.dashboardHomeUrlPath).toBe('/writer/');
  });
});

describe('useSession: log out', () => {
  it('sends DELETE, pushes log_out, clears session and customer, runs onLogOut and tells other tabs', async () => {
    signedInCustomer();
    server.on('DELETE /users/sessions', ok({}));
    const test = createTestEnvironment(server);
    const onLogOut = vi.fn();
    const { result } = renderHook(() => useSession({ onLogOut }), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.isLoggedIn).toBe(true));
    await act(() => result.current.logOut());
    expect(server.calls()).toEqual([
      'GET /users/sessions',
      'GET /customers',
      'DELETE /users/sessions',
    ]);
    expect(result.current).toMatchObject({
      status: 'ready',
      session: null,
      customer: null,
      role: null,
      isLoggedIn: false,
      loggingOut: false,
    });
    expect(test.analytics.at(-1)).toEqual({ event: 'log_out', user_role: 'customer' });
    expect(test.tabs.posted).toEqual([{ type: 'logout' }]);
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('is loggingOut while DELETE runs', async () => {
    signedInCustomer();
    const held = server.hold('DELETE /users/sessions', ok({}));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.isLoggedIn).toBe(true));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.logOut();
    });
    await held.received();
    expect(result.current.loggingOut).toBe(true);
    expect(result.current.isLoggedIn).toBe(true);
    held.release();
    await act(() => done);
    expect(result.current.loggingOut).toBe(false);
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('forgets the user on this page even when DELETE fails', async () => {
    signedInCustomer();
    server.on('DELETE /users/sessions', error('internal_error', 500));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.isLoggedIn).toBe(true));
    await act(() => result.current.logOut());
    expect(result.current.session).toBeNull();
    expect(test.tabs.posted).toEqual([{ type: 'logout' }]);
  });

  it('clears when another tab logs out, without a call, an event or a broadcast of its own', async () => {
    signedInCustomer();
    server.on('DELETE /users/sessions', ok({}));
    const tabs = memoryTabBroadcast();
    const first = createTestEnvironment(server, { tabs });
    const second = createTestEnvironment(server, { tabs });
    const onSecondLogOut = vi.fn();
    const a = renderHook(() => useSession(), { wrapper: first.wrapper });
    const b = renderHook(() => useSession({ onLogOut: onSecondLogOut }), {
      wrapper: second.wrapper,
    });
    await waitFor(() => expect(a.result.current.isLoggedIn).toBe(true));
    await waitFor(() => expect(b.result.current.isLoggedIn).toBe(true));
    server.requests.length = 0;
    await act(() => a.result.current.logOut());
    expect(b.result.current).toMatchObject({ session: null, customer: null, isLoggedIn: false });
    expect(onSecondLogOut).toHaveBeenCalledTimes(1);
    expect(server.calls()).toEqual(['DELETE /users/sessions']);
    expect(tabs.posted).toEqual([{ type: 'logout' }]);
    expect(second.analytics.filter((event) => event.event === 'log_out')).toEqual([]);
  });

  it('sees a log-out from another tab that came while no hook was mounted', async () => {
    signedInCustomer();
    const tabs = memoryTabBroadcast();
    const test = createTestEnvironment(server, { tabs });
    const first = renderHook(() => useSession(), { wrapper: test.wrapper });
    await waitFor(() => expect(first.result.current.isLoggedIn).toBe(true));
    first.unmount();
    tabs.post({ type: 'logout' });
    const next = renderHook(() => useSession(), { wrapper: test.wrapper });
    expect(next.result.current).toMatchObject({
      status: 'ready',
      isLoggedIn: false,
      session: null,
    });
  });
});

describe('useSession: server rendering', () => {
  it('renders on the server as loading, without a request', () => {
    const test = createTestEnvironment(server);
    const html = renderHookOnServer(
      test.environment,
      () => useSession(),
      (session) => session.status,
    );
    expect(html).toBe('loading');
    expect(server.requests).toEqual([]);
  });
});
