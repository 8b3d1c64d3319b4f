import { describe, expect, it } from 'vitest';
import * as entry from './index';

describe('the public entry', () => {
  it('exports none of the dashboard’s pages: they live in the private @bb/dashboard', () => {
    for (const name of [
      'DashboardFrame',
      'OrderPage',
      'OrderList',
      'OrderFiles',
      'NewOrderForm',
      'BalancePage',
      'SupportPage',
      'ProfilePage',
      'FinancialOverviewPage',
    ]) {
      expect(entry).not.toHaveProperty(name);
    }
  });
});
