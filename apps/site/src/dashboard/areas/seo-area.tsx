import { createSeoClient, type SeoClient } from '@bb/api-client';
import { SeoPersonalArea } from '@bb/dashboard';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: SeoClient | undefined;

/**
 * The seo role's calls, on a client of their own (made on first use, in the browser), so no other
 * page loads them. Same API as the page's environment.
 */
function siteSeoClient(): SeoClient {
  client ??= createSeoClient(SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {});
  return client;
}

/** The seo role's home (Personal Area): the public pages' search appearance and the redirects. */
export function SeoHomeArea() {
  return (
    <>
      <h1 className="site-page-title">Personal Area</h1>
      <SeoPersonalArea client={siteSeoClient()} />
    </>
  );
}
