import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/free-port';
import { startBuiltSite } from '../testing/start-built-site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The started site's origin, e.g. http://127.0.0.1:41234. */
    siteOrigin: string;
    /** A free origin the started API accepts as a satellite domain (SATELLITE_ORIGINS). */
    satelliteOrigin: string;
    /** The e-mail of the person the local Google stand-in signs in. */
    googleEmail: string;
    /** Where the started API writes its e-mails. */
    outboxDir: string;
  }
}

const GOOGLE_EMAIL = 'google.visitor@example.com';

/**
 * Starts the built site once for every e2e file, with Google sign-in against a local stand-in
 * and a second free port named as a satellite origin, for the satellite build's test.
 * Rate limits are off: the suites sign the same demo accounts in many times in a few seconds.
 */
export default async function startSite(project: TestProject) {
  const satelliteOrigin = `http://127.0.0.1:${await freePort()}`;
  const google = await startGoogleStandIn();
  const site = await startBuiltSite({
    RATE_LIMIT: 'false',
    // The pages rendered on request show a change within seconds, so a journey sees a new
    // expert on the experts page without waiting the default minute.
    LIVE_PAGES_TTL_SECONDS: '2',
    SATELLITE_ORIGINS: satelliteOrigin,
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: 'bb-site-e2e',
    GOOGLE_CLIENT_SECRET: 'bb-site-e2e-secret',
  });
  project.provide('siteOrigin', site.origin);
  project.provide('satelliteOrigin', satelliteOrigin);
  project.provide('googleEmail', GOOGLE_EMAIL);
  project.provide('outboxDir', site.outboxDir);
  return async () => {
    await site.stop();
    await google.server.stop();
  };
}

/**
 * A real OpenID Connect provider on 127.0.0.1 standing in for Google: its authorization endpoint
 * sends the browser straight back with a code, and its ID tokens name GOOGLE_EMAIL, verified.
 */
async function startGoogleStandIn() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: 'google-e2e-visitor',
      email: GOOGLE_EMAIL,
      email_verified: true,
    });
  });
  return { server, issuer: server.issuer.url ?? '' };
}
