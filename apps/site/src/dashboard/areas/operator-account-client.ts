import { createOperatorAccountClient, type OperatorAccountClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: OperatorAccountClient | undefined;

/**
 * The operator's account calls (customers and experts), on a client of their own (made on first
 * use, in the browser), so no other page loads them. Same API as the page's environment.
 */
export function siteOperatorAccountClient(): OperatorAccountClient {
  client ??= createOperatorAccountClient(
    SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  );
  return client;
}
