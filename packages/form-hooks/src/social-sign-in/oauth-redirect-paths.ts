import type { OAuthSourceContext } from '@bb/api-client';
import {
  DASHBOARD_BASE_PATH,
  SHORT_FORM_NEW_ORDER_PATH,
  type SocialProvider,
} from '@bb/validation';

/** Where the provider sends a failed sign-in back to (spec §2). */
export const OAUTH_FAIL_PATH = '/';

/**
 * The web_dashboard_default path of spec §2: the dashboard's root, which sends each role to its
 * own home. Before the provider answers nobody knows the user's role, so no role home is used.
 */
export const WEB_DASHBOARD_DEFAULT_PATH = `${DASHBOARD_BASE_PATH}/`;

/** The short form's success page (spec §2). */
export const SHORT_FORM_OAUTH_SUCCESS_PATH = SHORT_FORM_NEW_ORDER_PATH;

/**
 * url_path_redirect_success (spec §2): for the authorization context the web_dashboard_default
 * path with oaprovider; for the short form /dashboard/customer/new-order with data_box_key and
 * oaprovider.
 */
export function oauthSuccessPath(
  context: OAuthSourceContext,
  provider: SocialProvider,
  dataBoxKey?: string,
): string {
  if (context === 'short_order_form') {
    const query = new URLSearchParams();
    if (dataBoxKey) query.set('data_box_key', dataBoxKey);
    query.set('oaprovider', provider);
    return `${SHORT_FORM_OAUTH_SUCCESS_PATH}?${query}`;
  }
  return `${WEB_DASHBOARD_DEFAULT_PATH}?${new URLSearchParams({ oaprovider: provider })}`;
}
