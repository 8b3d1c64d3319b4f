import type { SocialProvider } from '@bb/validation';
import * as client from 'openid-client';
import type { ApiConfig } from '../config';
import { appleClientSecretSource } from './apple-client-secret';

export type OidcProvider = {
  name: SocialProvider;
  /** The discovered provider and our client at it; discovery runs once and is retried after a failure. */
  configuration(): Promise<client.Configuration>;
  /** Authorization request parameters particular to the provider. */
  authorizationParameters: Record<string, string>;
  /** Called before the code is exchanged (Apple renews its client secret here). */
  prepareTokenRequest(): Promise<void>;
};

export type OidcProviders = Partial<Record<SocialProvider, OidcProvider>>;

/**
 * Google and Apple through openid-client (certified). An issuer on plain http is accepted only on
 * a loopback address, which is where the tests' local provider runs.
 */
export function createOidcProviders(config: ApiConfig, now: () => number): OidcProviders {
  const providers: OidcProviders = {};
  if (config.google) {
    const { issuer, clientId, clientSecret } = config.google;
    providers.google = {
      name: 'google',
      configuration: cachedDiscovery(() =>
        client.discovery(
          new URL(issuer),
          clientId,
          undefined,
          client.ClientSecretPost(clientSecret),
          {
            execute: insecureIfLoopback(issuer),
          },
        ),
      ),
      authorizationParameters: { scope: 'openid email profile', prompt: 'select_account' },
      prepareTokenRequest: async () => {},
    };
  }
  if (config.apple) {
    const apple = config.apple;
    const secrets = apple.signingKey
      ? appleClientSecretSource(apple.signingKey, apple.clientId, apple.issuer, now)
      : undefined;
    let secret = apple.clientSecret ?? '';
    // openid-client's client authentication is synchronous, so the current secret is fetched
    // (and renewed when due) just before each token request.
    const auth: client.ClientAuth = (_as, _client, body) => {
      body.set('client_id', apple.clientId);
      body.set('client_secret', secret);
    };
    providers.apple = {
      name: 'apple',
      configuration: cachedDiscovery(() =>
        client.discovery(new URL(apple.issuer), apple.clientId, undefined, auth, {
          execute: insecureIfLoopback(apple.issuer),
        }),
      ),
      // Apple posts the answer back (form_post) whenever a scope is asked for.
      authorizationParameters: { scope: 'openid email name', response_mode: 'form_post' },
      prepareTokenRequest: async () => {
        if (secrets) secret = await secrets.current();
      },
    };
  }
  return providers;
}

function cachedDiscovery(discover: () => Promise<client.Configuration>) {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    pending ??= discover().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

function insecureIfLoopback(issuer: string): Array<(config: client.Configuration) => void> {
  const url = new URL(issuer);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return url.protocol === 'http:' && loopback ? [client.allowInsecureRequests] : [];
}
