import { StaffTicketPage, SupportPage, SupportTicketPage } from '@bb/dashboard';
import { dashboardUrl } from '@bb/form-hooks';
import { DASHBOARD_PATHS } from '@bb/validation';
import type { DashboardAreaProps } from '../dashboard-area';
import { NotFoundArea } from './not-found-area';
import { orderUrl } from './order-addresses';
import { siteSupportClient } from './support-client';

/** Where tickets live below a home path: the customer's Support entry, the operator's tickets. */
const CUSTOMER_TICKETS = DASHBOARD_PATHS.customer.support;
const OPERATOR_TICKETS = DASHBOARD_PATHS.operator.tickets;

/** The customer's `ticketing/` (Support): their tickets and a new one. */
export function SupportArea({ home }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">Support</h1>
      <SupportPage
        client={siteSupportClient()}
        ticketHref={(id) => dashboardUrl(home, `${CUSTOMER_TICKETS}${id}/`)}
      />
    </>
  );
}

/**
 * One ticket's page: the customer's (`ticketing/{id}/`, back to Support) or the operator's
 * (`tickets/{id}/`, back to their home, where the waiting tickets are listed), who also assigns
 * it to an agent and reads and writes its internal notes.
 */
export function SupportTicketArea(props: DashboardAreaProps) {
  const { route, role, home } = props;
  const reader = role === 'customer' ? 'customer' : role === 'operator' ? 'operator' : null;
  if (!reader || !('ticketId' in route)) return <NotFoundArea {...props} />;
  // A new ticket id is a new page (its `key`): nothing of the last one's state carries over.
  const pageProps = {
    client: siteSupportClient(),
    ticketId: route.ticketId,
    backHref: dashboardUrl(home, reader === 'customer' ? CUSTOMER_TICKETS : ''),
    backLabel: reader === 'customer' ? 'Back to your tickets' : 'Back to your home',
    orderHref: (id: number) => orderUrl(home, reader, id),
  };
  return (
    <>
      <h1 className="site-page-title">Ticket #{route.ticketId}</h1>
      {reader === 'operator' ? (
        <StaffTicketPage key={route.ticketId} reader="operator" {...pageProps} />
      ) : (
        <SupportTicketPage key={route.ticketId} reader="customer" {...pageProps} />
      )}
    </>
  );
}

/** The operator's ticket pages, linked from their home. */
export function operatorTicketUrl(home: string, ticketId: number): string {
  return dashboardUrl(home, `${OPERATOR_TICKETS}${ticketId}/`);
}
