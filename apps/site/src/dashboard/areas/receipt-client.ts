import { createReceiptClient, type ReceiptClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: ReceiptClient | undefined;

/** The receipt call, on a client of its own (made on first use, in the browser). */
export function siteReceiptClient(): ReceiptClient {
  client ??= createReceiptClient(
    SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  );
  return client;
}
