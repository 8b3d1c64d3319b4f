import { DASHBOARD_PATHS, type UserRole } from '@bb/validation';
import { dashboardUrl } from '../session/dashboard-paths';

/**
 * The account menu's texts (spec §2), for @bb/ui to render and tests to assert verbatim. The
 * popover's name and the loading state's text are ours (the spec leaves them open).
 */
export const ACCOUNT_MENU_TEXTS = {
  myAccount: 'My account',
  loginModalTitle: 'Log into your account',
  signUp: 'Sign up',
  forgotPassword: 'Forgot password',
  logOut: 'Log out',
  menu: 'Account menu',
  loading: 'Loading your account',
} as const;

/** Where the login modal's links go (spec §2). */
export const ACCOUNT_LINKS = {
  signUp: '/registration.html',
  forgotPassword: '/auth_password_reset.html',
} as const;

/** 'link' goes to `href`; 'new_order' is a link that is also tracked; 'log_out' is a button. */
export type AccountMenuAction = 'link' | 'new_order' | 'log_out';

export interface AccountMenuEntry {
  /** Stable key: the path segment without its slash, 'home' for the home path, 'log_out'. */
  id: string;
  label: string;
  /** `/dashboard{dashboard_home_url_path}{path}`; null for Log out. */
  href: string | null;
  action: AccountMenuAction;
}

type EntrySpec = readonly [path: string, label: string];

const { customer, writer, support_contract, earnings, operator, seo } = DASHBOARD_PATHS;

/**
 * Each role's entries before Log out (spec §2; the paths are @bb/validation's `DASHBOARD_PATHS`).
 * Operator and seo are not listed there; they get the home path itself, like the
 * support-contract role, the operator their Customers, Experts and Staff pages too, and both
 * their Profile & Settings (our decision, see README). The support-contract and earnings menus
 * are the spec's; their Profile & Settings is at the same `profile/` path.
 */
const MENU_BY_ROLE: Record<UserRole, readonly EntrySpec[]> = {
  customer: [
    [customer.newOrder, 'New order'],
    [customer.orders, 'Orders'],
    [customer.balance, 'Balance'],
    [customer.support, 'Support'],
    [customer.profile, 'Profile'],
  ],
  writer: [
    [writer.orders, 'My Orders'],
    [writer.profile, 'Profile & Settings'],
    [writer.financialOverview, 'Financial Overview'],
  ],
  support_contract: [
    [support_contract.home, 'Personal Area'],
    [support_contract.contract, 'Support contract'],
  ],
  earnings: [
    [earnings.earnings, 'Earnings'],
    [earnings.orders, 'Orders'],
    [earnings.customers, 'Customers'],
  ],
  operator: [
    [operator.home, 'Personal Area'],
    [operator.customers, 'Customers'],
    [operator.experts, 'Experts'],
    [operator.staff, 'Staff'],
    [operator.profile, 'Profile & Settings'],
  ],
  seo: [
    [seo.home, 'Personal Area'],
    [seo.profile, 'Profile & Settings'],
  ],
};

/** The menu of a role: its entries, every path prefixed by /dashboard and the home path, then Log out. */
export function accountMenuEntries(
  role: UserRole,
  dashboardHomeUrlPath: string,
): AccountMenuEntry[] {
  const specs = MENU_BY_ROLE[role] ?? [];
  const entries: AccountMenuEntry[] = specs.map(([path, label]) => ({
    id: path === '' ? 'home' : path.replace(/\/$/, ''),
    label,
    href: dashboardUrl(dashboardHomeUrlPath, path),
    action: path === customer.newOrder ? 'new_order' : 'link',
  }));
  entries.push({ id: 'log_out', label: ACCOUNT_MENU_TEXTS.logOut, href: null, action: 'log_out' });
  return entries;
}
