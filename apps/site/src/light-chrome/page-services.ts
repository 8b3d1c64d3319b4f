import { opensQueryModal } from '@bb/form-hooks';
import { startPageAnalytics } from '../environment/page-analytics';
import { siteEnvironment } from '../environment/site-environment';
import { type AccountAreaParts, startAccountArea } from './account-area';
import { showCookieNotice } from './cookie-notice';

export interface PageServicesParts {
  account?: AccountAreaParts;
  cookieNotice?: HTMLTemplateElement;
}

/**
 * What a page without React starts once it has painted: the page's analytics, the account area,
 * the cookie notice, and the modals the address opens (OAuth error, e-mail verification), whose
 * React loads only for such an address.
 */
export function startPageServices({ account, cookieNotice }: PageServicesParts): void {
  const environment = siteEnvironment();
  startPageAnalytics(environment);
  if (account) startAccountArea(account);
  if (cookieNotice) void showCookieNotice(cookieNotice, environment);
  if (opensQueryModal(environment.addressBar.params())) {
    import('./query-modals-root').then(({ renderQueryModals }) => renderQueryModals());
  }
}
