import { createReviewClient, type ReviewClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: ReviewClient | undefined;

/**
 * The review calls (an order's reviews, a customer's ratings by experts), on a client of their
 * own (made on first use, in the browser), so no other page loads them. Same API as the page's
 * environment.
 */
export function siteReviewClient(): ReviewClient {
  client ??= createReviewClient(SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {});
  return client;
}
