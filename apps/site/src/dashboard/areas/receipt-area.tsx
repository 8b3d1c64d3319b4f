import { ReceiptPage, type ReceiptPageProps } from '@bb/dashboard';
import { dashboardUrl } from '@bb/form-hooks';
import { DASHBOARD_PATHS } from '@bb/validation';
import type { DashboardAreaProps } from '../dashboard-area';
import { NotFoundArea } from './not-found-area';
import { customerAccountUrl } from './operator-account-areas';
import { siteReceiptClient } from './receipt-client';

/**
 * A receipt (`receipts/{id}/`): the customer's, back to their balance; an operator's, back to
 * the page of the customer who paid (to the customers until the receipt says who).
 */
export function ReceiptArea(props: DashboardAreaProps) {
  const { route, role, home } = props;
  if (!('receiptId' in route)) return <NotFoundArea {...props} />;
  const back: ReceiptPageProps['back'] =
    role === 'operator'
      ? (receipt) =>
          receipt
            ? {
                href: customerAccountUrl(home, receipt.customer.id),
                label: `Back to customer #${receipt.customer.id}`,
              }
            : {
                href: dashboardUrl(home, DASHBOARD_PATHS.operator.customers),
                label: 'Back to customers',
              }
      : {
          href: dashboardUrl(home, DASHBOARD_PATHS.customer.balance),
          label: 'Back to your balance',
        };
  return (
    <>
      <h1 className="site-page-title">Receipt</h1>
      <ReceiptPage
        key={route.receiptId}
        client={siteReceiptClient()}
        receiptId={route.receiptId}
        back={back}
      />
    </>
  );
}
