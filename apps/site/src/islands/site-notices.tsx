import { BbProvider, useCommonSettings } from '@bb/form-hooks';
import { CookieNotice, EmailVerificationModal, OAuthErrorModal } from '@bb/ui';
import { siteEnvironment } from '../environment/site-environment';
import { useSiteAnalytics } from './use-site-analytics';

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
  useSiteAnalytics();
  return (
    <>
      <CookieNotice settings={status === 'loading' ? undefined : settings} />
      <OAuthErrorModal />
      <EmailVerificationModal />
    </>
  );
}
