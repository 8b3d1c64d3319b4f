import { FinancialOverviewPage } from '@bb/dashboard';
import { accountMenuEntries, dashboardUrl } from '@bb/form-hooks';
import { DASHBOARD_PATHS } from '@bb/validation';
import type { DashboardAreaProps } from '../dashboard-area';
import { orderUrl } from './order-addresses';
import { siteOrderClient } from './order-client';

/**
 * The expert's `balance/` (Financial Overview): what they earn per order, the totals, the next
 * payout date and the payouts made.
 */
export function FinancialOverviewArea({ role, home }: DashboardAreaProps) {
  const title = accountMenuEntries(role, home).find((entry) => entry.id === 'balance')?.label;
  return (
    <>
      <h1 className="site-page-title">{title ?? 'Financial Overview'}</h1>
      <FinancialOverviewPage
        client={siteOrderClient()}
        orderHref={(id) => orderUrl(home, 'expert', id)}
        profileHref={dashboardUrl(home, DASHBOARD_PATHS.writer.profile)}
      />
    </>
  );
}
