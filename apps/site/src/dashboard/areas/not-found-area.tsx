import { dashboardUrl } from '@bb/form-hooks';
import type { DashboardAreaProps } from '../dashboard-area';

/** An address below the dashboard that names nothing: said plainly, with a way back. */
export function NotFoundArea({ home }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">This page does not exist</h1>
      <p>
        The address may be mistyped, or the page has moved.{' '}
        <a href={dashboardUrl(home)}>Go to your dashboard</a>
      </p>
    </>
  );
}
