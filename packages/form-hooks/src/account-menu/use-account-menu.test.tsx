import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSessionStore } from '../session/session-store';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import { renderHookOnServer } from '../test-support/render-on-server';
import { createTestEnvironment } from '../test-support/test-environment';
import { accountMenuEntries } from './account-menu-entries';
import { useAccountMenu } from './use-account-menu';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const labelsAndHrefs = (entries: ReturnType<typeof accountMenuEntries>) =>
  entries.map((entry) => [entry.label, entry.href]);

describe('accountMenuEntries', () => {
  it('customer: New order, Orders, Balance, Support, Profile, Log out below /dashboard{home}', () => {
    expect(labelsAndHrefs(accountMenuEntries('customer', '/customer/'))).toEqual([
      ['New order', '/dashboard/customer/new_order/'],
      ['Orders', '/dashboard/customer/orders/'],
      ['Balance', '/dashboard/customer/balance/'],
      ['Support', '/dashboard/customer/ticketing/'],
      ['Profile', '/dashboard/customer/profile/'],
      ['Log out', null],
    ]);
  });

  it('expert (writer): My Orders, Profile & Settings, Financial Overview, Log out', () => {
    expect(labelsAndHrefs(accountMenuEntries('writer', '/writer/'))).toEqual([
      ['My Orders', '/dashboard/writer/orders_progress/'],
      ['Profile & Settings', '/dashboard/writer/profile/'],
      ['Financial Overview', '/dashboard/writer/balance/'],
      ['Log out', null],
    ]);
  });

  it('support contract: the home path itself (Personal Area), Support contract, Log out', () => {
    expect(labelsAndHrefs(accountMenuEntries('support_contract', '/support-contract/'))).toEqual([
      ['Personal Area', '/dashboard/support-contract/'],
      ['Support contract', '/dashboard/support-contract/contract/'],
      ['Log out', null],
    ]);
  });

  it('earnings: Earnings, Orders, Customers, Log out', () => {
    expect(labelsAndHrefs(accountMenuEntries('earnings', '/earnings/'))).toEqual([
      ['Earnings', '/dashboard/earnings/earnings/'],
      ['Orders', '/dashboard/earnings/orders/'],
      ['Customers', '/dashboard/earnings/customers/'],
      ['Log out', null],
    ]);
  });

  it('seo: the home path (Personal Area), Profile & Settings and Log out', () => {
    expect(labelsAndHrefs(accountMenuEntries('seo', '/seo/'))).toEqual([
      ['Personal Area', '/dashboard/seo/'],
      ['Profile & Settings', '/dashboard/seo/profile/'],
      ['Log out', null],
    ]);
  });

  it('operator: the home path (Personal Area), Customers, Experts, Staff, Profile & Settings and Log out', () => {
    expect(labelsAndHrefs(accountMenuEntries('operator', '/operator/'))).toEqual([
      ['Personal Area', '/dashboard/operator/'],
      ['Customers', '/dashboard/operator/customers/'],
      ['Experts', '/dashboard/operator/experts/'],
      ['Staff', '/dashboard/operator/staff/'],
      ['Profile & Settings', '/dashboard/operator/profile/'],
      ['Log out', null],
    ]);
  });

  it('marks New order as tracked and Log out as a button', () => {
    const entries = accountMenuEntries('customer', '/c/');
    expect(entries.map((entry) => [entry.id, entry.action])).toEqual([
      ['new_order', 'new_order'],
      ['orders', 'link'],
      ['balance', 'link'],
      ['ticketing', 'link'],
      ['profile', 'link'],
      ['log_out', 'log_out'],
    ]);
  });
});

