import { accountMenuEntries } from '@bb/form-hooks';
import { DASHBOARD_HOME_URL_PATHS, USER_ROLES } from '@bb/validation';
import { describe, expect, it } from 'vitest';
import { dashboardRoute } from './dashboard-route';

const customerRoute = (path: string) => dashboardRoute(path, 'customer', '/customer/');

describe('dashboardRoute', () => {
  it("opens the customer's areas below their home path", () => {
    expect(customerRoute('/dashboard/customer/new_order/')).toEqual({ area: 'new_order' });
    expect(customerRoute('/dashboard/customer/orders/')).toEqual({ area: 'orders' });
    expect(customerRoute('/dashboard/customer/orders')).toEqual({ area: 'orders' });
    expect(customerRoute('/dashboard/customer/orders/42/')).toEqual({ area: 'order', orderId: 42 });
    expect(customerRoute('/dashboard/customer/')).toEqual({ area: 'orders' });
    expect(customerRoute('/dashboard/customer/balance/')).toEqual({ area: 'balance' });
    expect(customerRoute('/dashboard/customer/balance')).toEqual({ area: 'balance' });
    expect(customerRoute('/dashboard/customer/profile/')).toEqual({ area: 'profile' });
    expect(customerRoute('/dashboard/customer/ticketing/')).toEqual({ area: 'support' });
    expect(customerRoute('/dashboard/customer/ticketing/12/')).toEqual({
      area: 'support_ticket',
      ticketId: 12,
    });
  });

  it('opens a receipt below the customer’s and the operator’s home, the balance or customers without an id', () => {
    expect(customerRoute('/dashboard/customer/receipts/41/')).toEqual({
      area: 'receipt',
      receiptId: 41,
    });
    expect(customerRoute('/dashboard/customer/receipts/')).toEqual({ area: 'balance' });
    expect(customerRoute('/dashboard/customer/receipts/R-1/')).toEqual({ area: 'not_found' });
    expect(dashboardRoute('/dashboard/operator/receipts/41/', 'operator', '/operator/')).toEqual({
      area: 'receipt',
      receiptId: 41,
    });
    expect(dashboardRoute('/dashboard/writer/receipts/41/', 'writer', '/writer/')).toEqual({
      area: 'not_found',
    });
  });

  it("opens the full order page at the short form's landing address", () => {
    expect(customerRoute('/dashboard/customer/new-order')).toEqual({ area: 'new_order' });
    expect(customerRoute('/dashboard/customer/new-order/')).toEqual({ area: 'new_order' });
  });

  it("opens a page of its own for every entry of every role's account menu", () => {
    for (const role of USER_ROLES) {
      const home = DASHBOARD_HOME_URL_PATHS[role];
      for (const entry of accountMenuEntries(role, home)) {
        if (entry.href === null || !entry.href.startsWith('/dashboard/')) continue;
        const route = dashboardRoute(new URL(entry.href, 'https://bb.test').pathname, role, home);
        expect(route.area, `${role} ${entry.href}`).not.toMatch(/^(not_found|redirect)$/);
      }
    }
  });

  it("opens a support ticket's page for the operator, and their home for tickets/", () => {
    const operatorRoute = (path: string) => dashboardRoute(path, 'operator', '/operator/');
    expect(operatorRoute('/dashboard/operator/tickets/7/')).toEqual({
      area: 'operator_ticket',
      ticketId: 7,
    });
    expect(operatorRoute('/dashboard/operator/tickets/')).toEqual({ area: 'operator_home' });
    expect(operatorRoute('/dashboard/operator/tickets/x/')).toEqual({ area: 'not_found' });
    expect(operatorRoute('/dashboard/operator/applications/12/')).toEqual({
      area: 'operator_application',
      applicationId: 12,
    });
    expect(operatorRoute('/dashboard/operator/applications/')).toEqual({ area: 'operator_home' });
    expect(customerRoute('/dashboard/customer/ticketing/0/')).toEqual({ area: 'not_found' });
    expect(customerRoute('/dashboard/customer/tickets/7/')).toEqual({ area: 'not_found' });
  });

  it('answers not found for an unknown address or a malformed order id', () => {
    expect(customerRoute('/dashboard/customer/nowhere/')).toEqual({ area: 'not_found' });
    expect(customerRoute('/dashboard/customer/orders/abc/')).toEqual({ area: 'not_found' });
    expect(customerRoute('/dashboard/customer/orders/0/')).toEqual({ area: 'not_found' });
    expect(customerRoute('/dashboard/customer/orders/1/2/')).toEqual({ area: 'not_found' });
    expect(customerRoute('/dashboard/customer/balance/7/')).toEqual({ area: 'not_found' });
  });

  it("sends a person at another role's address, or at the bare dashboard, to their own home", () => {
    expect(customerRoute('/dashboard')).toEqual({ area: 'redirect', to: '/dashboard/customer/' });
    expect(customerRoute('/dashboard/writer/orders_progress/')).toEqual({
      area: 'redirect',
      to: '/dashboard/customer/',
    });
    expect(dashboardRoute('/dashboard/customer/new-order', 'writer', '/writer/')).toEqual({
      area: 'redirect',
      to: '/dashboard/writer/',
    });
  });

  it("opens the expert's and the operator's areas", () => {
    expect(dashboardRoute('/dashboard/writer/', 'writer', '/writer/')).toEqual({
      area: 'orders_progress',
    });
    // The expert's balance/ is their Financial Overview: not the customer's balance.
    expect(dashboardRoute('/dashboard/writer/balance/', 'writer', '/writer/')).toEqual({
      area: 'financial_overview',
    });
    expect(dashboardRoute('/dashboard/writer/balance/3/', 'writer', '/writer/')).toEqual({
      area: 'not_found',
    });
    expect(dashboardRoute('/dashboard/writer/profile/', 'writer', '/writer/')).toEqual({
      area: 'profile',
    });
    expect(dashboardRoute('/dashboard/writer/orders_progress/9/', 'writer', '/writer/')).toEqual({
      area: 'expert_order',
      orderId: 9,
    });
    expect(dashboardRoute('/dashboard/operator/', 'operator', '/operator/')).toEqual({
      area: 'operator_home',
    });
    expect(dashboardRoute('/dashboard/operator/orders/3/', 'operator', '/operator/')).toEqual({
      area: 'operator_order',
      orderId: 3,
    });
    expect(dashboardRoute('/dashboard/operator/staff/', 'operator', '/operator/')).toEqual({
      area: 'operator_staff',
    });
    expect(dashboardRoute('/dashboard/operator/staff/4/', 'operator', '/operator/')).toEqual({
      area: 'operator_agent_contract',
      agentId: 4,
    });
    const operatorRoute = (path: string) =>
      dashboardRoute(`/dashboard/operator/${path}`, 'operator', '/operator/');
    expect(operatorRoute('customers/')).toEqual({ area: 'operator_customers' });
    expect(operatorRoute('customers/41/')).toEqual({ area: 'operator_customer', customerId: 41 });
    expect(operatorRoute('experts/')).toEqual({ area: 'operator_experts' });
    expect(operatorRoute('experts/7/')).toEqual({ area: 'operator_expert', expertId: 7 });
    expect(operatorRoute('experts/me/')).toEqual({ area: 'not_found' });
    expect(operatorRoute('customers/41/orders/')).toEqual({ area: 'not_found' });
    // Another role's address of the same name is not the operator's page.
    expect(dashboardRoute('/dashboard/earnings/customers/41/', 'earnings', '/earnings/')).toEqual({
      area: 'not_found',
    });
  });

  it('sends a role without orders of its own from the sign-in landing {home}orders/ to its home', () => {
    expect(dashboardRoute('/dashboard/writer/orders/', 'writer', '/writer/')).toEqual({
      area: 'redirect',
      to: '/dashboard/writer/',
    });
    expect(
      dashboardRoute(
        '/dashboard/support-contract/orders/',
        'support_contract',
        '/support-contract/',
      ),
    ).toEqual({ area: 'redirect', to: '/dashboard/support-contract/' });
    expect(dashboardRoute('/dashboard/earnings/orders/', 'earnings', '/earnings/')).toEqual({
      area: 'partner_orders',
    });
  });

  it("opens the referral partner's areas, their home being earnings/", () => {
    const partnerRoute = (path: string) =>
      dashboardRoute(`/dashboard/earnings/${path}`, 'earnings', '/earnings/');
    expect(partnerRoute('')).toEqual({ area: 'partner_earnings' });
    expect(partnerRoute('earnings/')).toEqual({ area: 'partner_earnings' });
    expect(partnerRoute('orders/')).toEqual({ area: 'partner_orders' });
    expect(partnerRoute('customers/')).toEqual({ area: 'partner_customers' });
    expect(partnerRoute('orders/12/')).toEqual({ area: 'not_found' });
  });

  it("opens the seo role's Personal Area at its home", () => {
    expect(dashboardRoute('/dashboard/seo/', 'seo', '/seo/')).toEqual({ area: 'seo_home' });
  });

  it("opens the support agent's workspace, a ticket and the contract", () => {
    const agentRoute = (path: string) =>
      dashboardRoute(
        `/dashboard/support-contract/${path}`,
        'support_contract',
        '/support-contract/',
      );
    expect(agentRoute('')).toEqual({ area: 'agent_home' });
    expect(agentRoute('tickets/')).toEqual({ area: 'agent_home' });
    expect(agentRoute('tickets/12/')).toEqual({ area: 'agent_ticket', ticketId: 12 });
    expect(agentRoute('tickets/x/')).toEqual({ area: 'not_found' });
    expect(agentRoute('contract/')).toEqual({ area: 'agent_contract' });
    expect(agentRoute('contract/3/')).toEqual({ area: 'not_found' });
  });

  it("opens the seo role's Personal Area at its home, and its sign-in landing goes there", () => {
    expect(dashboardRoute('/dashboard/seo/', 'seo', '/seo/')).toEqual({
      area: 'seo_home',
    });
    expect(dashboardRoute('/dashboard/seo/orders/', 'seo', '/seo/')).toEqual({
      area: 'redirect',
      to: '/dashboard/seo/',
    });
    expect(dashboardRoute('/dashboard/seo/pages/', 'seo', '/seo/')).toEqual({
      area: 'not_found',
    });
  });
});
