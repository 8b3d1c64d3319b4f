import { StaffPage } from '@bb/dashboard';
import { dashboardUrl } from '@bb/form-hooks';
import { DASHBOARD_PATHS } from '@bb/validation';
import type { DashboardAreaProps } from '../dashboard-area';
import { siteStaffClient } from './staff-client';

/** The operator's `staff/`: invite staff, block or unblock accounts, open an agent's contract. */
export function StaffArea({ session, home }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">Staff</h1>
      <StaffPage
        client={siteStaffClient()}
        selfId={session.user_id}
        contractHref={(id) => dashboardUrl(home, `${DASHBOARD_PATHS.operator.staff}${id}/`)}
      />
    </>
  );
}
