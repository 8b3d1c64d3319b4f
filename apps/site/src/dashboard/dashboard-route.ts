import { dashboardUrl } from '@bb/form-hooks';
import {
  DASHBOARD_PATHS,
  DASHBOARD_SIGN_IN_PATH,
  RECEIPTS_PATH,
  SHORT_FORM_NEW_ORDER_PATH,
  type UserRole,
} from '@bb/validation';

/**
 * What a dashboard address shows. The dashboard is one client-rendered page for every address
 * under /dashboard; this reads the address against the signed-in person's home path
 * (dashboard_home_url_path) and names the area to render.
 */
export type DashboardRoute =
  /** The customer's full order page (`new_order/`, and the short form's `/dashboard/customer/new-order`). */
  | { area: 'new_order' }
  /** The customer's orders, or one of them. */
  | { area: 'orders' }
  | { area: 'order'; orderId: number }
  /** The customer's balance: its ledger and a top-up. */
  | { area: 'balance' }
  /** The receipt of a payment or a top-up (`receipts/{id}/`), for its customer or an operator. */
  | { area: 'receipt'; receiptId: number }
  /** The expert's `balance/`: their Financial Overview (earnings, payouts). */
  | { area: 'financial_overview' }
  /** Every role's profile: the password, the e-mails received, the browsers signed in. */
  | { area: 'profile' }
  /** The customer's Support (`ticketing/`): their tickets and a new one; or one ticket. */
  | { area: 'support' }
  | { area: 'support_ticket'; ticketId: number }
  /** The expert's assigned orders (`orders_progress/`), or one of them. */
  | { area: 'orders_progress' }
  | { area: 'expert_order'; orderId: number }
  /** The operator's home: the queue of orders and the experts. */
  | { area: 'operator_home' }
  | { area: 'operator_order'; orderId: number }
  /** A support ticket the operator answers (`tickets/{id}/`, listed on their home). */
  | { area: 'operator_ticket'; ticketId: number }
  /** An expert application the operator reviews (`applications/{id}/`, listed on their home). */
  | { area: 'operator_application'; applicationId: number }
  /** The operator's Staff (`staff/`): invitations, the staff list, blocking. */
  | { area: 'operator_staff' }
  /** The operator's customers and experts (`customers/`, `experts/`), or one's page by account id. */
  | { area: 'operator_customers' }
  | { area: 'operator_customer'; customerId: number }
  | { area: 'operator_experts' }
  | { area: 'operator_expert'; expertId: number }
  /** The seo role's home (Personal Area): the public pages' search appearance, the redirects. */
  | { area: 'seo_home' }
  /** The referral partner's `earnings/` (their home too), `orders/` and `customers/`. */
  | { area: 'partner_earnings' }
  | { area: 'partner_orders' }
  | { area: 'partner_customers' }
  /** The support agent's Personal Area (their tickets and the queue), a ticket, their contract. */
  | { area: 'agent_home' }
  | { area: 'agent_ticket'; ticketId: number }
  | { area: 'agent_contract' }
  /** The operator's page of a support agent's contract (`staff/{id}/`, from the staff list). */
  | { area: 'operator_agent_contract'; agentId: number }
  /** Another role's address, or the bare /dashboard: go to this person's own home. */
  | { area: 'redirect'; to: string }
  | { area: 'not_found' };

/** An order's or a ticket's id in an address. */
const ORDER_ID = /^[1-9]\d{0,15}$/;

/** A page's path segment: 'orders_progress/' is `orders_progress`. */
const segment = (path: string) => path.replace(/\/$/, '');

const { customer, writer, operator, earnings, support_contract: agent } = DASHBOARD_PATHS;

/**
 * Areas below the home path, by role: a path segment (@bb/validation's `DASHBOARD_PATHS`) and
 * what it opens (with an id after it).
 */
const AREAS: Partial<
  Record<UserRole, Record<string, { list: DashboardRoute; one?: (id: number) => DashboardRoute }>>
