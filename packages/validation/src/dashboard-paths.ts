import type { UserRole } from './constants';

/** Every dashboard page lives below this path (spec §2). */
export const DASHBOARD_BASE_PATH = '/dashboard';

/** Each role's dashboard home, below /dashboard. Our decision where the spec is silent (see README). */
export const DASHBOARD_HOME_URL_PATHS: Record<UserRole, string> = {
  customer: '/customer/',
  writer: '/writer/',
  operator: '/operator/',
  seo: '/seo/',
  support_contract: '/support-contract/',
  earnings: '/earnings/',
};

/**
 * Each role's pages below its home path, by what they show: the account menu's paths of spec §2
 * (`home` is the home path itself, '') and the operator's own (the order queue, the tickets, the staff, the
 * customers and experts). Every role has its Profile & Settings at `profile/` (the password, the
 * e-mails it receives, the browsers signed in); the staff's is ours, where spec §2 is silent.
 * The account menu links them, the site routes them, the API's links and redirects point at them.
 */
export const DASHBOARD_PATHS = {
  customer: {
    newOrder: 'new_order/',
    orders: 'orders/',
    balance: 'balance/',
    support: 'ticketing/',
    profile: 'profile/',
  },
  writer: { orders: 'orders_progress/', profile: 'profile/', financialOverview: 'balance/' },
  operator: {
    home: '',
    orders: 'orders/',
    tickets: 'tickets/',
    applications: 'applications/',
    staff: 'staff/',
    customers: 'customers/',
    experts: 'experts/',
    profile: 'profile/',
  },
  seo: { home: '', profile: 'profile/' },
  // `tickets/{id}/`: one ticket of the agent's workspace (no menu entry: opened from the home).
  support_contract: { home: '', contract: 'contract/', tickets: 'tickets/', profile: 'profile/' },
  earnings: {
    earnings: 'earnings/',
    orders: 'orders/',
    customers: 'customers/',
    profile: 'profile/',
  },
} as const satisfies Record<UserRole, Record<string, string> & { profile: 'profile/' }>;

/** Where signing in lands every role, below its home (spec §2: `{dashboard_home_url_path}orders/`). */
export const DASHBOARD_SIGN_IN_PATH = 'orders/';

/**
 * The short order form's landing page (spec §2, OAuth result): the customer's full order page,
 * where the draft named by `data_box_key` is restored.
 */
export const SHORT_FORM_NEW_ORDER_PATH = '/dashboard/customer/new-order';

/** The route the short form asks /users/redirect-to-dashboard for: it lands on the page above. */
export const SHORT_FORM_NEW_ORDER_ROUTE = 'new_order';

/** `/dashboard{role's home}{page}`: a page of the role's dashboard ('/dashboard/writer/profile/'). */
export function dashboardPagePath<Role extends UserRole>(
  role: Role,
  page: keyof (typeof DASHBOARD_PATHS)[Role],
): string {
  const paths: Record<PropertyKey, string> = DASHBOARD_PATHS[role];
  return `${DASHBOARD_BASE_PATH}${DASHBOARD_HOME_URL_PATHS[role]}${paths[page]}`;
}

/**
 * Where receipts open, below the customer's and the operator's home (ours; not a menu entry):
 * `receipts/{id}/`, the id of the ledger entry the receipt is for (GET /receipts/{id}).
 */
export const RECEIPTS_PATH = 'receipts/';

/** The page of a receipt for its customer or an operator: '/dashboard/customer/receipts/41/'. */
export function receiptPagePath(role: 'customer' | 'operator', receiptId: number): string {
  return `${DASHBOARD_BASE_PATH}${DASHBOARD_HOME_URL_PATHS[role]}${RECEIPTS_PATH}${receiptId}/`;
}
