import { type AccountClient, createAccountClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: AccountClient | undefined;

/**
 * The dashboard's account calls (the password, the browsers signed in), on a client of their own
 * (made on first use, in the browser), so the pages with the short form never load them. Same
 * API as the page's environment.
 */
export function siteAccountClient(): AccountClient {
  client ??= createAccountClient(
    SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  );
  return client;
}
