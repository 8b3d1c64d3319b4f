import type { Session } from '@bb/api-client';
import {
  DASHBOARD_BASE_PATH,
  DASHBOARD_HOME_URL_PATHS,
  DASHBOARD_SIGN_IN_PATH,
  type UserRole,
} from '@bb/validation';

export { DASHBOARD_BASE_PATH };

/**
 * The session's dashboard_home_url_path with a leading and a trailing slash ('/customer/'),
 * or the role's default home when the session does not say; null without a session.
 */
export function dashboardHomeOf(
  session: Pick<Session, 'user_role' | 'dashboard_home_url_path'> | null,
): string | null {
  if (!session?.user_role) return null;
  const given = session.dashboard_home_url_path;
  const home =
    typeof given === 'string' && given.trim() !== ''
      ? given.trim()
      : defaultHome(session.user_role);
  const withLeading = home.startsWith('/') ? home : `/${home}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** `/dashboard{home}{entry}`, e.g. '/dashboard/customer/orders/'. */
export function dashboardUrl(home: string, entry = ''): string {
  return `${DASHBOARD_BASE_PATH}${home}${entry}`;
}

/** Where a successful login goes (spec §2): `/dashboard{dashboard_home_url_path}orders/`. */
export function dashboardOrdersUrl(home: string): string {
  return dashboardUrl(home, DASHBOARD_SIGN_IN_PATH);
}

function defaultHome(role: UserRole): string {
  return DASHBOARD_HOME_URL_PATHS[role] ?? '/';
}