describe('useAccountMenu', () => {
  it('is loading until the session has loaded', async () => {
    const held = server.hold('GET /users/sessions', ok({}));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    expect(result.current.kind).toBe('loading');
    expect(result.current.entries).toEqual([]);
    await held.received();
    held.release();
    await waitFor(() => expect(result.current.kind).toBe('guest'));
  });

  it('visitor: My account opens the login modal titled "Log into your account" with Sign up and Forgot password', async () => {
    server.on('GET /users/sessions', ok({}));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.kind).toBe('guest'));
    expect(result.current.loginModal).toMatchObject({
      open: false,
      title: 'Log into your account',
      signUpHref: '/registration.html',
      forgotPasswordHref: '/auth_password_reset.html',
    });
    expect(result.current.getMyAccountButtonProps()['aria-expanded']).toBe(false);
    act(() => result.current.getMyAccountButtonProps().onClick());
    expect(result.current.loginModal.open).toBe(true);
    expect(result.current.getMyAccountButtonProps()['aria-expanded']).toBe(true);
    act(() => result.current.loginModal.close());
    expect(result.current.loginModal.open).toBe(false);
  });

  it('customer with an e-mail: the customer menu, prefixed by the session home path', async () => {
    server.on(
      'GET /users/sessions',
      ok({ user_role: 'customer', dashboard_home_url_path: '/c-home/', user_id: 7 }),
    );
    server.on('GET /customers', ok({ email: 'ann@example.com', avatar_url: '' }));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.kind).toBe('menu'));
    expect(result.current.customer?.email).toBe('ann@example.com');
    expect(result.current.entries.map((entry) => entry.href)).toEqual([
      '/dashboard/c-home/new_order/',
      '/dashboard/c-home/orders/',
      '/dashboard/c-home/balance/',
      '/dashboard/c-home/ticketing/',
      '/dashboard/c-home/profile/',
      null,
    ]);
  });

  it('customer without an e-mail: nothing is shown', async () => {
    server.on(
      'GET /users/sessions',
      ok({ user_role: 'customer', dashboard_home_url_path: '/customer/' }),
    );
    server.on('GET /customers', ok({ email: '', avatar_url: '' }));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.kind).toBe('hidden'));
    expect(result.current.entries).toEqual([]);
  });

  it.each([
    ['writer', 'My Orders'],
    ['support_contract', 'Personal Area'],
    ['earnings', 'Earnings'],
  ])('%s: that role’s menu', async (role, firstLabel) => {
    server.on('GET /users/sessions', ok({ user_role: role, dashboard_home_url_path: `/${role}/` }));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.kind).toBe('menu'));
    expect(result.current.entries[0]?.label).toBe(firstLabel);
    expect(result.current.entries.at(-1)?.label).toBe('Log out');
  });

  it('a failed session load shows "Hmm, something seems to be missing"', async () => {
    server.on('GET /users/sessions', error('internal_error', 500));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.kind).toBe('error'));
    expect(result.current.errorMessage).toBe('Hmm, something seems to be missing');
  });

  it('New order click pushes new_order_click with the customer', async () => {
    server.on(
      'GET /users/sessions',
      ok({ user_role: 'customer', dashboard_home_url_path: '/customer/', user_id: 1042 }),
    );
    server.on('GET /customers', ok({ email: 'ann@example.com', avatar_url: '' }));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.kind).toBe('menu'));
    const newOrder = result.current.entries.find((entry) => entry.id === 'new_order');
    if (!newOrder) throw new Error('no New order entry');
    const props = result.current.getEntryProps(newOrder);
    expect(props.href).toBe('/dashboard/customer/new_order/');
    act(() => props.onClick?.());
    expect(test.analytics.at(-1)).toEqual({
      event: 'new_order_click',
      user_role: 'customer',
      user_id: 1042,
    });
  });

  it('plain entries are links without a handler', async () => {
    server.on(
      'GET /users/sessions',
      ok({ user_role: 'writer', dashboard_home_url_path: '/writer/' }),
    );
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.kind).toBe('menu'));
    const [first] = result.current.entries;
    if (!first) throw new Error('no entries');
    expect(result.current.getEntryProps(first)).toEqual({
      href: '/dashboard/writer/orders_progress/',
    });
  });

  it('Log out goes through DELETE /users/sessions and leaves the guest entry', async () => {
    server.on(
      'GET /users/sessions',
      ok({ user_role: 'writer', dashboard_home_url_path: '/writer/' }),
    );
    server.on('DELETE /users/sessions', ok({}));
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.kind).toBe('menu'));
    const logOut = result.current.entries.find((entry) => entry.action === 'log_out');
    if (!logOut) throw new Error('no Log out entry');
    const props = result.current.getEntryProps(logOut);
    expect(props.href).toBeUndefined();
    act(() => props.onClick?.());
    await waitFor(() => expect(result.current.kind).toBe('guest'));
    expect(server.calls()).toEqual(['GET /users/sessions', 'DELETE /users/sessions']);
    expect(test.analytics.at(-1)).toEqual({ event: 'log_out', user_role: 'writer' });
    expect(test.tabs.posted).toEqual([{ type: 'logout' }]);
  });

  it('closes the login modal once a session appears', async () => {
    server.onSequence('GET /users/sessions', [
      ok({}),
      ok({ user_role: 'writer', dashboard_home_url_path: '/writer/' }),
    ]);
    const test = createTestEnvironment(server);
    const { result } = renderHook(() => useAccountMenu(), { wrapper: test.wrapper });
    await waitFor(() => expect(result.current.kind).toBe('guest'));
    act(() => result.current.getMyAccountButtonProps().onClick());
    await act(() => getSessionStore(test.environment).reload());
    expect(result.current.kind).toBe('menu');
    expect(result.current.loginModal.open).toBe(false);
  });

  it('renders on the server', () => {
    const test = createTestEnvironment(server);
    expect(
      renderHookOnServer(
        test.environment,
        () => useAccountMenu(),
        (menu) => menu.kind,
      ),
    ).toBe('loading');
  });
});
