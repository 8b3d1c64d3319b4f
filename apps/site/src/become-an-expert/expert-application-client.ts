import { createExpertApplicationClient, type ExpertApplicationClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../environment/site-environment';

let client: ExpertApplicationClient | undefined;

/**
 * The expert applications' calls (the operator's review, the visitor's application), on a client
 * of their own (made on first use, in the browser). Same API as the page's environment.
 */
export function siteExpertApplicationClient(): ExpertApplicationClient {
  client ??= createExpertApplicationClient(
    SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  );
  return client;
}
