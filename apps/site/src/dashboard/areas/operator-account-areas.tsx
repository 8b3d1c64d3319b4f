import {
  AuditTrail,
  CustomerAccountPage,
  CustomerRatings,
  CustomerSearch,
  ExpertAccountPage,
  ExpertSearch,
} from '@bb/dashboard';
import { dashboardUrl } from '@bb/form-hooks';
import { DASHBOARD_PATHS } from '@bb/validation';
import type { DashboardAreaProps } from '../dashboard-area';
import { siteAuditClient } from './audit-client';
import { NotFoundArea } from './not-found-area';
import { siteOperatorAccountClient } from './operator-account-client';
import { orderUrl, receiptUrl } from './order-addresses';
import { siteReviewClient } from './review-client';
import { operatorTicketUrl } from './support-area';

const { customers, experts } = DASHBOARD_PATHS.operator;

/** The operator's pages of a customer and of an expert (by their account's id). */
export function customerAccountUrl(home: string, customerId: number): string {
  return dashboardUrl(home, `${customers}${customerId}/`);
}
export function expertAccountUrl(home: string, expertId: number): string {
  return dashboardUrl(home, `${experts}${expertId}/`);
}

/** The operator's `customers/`: every customer, searched by e-mail or account number. */
export function CustomersArea({ home }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">Customers</h1>
      <CustomerSearch
        client={siteOperatorAccountClient()}
        accountHref={(id) => customerAccountUrl(home, id)}
      />
    </>
  );
}

/** The operator's `experts/`: every expert, searched by pen name, e-mail or account number. */
export function ExpertsArea({ home }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">Experts</h1>
      <ExpertSearch
        client={siteOperatorAccountClient()}
        accountHref={(id) => expertAccountUrl(home, id)}
      />
    </>
  );
}

/** A customer's page (`customers/{id}/`). */
export function CustomerAccountArea(props: DashboardAreaProps) {
  const { route, home } = props;
  if (!('customerId' in route)) return <NotFoundArea {...props} />;
  return (
    <>
      <h1 className="site-page-title">Customer #{route.customerId}</h1>
      <CustomerAccountPage
        // A new id is a new page: nothing of the last one's state carries over.
        key={route.customerId}
        client={siteOperatorAccountClient()}
        customerId={route.customerId}
        orderHref={(id) => orderUrl(home, 'operator', id)}
        receiptHref={(id) => receiptUrl(home, id)}
        ticketHref={(id) => operatorTicketUrl(home, id)}
        auditTrail={
          <AuditTrail client={siteAuditClient()} subject={{ account: route.customerId }} />
        }
        customerRatings={
          <CustomerRatings
            client={siteReviewClient()}
            customerId={route.customerId}
            orderHref={(id) => orderUrl(home, 'operator', id)}
          />
        }
      />
    </>
  );
}

/** An expert's page (`experts/{id}/`, their account's id). */
export function ExpertAccountArea(props: DashboardAreaProps) {
  const { route, home } = props;
  if (!('expertId' in route)) return <NotFoundArea {...props} />;
  return (
    <>
      <h1 className="site-page-title">Expert #{route.expertId}</h1>
      <ExpertAccountPage
        key={route.expertId}
        client={siteOperatorAccountClient()}
        expertId={route.expertId}
        orderHref={(id) => orderUrl(home, 'operator', id)}
        auditTrail={<AuditTrail client={siteAuditClient()} subject={{ account: route.expertId }} />}
      />
    </>
  );
}
