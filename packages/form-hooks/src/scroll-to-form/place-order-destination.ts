import type { Session } from '@bb/api-client';
import { DASHBOARD_PATHS, type UserRole } from '@bb/validation';
import { dashboardHomeOf, dashboardUrl } from '../session/dashboard-paths';
import { SIGNED_IN_TEXTS } from '../session/signed-in-texts';

/**
 * Where 'Place an order' takes the person in front of it. A visitor keeps spec §2's scroll to the
 * order form (or registration without one); a customer gets the full order page of their
 * dashboard; any other role cannot place orders (spec §6), and is told so with a way back to
 * their own dashboard instead of being sent to an empty sign-up page.
 */
export type PlaceOrderDestination =
  | { kind: 'order-form' }
  | { kind: 'new-order-page'; url: string }
  | { kind: 'not-a-customer'; role: Exclude<UserRole, 'customer'>; dashboardUrl: string };

export function placeOrderDestination(
  session: Pick<Session, 'user_role' | 'dashboard_home_url_path'> | null,
): PlaceOrderDestination {
  const home = dashboardHomeOf(session);
  const role = session?.user_role;
  if (!role || home === null) return { kind: 'order-form' };
  if (role === 'customer') {
    return { kind: 'new-order-page', url: dashboardUrl(home, DASHBOARD_PATHS.customer.newOrder) };
  }
  return { kind: 'not-a-customer', role, dashboardUrl: dashboardUrl(home) };
}

/** What a signed-in person who is not a customer reads under 'Place an order'. */
export const PLACE_ORDER_TEXTS = {
  notACustomer: 'Orders are placed from a customer account.',
  signedInAs: (role: Exclude<UserRole, 'customer'>) =>
    SIGNED_IN_TEXTS.signedInAs(SIGNED_IN_TEXTS.roleName(role)),
  toDashboard: SIGNED_IN_TEXTS.toDashboard,
} as const;
