import { createStaffClient, type StaffClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: StaffClient | undefined;

/**
 * The operator's staff calls, on a client of their own (made on first use, in the browser), so
 * no other page loads them. Same API as the page's environment.
 */
export function siteStaffClient(): StaffClient {
  client ??= createStaffClient(SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {});
  return client;
}
