import { createExpertPortfolioClient, type ExpertPortfolioClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: ExpertPortfolioClient | undefined;

/**
 * The expert's portfolio calls, on a client of their own (made on first use, in the browser), so
 * no other page loads them. Same API as the page's environment.
 */
export function sitePortfolioClient(): ExpertPortfolioClient {
  client ??= createExpertPortfolioClient(
    SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  );
  return client;
}
