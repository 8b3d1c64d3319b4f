import { describe, expect, it } from 'vitest';
import { dashboardRoute } from '../dashboard-route';
import { orderListUrl, orderPartyOf, orderUrl } from './order-addresses';

describe('order addresses', () => {
  it('makes each party its role on an order; other roles have none', () => {
    expect(orderPartyOf('customer')).toBe('customer');
    expect(orderPartyOf('writer')).toBe('expert');
    expect(orderPartyOf('operator')).toBe('operator');
    expect(orderPartyOf('seo')).toBeNull();
  });

  it('links to addresses the dashboard opens as the same order page and list', () => {
    const cases = [
      { role: 'customer', party: 'customer', home: '/customer/', one: 'order', list: 'orders' },
      {
        role: 'writer',
        party: 'expert',
        home: '/writer/',
        one: 'expert_order',
        list: 'orders_progress',
      },
      {
        role: 'operator',
        party: 'operator',
        home: '/operator/',
        one: 'operator_order',
        list: 'operator_home',
      },
    ] as const;
    for (const { role, party, home, one, list } of cases) {
      expect(dashboardRoute(orderUrl(home, party, 41), role, home)).toEqual({
        area: one,
        orderId: 41,
      });
      expect(dashboardRoute(orderListUrl(home, party), role, home)).toEqual({ area: list });
    }
    expect(orderUrl('/customer/', 'customer', 41)).toBe('/dashboard/customer/orders/41/');
  });
});