> = {
  customer: {
    [segment(customer.newOrder)]: { list: { area: 'new_order' } },
    [segment(customer.orders)]: {
      list: { area: 'orders' },
      one: (orderId) => ({ area: 'order', orderId }),
    },
    [segment(customer.balance)]: { list: { area: 'balance' } },
    // The receipts are listed on the balance itself, so `receipts/` alone opens it too.
    [segment(RECEIPTS_PATH)]: {
      list: { area: 'balance' },
      one: (receiptId) => ({ area: 'receipt', receiptId }),
    },
    [segment(customer.support)]: {
      list: { area: 'support' },
      one: (ticketId) => ({ area: 'support_ticket', ticketId }),
    },
  },
  writer: {
    [segment(writer.financialOverview)]: { list: { area: 'financial_overview' } },
    [segment(writer.orders)]: {
      list: { area: 'orders_progress' },
      one: (orderId) => ({ area: 'expert_order', orderId }),
    },
  },
  operator: {
    [segment(operator.orders)]: {
      list: { area: 'operator_home' },
      one: (orderId) => ({ area: 'operator_order', orderId }),
    },
    // The waiting tickets are listed on the home itself, so `tickets/` alone opens it too.
    [segment(operator.tickets)]: {
      list: { area: 'operator_home' },
      one: (ticketId) => ({ area: 'operator_ticket', ticketId }),
    },
    // The waiting applications are listed on the home too.
    [segment(operator.applications)]: {
      list: { area: 'operator_home' },
      one: (applicationId) => ({ area: 'operator_application', applicationId }),
    },
    [segment(operator.staff)]: {
      list: { area: 'operator_staff' },
      one: (agentId) => ({ area: 'operator_agent_contract', agentId }),
    },
    [segment(operator.customers)]: {
      list: { area: 'operator_customers' },
      one: (customerId) => ({ area: 'operator_customer', customerId }),
    },
    [segment(operator.experts)]: {
      list: { area: 'operator_experts' },
      one: (expertId) => ({ area: 'operator_expert', expertId }),
    },
    [segment(RECEIPTS_PATH)]: {
      list: { area: 'operator_customers' },
      one: (receiptId) => ({ area: 'receipt', receiptId }),
    },
  },
  earnings: {
    [segment(earnings.earnings)]: { list: { area: 'partner_earnings' } },
    [segment(earnings.orders)]: { list: { area: 'partner_orders' } },
    [segment(earnings.customers)]: { list: { area: 'partner_customers' } },
  },
  support_contract: {
    [segment(agent.contract)]: { list: { area: 'agent_contract' } },
    // The tickets are listed on the home itself, so `tickets/` alone opens it too.
    [segment(agent.tickets)]: {
      list: { area: 'agent_home' },
      one: (ticketId) => ({ area: 'agent_ticket', ticketId }),
    },
  },
};

/** Each role's home path itself opens this area. */
const HOME_AREAS: Record<UserRole, DashboardRoute> = {
  customer: { area: 'orders' },
  writer: { area: 'orders_progress' },
  operator: { area: 'operator_home' },
  seo: { area: 'seo_home' },
  earnings: { area: 'partner_earnings' },
  support_contract: { area: 'agent_home' },
};

/**
 * The area for `pathname` (the address's path) when `role` is signed in with the home path `home`
 * ('/customer/'). Every entry of every role's account menu opens a real page.
 */
export function dashboardRoute(pathname: string, role: UserRole, home: string): DashboardRoute {
  const homeUrl = dashboardUrl(home);
  if (role === 'customer' && segment(pathname) === SHORT_FORM_NEW_ORDER_PATH) {
    return { area: 'new_order' };
  }
  if (!`${pathname}/`.startsWith(homeUrl)) return { area: 'redirect', to: homeUrl };

  const segments = pathname.slice(homeUrl.length).split('/').filter(Boolean);
  if (segments.length === 0) {
    return HOME_AREAS[role];
  }
  const [first = '', second, ...rest] = segments;
  if (rest.length > 0) return { area: 'not_found' };
  // Every role's Profile & Settings, at the same path.
  if (first === segment(DASHBOARD_PATHS[role].profile) && second === undefined) {
    return { area: 'profile' };
  }
  const area = AREAS[role]?.[first];
  if (area) {
    if (second === undefined) return area.list;
    return area.one && ORDER_ID.test(second) ? area.one(Number(second)) : { area: 'not_found' };
  }
  // Signing in lands every role on {home}orders/ (spec §2): without orders of its own, go home.
  if (first === segment(DASHBOARD_SIGN_IN_PATH) && second === undefined) {
    return { area: 'redirect', to: homeUrl };
  }
  return { area: 'not_found' };
}
