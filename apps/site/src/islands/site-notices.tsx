import { BbProvider, useCommonSettings } from '@bb/form-hooks';
import { CookieNotice, ErrorWidget, LoadFailureBoundary } from '@bb/ui';
import { lazy, Suspense } from 'react';
import { siteEnvironment } from '../environment/site-environment';
import { useQueryModalRequested } from './use-query-modal-requested';
import { useSiteAnalytics } from './use-site-analytics';

// Few visits arrive with an OAuth error or an e-mail verification result in the address: the
// modals' code loads only for those.
const QueryModals = /* @__PURE__ */ lazy(() =>
  import('./query-modals').then((module) => ({ default: module.QueryModals })),
);

/**
 * What every page has besides header and footer (spec §2): the cookie notice, the modals the
 * address opens (OAuth error, e-mail verification), and the page's analytics.
 */
export function SiteNotices() {
  return (
    <BbProvider environment={siteEnvironment()}>
      <NoticesWithSettings />
    </BbProvider>
  );
}

function NoticesWithSettings() {
  const { status, settings } = useCommonSettings();
  const queryModalRequested = useQueryModalRequested();
  useSiteAnalytics();
  return (
    <>
      <CookieNotice settings={status === 'loading' ? undefined : settings} />
      {queryModalRequested && (
        <LoadFailureBoundary fallback={<ErrorWidget />}>
          <Suspense fallback={null}>
            <QueryModals />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </>
  );
}
