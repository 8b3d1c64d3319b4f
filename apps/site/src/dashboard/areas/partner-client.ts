import { createPartnerClient, type PartnerClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: PartnerClient | undefined;

/**
 * The referral partner's calls, on a client of their own (made on first use, in the browser), so
 * no other page loads them. Same API as the page's environment.
 */
export function sitePartnerClient(): PartnerClient {
  client ??= createPartnerClient(
    SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  );
  return client;
}
