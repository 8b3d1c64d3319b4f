import { type AuditClient, createAuditClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: AuditClient | undefined;

/**
 * The operator's audit calls, on a client of their own (made on first use, in the browser), so
 * no other page loads them. Same API as the page's environment.
 */
export function siteAuditClient(): AuditClient {
  client ??= createAuditClient(SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {});
  return client;
}
