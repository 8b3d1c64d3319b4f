import { describe, expect, it } from 'vitest';
import { dashboardHomeOf, dashboardOrdersUrl, dashboardUrl } from './dashboard-paths';

describe('dashboard paths', () => {
  it('prefixes entries with /dashboard and the home path', () => {
    expect(dashboardUrl('/customer/', 'balance/')).toBe('/dashboard/customer/balance/');
    expect(dashboardUrl('/support-contract/')).toBe('/dashboard/support-contract/');
    expect(dashboardOrdersUrl('/customer/')).toBe('/dashboard/customer/orders/');
  });

  it.each([
    ['/customer/', '/customer/'],
    ['customer', '/customer/'],
    ['/customer', '/customer/'],
    [' /c/ ', '/c/'],
  ])('home %j becomes %j', (given, expected) => {
    expect(dashboardHomeOf({ user_role: 'customer', dashboard_home_url_path: given })).toBe(
      expected,
    );
  });

  it('falls back to the role home when the session has none, and is null without a session', () => {
    expect(dashboardHomeOf({ user_role: 'earnings', dashboard_home_url_path: '' })).toBe(
      '/earnings/',
    );
    expect(dashboardHomeOf(null)).toBeNull();
  });
});
