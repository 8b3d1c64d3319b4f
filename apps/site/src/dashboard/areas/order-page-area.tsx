import { OrderPage } from '@bb/dashboard';
import { useState } from 'react';
import type { DashboardAreaProps } from '../dashboard-area';
import { siteAuditClient } from './audit-client';
import { checkout } from './checkout';
import { NotFoundArea } from './not-found-area';
import { orderListUrl, orderPartyOf } from './order-addresses';
import { siteOrderClient } from './order-client';
import { siteReviewClient } from './review-client';

/**
 * One order's page for the customer (`orders/{id}/`), the expert (`orders_progress/{id}/`) or
 * the operator (`orders/{id}/`, with the order's audit trail): the page heads itself with the
 * order's title. The customer's page pays through the provider's checkout when the balance does
 * not cover the price.
 */
export function OrderPageArea(props: DashboardAreaProps) {
  const { route, role, home } = props;
  const [address] = useState(checkout.address);
  const party = orderPartyOf(role);
  if (!party || !('orderId' in route)) return <NotFoundArea {...props} />;
  return (
    <OrderPage
      // A new order id is a new page: nothing of the last one's state carries over.
      key={route.orderId}
      client={siteOrderClient()}
      party={party}
      orderId={route.orderId}
      listHref={orderListUrl(home, party)}
      reviewClient={siteReviewClient()}
      {...(party === 'customer' ? { navigate: checkout.navigate, address } : {})}
      {...(party === 'operator' ? { auditClient: siteAuditClient() } : {})}
    />
  );
}
