import { ExpertApplicationPage } from '@bb/dashboard';
import { dashboardUrl } from '@bb/form-hooks';
import { DASHBOARD_PATHS } from '@bb/validation';
import { siteExpertApplicationClient } from '../../become-an-expert/expert-application-client';
import type { DashboardAreaProps } from '../dashboard-area';
import { NotFoundArea } from './not-found-area';

/** The operator's application pages, linked from their home. */
export function expertApplicationUrl(home: string, applicationId: number): string {
  return dashboardUrl(home, `${DASHBOARD_PATHS.operator.applications}${applicationId}/`);
}

/** One expert application the operator reviews (`applications/{id}/`), back to their home. */
export function ExpertApplicationArea(props: DashboardAreaProps) {
  const { route, home } = props;
  if (!('applicationId' in route)) return <NotFoundArea {...props} />;
  return (
    <>
      <h1 className="site-page-title">Expert application #{route.applicationId}</h1>
      <ExpertApplicationPage
        // A new id is a new page: nothing of the last one's state carries over.
        key={route.applicationId}
        client={siteExpertApplicationClient()}
        applicationId={route.applicationId}
        backHref={dashboardUrl(home)}
      />
    </>
  );
}
