import { isSameOriginPath } from '@bb/validation';
import { dashboardOrdersUrl } from '../session/dashboard-paths';

/**
 * Where a successful login goes (spec §2): the redirect URL when one is given and it is a path
 * on our own origin, otherwise `/dashboard{dashboard_home_url_path}orders/`. Anything else
 * (another host, `//host`, `javascript:`) is ignored, so the form cannot be made an open redirect.
 */
export function loginRoute(dashboardHomeUrlPath: string, redirectUrl?: string | null): string {
  return isSameOriginPath(redirectUrl) ? redirectUrl : dashboardOrdersUrl(dashboardHomeUrlPath);
}
