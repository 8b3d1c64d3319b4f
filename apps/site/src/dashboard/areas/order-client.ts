import { createOrderClient, type OrderClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: OrderClient | undefined;

/**
 * The dashboard's order calls, on a client of their own (made on first use, in the browser), so
 * the pages with the short form never load them. Same API as the page's environment.
 */
export function siteOrderClient(): OrderClient {
  client ??= createOrderClient(SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {});
  return client;
}
