import { describe, expect, it } from 'vitest';
import * as entry from './index';

describe('the entry apps/site mounts', () => {
  it('offers each area’s page and the frame', () => {
    for (const name of [
      'DashboardFrame',
      'OrderList',
      'OrderPage',
      'OperatorQueue',
      'NewOrderForm',
      'BalancePage',
      'ReceiptPage',
      'FinancialOverviewPage',
      'ProfilePage',
      'SupportPage',
      'SupportTicketPage',
      'WaitingTickets',
      'WaitingApplications',
      'ExpertApplicationPage',
      'StaffPage',
      'CustomerSearch',
      'ExpertSearch',
      'CustomerAccountPage',
      'ExpertAccountPage',
      'SeoPersonalArea',
    ]) {
      expect(entry).toHaveProperty(name);
    }
  });

  it('keeps each flow’s steps, reducers and helpers inside their feature folders', () => {
    for (const name of [
      'NEW_ORDER_STEPS',
      'connectNewOrderForm',
      'preOrderForm',
      'TOP_UP_STEPS',
      'watchTopUp',
      'useOrderPayment',
      'APPROVE_STEPS',
      'useExpertApplication',
    ]) {
      expect(entry).not.toHaveProperty(name);
    }
  });
});
