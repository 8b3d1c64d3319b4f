import { PartnerCustomersPage, PartnerEarningsPage, PartnerOrdersPage } from '@bb/dashboard';
import { accountMenuEntries } from '@bb/form-hooks';
import type { DashboardAreaProps } from '../dashboard-area';
import { sitePartnerClient } from './partner-client';

/** The menu entry's label as the account menu shows it (spec §2), or `fallback`. */
function entryTitle({ role, home }: DashboardAreaProps, id: string, fallback: string) {
  return accountMenuEntries(role, home).find((entry) => entry.id === id)?.label ?? fallback;
}

/**
 * The referral partner's `earnings/` (and home): the link with its funnel, the commissions, the
 * payout method and the payouts. The link starts with the address the partner reads the page at.
 */
export function PartnerEarningsArea(props: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">{entryTitle(props, 'earnings', 'Earnings')}</h1>
      <PartnerEarningsPage client={sitePartnerClient()} origin={window.location.origin} />
    </>
  );
}

/** The partner's `orders/`: their customers' paid orders and the commission on each. */
export function PartnerOrdersArea(props: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">{entryTitle(props, 'orders', 'Orders')}</h1>
      <PartnerOrdersPage client={sitePartnerClient()} />
    </>
  );
}

/** The partner's `customers/`: the customers they brought, under anonymous numbers. */
export function PartnerCustomersArea(props: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">{entryTitle(props, 'customers', 'Customers')}</h1>
      <PartnerCustomersPage client={sitePartnerClient()} />
    </>
  );
}
