import type { OrderParty } from '@bb/api-client';
import { dashboardUrl } from '@bb/form-hooks';
import { DASHBOARD_PATHS, RECEIPTS_PATH, type UserRole } from '@bb/validation';

/** Who a signed-in role is on an order: the customer, the expert (writer) or an operator. */
export function orderPartyOf(role: UserRole): OrderParty | null {
  if (role === 'customer') return 'customer';
  if (role === 'writer') return 'expert';
  if (role === 'operator') return 'operator';
  return null;
}

/** Where a party's orders live below their home path (`dashboard-route.ts` reads the same). */
const LIST_ENTRY: Record<OrderParty, string> = {
  customer: DASHBOARD_PATHS.customer.orders,
  expert: DASHBOARD_PATHS.writer.orders,
  operator: DASHBOARD_PATHS.operator.home,
};
const ORDER_ENTRY: Record<OrderParty, string> = {
  customer: DASHBOARD_PATHS.customer.orders,
  expert: DASHBOARD_PATHS.writer.orders,
  operator: DASHBOARD_PATHS.operator.orders,
};

/** The party's list of orders: `/dashboard/customer/orders/`, the operator's home. */
export function orderListUrl(home: string, party: OrderParty): string {
  return dashboardUrl(home, LIST_ENTRY[party]);
}

/** One order's page: `/dashboard/customer/orders/41/`, `/dashboard/operator/orders/41/`. */
export function orderUrl(home: string, party: OrderParty, orderId: number): string {
  return dashboardUrl(home, `${ORDER_ENTRY[party]}${orderId}/`);
}

/**
 * A payment's or a top-up's receipt, by its ledger entry, below the customer's or the operator's
 * home: `/dashboard/customer/receipts/7/`.
 */
export function receiptUrl(home: string, entryId: number): string {
  return dashboardUrl(home, `${RECEIPTS_PATH}${entryId}/`);
}
