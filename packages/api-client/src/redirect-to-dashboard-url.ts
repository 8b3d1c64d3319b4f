import { createTransport, type TransportOptions } from './transport';

export const REDIRECT_TO_DASHBOARD_PATH = '/users/redirect-to-dashboard';

export interface RedirectToDashboardParams {
  /** The dashboard route to land on, e.g. 'new_order'. */
  route: string;
  data_box_key?: string;
}

/**
 * URL of the server redirect route /api/en/1/users/redirect-to-dashboard?route=&data_box_key=,
 * for the browser to navigate to (it is a page load, not a fetch).
 */
export function buildRedirectToDashboardUrl(
  { route, data_box_key }: RedirectToDashboardParams,
  placement: Pick<TransportOptions, 'origin' | 'hostPrefix'> = {},
): string {
  return createTransport(placement).url(REDIRECT_TO_DASHBOARD_PATH, { route, data_box_key });
}
