import type { UserRole } from '@bb/validation';
import { describe, expect, it } from 'vitest';
import { BalanceArea } from './areas/balance-area';
import { FinancialOverviewArea } from './areas/financial-overview-area';
import { ProfileArea } from './areas/profile-area';
import { AgentContractArea, AgentHomeArea, AgentTicketArea } from './areas/support-agent-area';
import { SupportArea, SupportTicketArea } from './areas/support-area';
import { AREA_MENU_ENTRY, DASHBOARD_AREAS } from './dashboard-areas';
import { dashboardRoute } from './dashboard-route';

function routeOf(path: string, role: UserRole, home: string) {
  const route = dashboardRoute(path, role, home);
  if (route.area === 'redirect') throw new Error(`${path} redirects`);
  const entryId = AREA_MENU_ENTRY[route.area];
  return { Area: DASHBOARD_AREAS[route.area], entryId };
}

describe('the dashboard areas', () => {
  it("opens the customer's balance page from their balance/ menu entry, marked current", () => {
    expect(routeOf('/dashboard/customer/balance/', 'customer', '/customer/')).toEqual({
      Area: BalanceArea,
      entryId: 'balance',
    });
  });

  it("opens the expert's Financial Overview from their balance/ menu entry, marked current", () => {
    expect(routeOf('/dashboard/writer/balance/', 'writer', '/writer/')).toEqual({
      Area: FinancialOverviewArea,
      entryId: 'balance',
    });
  });

  it("opens the support agent's Personal Area and Support contract from their menu, marked current", () => {
    const home = '/support-contract/';
    expect(routeOf('/dashboard/support-contract/', 'support_contract', home)).toEqual({
      Area: AgentHomeArea,
      entryId: 'home',
    });
    expect(routeOf('/dashboard/support-contract/tickets/5/', 'support_contract', home)).toEqual({
      Area: AgentTicketArea,
      entryId: 'home',
    });
    expect(routeOf('/dashboard/support-contract/contract/', 'support_contract', home)).toEqual({
      Area: AgentContractArea,
      entryId: 'contract',
    });
  });

  it("opens the profile page from the customer's Profile and every other role's Profile & Settings", () => {
    expect(routeOf('/dashboard/customer/profile/', 'customer', '/customer/')).toEqual({
      Area: ProfileArea,
      entryId: 'profile',
    });
    expect(routeOf('/dashboard/writer/profile/', 'writer', '/writer/')).toEqual({
      Area: ProfileArea,
      entryId: 'profile',
    });
    for (const [role, home] of [
      ['operator', '/operator/'],
      ['seo', '/seo/'],
      ['support_contract', '/support-contract/'],
      ['earnings', '/earnings/'],
    ] as const) {
      expect(routeOf(`/dashboard${home}profile/`, role, home)).toMatchObject({ Area: ProfileArea });
    }
  });

  it("opens the Support page and a ticket's page from the customer's Support, marked current", () => {
    expect(routeOf('/dashboard/customer/ticketing/', 'customer', '/customer/')).toEqual({
      Area: SupportArea,
      entryId: 'ticketing',
    });
    expect(routeOf('/dashboard/customer/ticketing/7/', 'customer', '/customer/')).toEqual({
      Area: SupportTicketArea,
      entryId: 'ticketing',
    });
  });

  it("opens a ticket's page for the operator, under their home", () => {
    expect(routeOf('/dashboard/operator/tickets/7/', 'operator', '/operator/')).toEqual({
      Area: SupportTicketArea,
      entryId: 'home',
    });
  });
});
