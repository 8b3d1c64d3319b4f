import { accountMenuEntries } from '@bb/form-hooks';
import type { DashboardAreaProps } from '../dashboard-area';

/**
 * A menu entry whose area is the dashboard's part 2 (the support-contract and earnings roles'
 * areas): a real page that names it, so no entry of an account menu leads to a 404.
 */
export function MenuEntryArea({ entryId, role, home }: DashboardAreaProps) {
  const entry = accountMenuEntries(role, home).find((candidate) => candidate.id === entryId);
  return (
    <>
      <h1 className="site-page-title">{entry?.label ?? 'Your account'}</h1>
      <p>This part of your dashboard is being prepared. The menu leads to every part ready now.</p>
    </>
  );
}
