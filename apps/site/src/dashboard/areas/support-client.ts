import { createSupportClient, type SupportClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: SupportClient | undefined;

/**
 * Support's calls (the customer's tickets, the operator's answers), on a client of their own
 * (made on first use, in the browser), so the pages with the short form never load them. Same
 * API as the page's environment.
 */
export function siteSupportClient(): SupportClient {
  client ??= createSupportClient(
    SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  );
  return client;
}
