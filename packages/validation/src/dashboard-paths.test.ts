import { describe, expect, it } from 'vitest';
import { USER_ROLES } from './constants';
import {
  DASHBOARD_HOME_URL_PATHS,
  DASHBOARD_PATHS,
  dashboardPagePath,
  receiptPagePath,
  SHORT_FORM_NEW_ORDER_PATH,
} from './dashboard-paths';

describe('the dashboard’s paths', () => {
  it('are the account menu’s paths of spec §2, in its order', () => {
    expect(Object.values(DASHBOARD_PATHS.customer)).toEqual([
      'new_order/',
      'orders/',
      'balance/',
      'ticketing/',
      'profile/',
    ]);
    expect(Object.values(DASHBOARD_PATHS.writer)).toEqual([
      'orders_progress/',
      'profile/',
      'balance/',
    ]);
    // Then the Profile & Settings every role has, outside these two menus.
    expect(Object.values(DASHBOARD_PATHS.support_contract)).toEqual([
      '',
      'contract/',
      'tickets/',
      'profile/',
    ]);
    expect(Object.values(DASHBOARD_PATHS.earnings)).toEqual([
      'earnings/',
      'orders/',
      'customers/',
      'profile/',
    ]);
  });

  it('give every role a home and pages below it', () => {
    for (const role of USER_ROLES) {
      expect(DASHBOARD_HOME_URL_PATHS[role]).toMatch(/^\/[a-z-]+\/$/);
      expect(Object.keys(DASHBOARD_PATHS[role]).length).toBeGreaterThan(0);
    }
  });

  it('make a role’s page address below /dashboard and its home', () => {
    expect(dashboardPagePath('writer', 'orders')).toBe('/dashboard/writer/orders_progress/');
    expect(dashboardPagePath('customer', 'support')).toBe('/dashboard/customer/ticketing/');
    expect(dashboardPagePath('operator', 'home')).toBe('/dashboard/operator/');
  });

  it('open a receipt below the customer’s or the operator’s home, outside their menus', () => {
    expect(receiptPagePath('customer', 41)).toBe('/dashboard/customer/receipts/41/');
    expect(receiptPagePath('operator', 41)).toBe('/dashboard/operator/receipts/41/');
    expect(Object.values(DASHBOARD_PATHS.customer)).not.toContain('receipts/');
  });

  it('land the short form on spec §2’s page', () => {
    expect(SHORT_FORM_NEW_ORDER_PATH).toBe('/dashboard/customer/new-order');
  });
});
