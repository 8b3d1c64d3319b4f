import type { ApiClient } from '@bb/api-client';
import { isSameOriginPath, SHORT_FORM_NEW_ORDER_ROUTE } from '@bb/validation';

/** The dashboard route a saved short-form order opens (the full order page). */
export const NEW_ORDER_ROUTE = SHORT_FORM_NEW_ORDER_ROUTE;

const PLACEHOLDER_ORIGIN = 'http://origin.invalid';

/**
 * Where the page goes once the order is in a data box: the API's redirect route
 * (/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=…), which knows the
 * dashboard's address and, through the API client's host prefix, the main site's from a
 * satellite domain. A `url` from the page address takes its place when it is a path on our own
 * origin (never another host), with data_box_key added.
 */
export function orderUrl(
  api: Pick<ApiClient, 'buildRedirectToDashboardUrl'>,
  dataBoxKey: string,
  requestedUrl?: string | null,
): string {
  if (isSameOriginPath(requestedUrl)) {
    const target = new URL(requestedUrl, PLACEHOLDER_ORIGIN);
    target.searchParams.set('data_box_key', dataBoxKey);
    return `${target.pathname}${target.search}${target.hash}`;
  }
  return api.buildRedirectToDashboardUrl({ route: NEW_ORDER_ROUTE, data_box_key: dataBoxKey });
}
