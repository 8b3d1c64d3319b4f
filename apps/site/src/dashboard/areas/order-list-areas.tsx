import {
  OperatorQueue,
  OrderList,
  RemindersPanel,
  WaitingApplications,
  WaitingTickets,
} from '@bb/dashboard';
import { siteExpertApplicationClient } from '../../become-an-expert/expert-application-client';
import type { DashboardAreaProps } from '../dashboard-area';
import { expertApplicationUrl } from './expert-application-area';
import { orderUrl } from './order-addresses';
import { siteOrderClient } from './order-client';
import { operatorTicketUrl } from './support-area';
import { siteSupportClient } from './support-client';

/**
 * The customer's `orders/`: what they have left to do (the spec's reminders), then every order
 * they placed, with a status filter.
 */
export function CustomerOrdersArea({ home }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">Your orders</h1>
      <RemindersPanel client={siteOrderClient()} />
      <OrderList
        client={siteOrderClient()}
        party="customer"
        orderHref={(id) => orderUrl(home, 'customer', id)}
      />
    </>
  );
}

/** The expert's `orders_progress/` (My Orders): the orders assigned to them. */
export function ExpertOrdersArea({ home }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">My Orders</h1>
      <OrderList
        client={siteOrderClient()}
        party="expert"
        orderHref={(id) => orderUrl(home, 'expert', id)}
      />
    </>
  );
}

/**
 * The operator's home: the queue of orders waiting for an expert, the experts, the support
 * tickets waiting for an answer, and the expert applications waiting for review.
 */
export function OperatorHomeArea({ home }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">Orders to assign</h1>
      <OperatorQueue
        client={siteOrderClient()}
        orderHref={(id) => orderUrl(home, 'operator', id)}
      />
      <WaitingTickets
        client={siteSupportClient()}
        ticketHref={(id) => operatorTicketUrl(home, id)}
      />
      <WaitingApplications
        client={siteExpertApplicationClient()}
        applicationHref={(id) => expertApplicationUrl(home, id)}
      />
    </>
  );
}
