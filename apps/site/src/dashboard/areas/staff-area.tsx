import { StaffPage } from '@bb/dashboard';
import type { DashboardAreaProps } from '../dashboard-area';
import { siteStaffClient } from './staff-client';

/** The operator's `staff/`: invite staff, and block or unblock accounts. */
export function StaffArea({ session }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">Staff</h1>
      <StaffPage client={siteStaffClient()} selfId={session.user_id} />
    </>
  );
}
