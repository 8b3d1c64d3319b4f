import { createExpertProfileClient, type ExpertProfileClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: ExpertProfileClient | undefined;

/**
 * The expert's public profile calls, on a client of their own (made on first use, in the
 * browser), so no other page loads them. Same API as the page's environment.
 */
export function siteExpertProfileClient(): ExpertProfileClient {
  client ??= createExpertProfileClient(
    SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  );
  return client;
}
