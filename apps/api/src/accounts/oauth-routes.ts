import { ERROR_CATALOGUE, type MessageSlug, type SocialProvider } from '@bb/validation';
import { oauthProviderParams, oauthUrlQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { hashSecret, randomToken } from '../auth/secret-tokens';
import { isHttpsOrigin } from '../auth/session-cookie';
import { dashboardHomeUrlPath, signIn } from '../auth/session-store';
import { findUserByEmail } from '../auth/user-lookup';
import { assertHuman } from '../captcha/recaptcha';
import type { User } from '../db/schema';
import { API_BASE_PATH } from '../http/api-base-path';
import { ApiError, okEnvelope } from '../http/envelope';
import { ownOriginUrl } from '../http/own-origin-url';
import { parseInput } from '../http/parse-input';
import { oauthCallbackState } from '../http/request-schemas';
import type { RouteDeclaration } from '../http/route-shapes';
import { attributeSignUp } from '../referrals/referral-attribution';
import { insertUser, markEmailVerified } from './account-queries';
import {
  deleteOauthState,
  findOauthState,
  linkIdentity,
  saveOauthState,
  userOfIdentity,
} from './oauth-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  start: { config: { openapi: { params: oauthProviderParams, query: oauthUrlQuery } } },
  callback: {
    config: {
      openapi: { params: oauthProviderParams, query: oauthCallbackState, answer: 'redirect' },
    },
  },
  // Apple's form_post: protected by its state and binding cookie instead of the browser guards.
  applePost: {
    config: {
      crossSitePost: true,
      openapi: { params: oauthProviderParams, body: oauthCallbackState, answer: 'redirect' },
    },
  },
} satisfies Record<string, RouteDeclaration>;

/** Ties the callback to the browser that started the sign-in (login CSRF). */
export const OAUTH_BINDING_COOKIE = 'bb_oauth';
const CALLBACK_PATH = `${API_BASE_PATH}/users/sessions/oauth2/callback`;
const STATE_TTL_MS = 10 * 60 * 1000;

/** A sign-in that cannot complete: the browser goes back with error=oauth2, slug and message. */
class OauthFailure extends Error {
  constructor(readonly slug: MessageSlug) {
    super(slug);
  }
}

/**
 * Google and Apple sign-in (OpenID Connect, authorization code with PKCE, state and nonce).
 * GET …/oauth2/url/{provider} stores the flow's secrets and answers auth_url; the provider sends
 * the browser back to …/oauth2/callback/{provider} (Google with a GET, Apple with a form_post),
 * which signs the user in (creating a customer on first use) and redirects to the success path
 * with oaprovider, or to the failure path with error=oauth2.
 */
export function oauthRoutes(ctx: AppContext): FastifyPluginAsync {
  const redirectUri = (provider: SocialProvider) =>
    `${ctx.config.publicOrigin}${CALLBACK_PATH}/${provider}`;

  return async (app) => {
    app.get(
      '/users/sessions/oauth2/url/:provider',
      {
        preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'oauthStart'),
        ...shapes.start,
      },
      async (request, reply) => {
        const { provider: name } = parseInput(oauthProviderParams, request.params);
        const query = parseInput(oauthUrlQuery, request.query);
        const provider = ctx.oidc[name];
        if (!provider) throw new ApiError('oauth_provider_unavailable', 404);
        await assertHuman(ctx.captcha, query.captcha_token, request.ip);

        let configuration: client.Configuration;
        try {
          configuration = await provider.configuration();
        } catch (error) {
          request.log.warn({ err: error, provider: name }, 'OpenID provider discovery failed');
          throw new ApiError('oauth_provider_unavailable', 503);
        }

        const state = client.randomState();
        const nonce = client.randomNonce();
        const codeVerifier = client.randomPKCECodeVerifier();
        const binding = randomToken();
        const now = ctx.now();
        await saveOauthState(ctx.db, {
          state_hash: hashSecret(state),
          provider: name,
          binding_hash: hashSecret(binding),
          code_verifier: codeVerifier,
          nonce,
          redirect_success: query.url_path_redirect_success ?? null,
          redirect_fail: query.url_path_redirect_fail,
          source_context: query.source_context ?? null,
          utc_offset_min: query.utc_offset_min,
          policy_agree: query.policy_agree ? 1 : 0,
          marketing_agree: query.marketing_agree ? 1 : 0,
          created_at: now,
          expires_at: now + STATE_TTL_MS,
        });

        const secure = isHttpsOrigin(ctx.config);
        reply.setCookie(OAUTH_BINDING_COOKIE, binding, {
          httpOnly: true,
          secure,
          // Apple answers with a cross-site POST, which carries only SameSite=None cookies.
          sameSite: secure && name === 'apple' ? 'none' : 'lax',
          path: CALLBACK_PATH,
          maxAge: STATE_TTL_MS / 1000,
        });

        const parameters: Record<string, string> = {
          ...provider.authorizationParameters,
          redirect_uri: redirectUri(name),
          state,
          nonce,
        };
        if (configuration.serverMetadata().supportsPKCE()) {
          parameters.code_challenge = await client.calculatePKCECodeChallenge(codeVerifier);
          parameters.code_challenge_method = 'S256';
        }
        return okEnvelope({
          auth_url: client.buildAuthorizationUrl(configuration, parameters).href,
        });
      },
    );

    const callback = async (request: FastifyRequest, reply: FastifyReply) => {
      const providerName = (request.params as { provider?: string }).provider;
      const responseParameters = (request.method === 'POST' ? request.body : request.query) as
        | Record<string, unknown>
        | undefined;
      let failPath = '/';
      try {
        const parsed = parseProvider(providerName);
        const provider = ctx.oidc[parsed];
        if (!provider) throw new OauthFailure('oauth_provider_unavailable');

        const { state } = parseInput(oauthCallbackState, responseParameters);
        const stored = await takeState(ctx, state, parsed);
        failPath = stored.redirect_fail;
        const binding = request.cookies[OAUTH_BINDING_COOKIE];
        if (!binding || hashSecret(binding) !== stored.binding_hash)
          throw new OauthFailure('oauth_failed');
        if (typeof responseParameters?.error === 'string') throw new OauthFailure('oauth_failed');

        const configuration = await provider.configuration();
        await provider.prepareTokenRequest();
        const tokens = await client.authorizationCodeGrant(
          configuration,
          authorizationResponse(redirectUri(parsed), request.method, responseParameters ?? {}),
          {
            pkceCodeVerifier: stored.code_verifier,
            expectedState: state,
            expectedNonce: stored.nonce,
            idTokenExpected: true,
          },
        );
        const claims = tokens.claims();
        if (!claims) throw new OauthFailure('oauth_failed');
        const { user, isNew } = await resolveUser(ctx, parsed, claims, stored);
        // A social sign-up through a partner's link is theirs, like an e-mail sign-up.
        if (isNew) await attributeSignUp(ctx.db, request, user, ctx.now());
        if (user.is_blocked === 1) throw new OauthFailure('user_blocked');

        await signIn(ctx, request, reply, user, { staySignedIn: true, isNewCustomer: isNew });
        reply.clearCookie(OAUTH_BINDING_COOKIE, { path: CALLBACK_PATH });
        const fallback = `/dashboard${dashboardHomeUrlPath(user)}orders/`;
        return reply.redirect(
          ownOriginUrl(ctx.config.publicOrigin, stored.redirect_success, fallback, {
            oaprovider: parsed,
          }),
        );
      } catch (error) {
        const slug = error instanceof OauthFailure ? error.slug : 'oauth_failed';
        if (!(error instanceof OauthFailure))
          request.log.warn({ err: error }, 'OAuth sign-in failed');
        return reply.redirect(
          ownOriginUrl(ctx.config.publicOrigin, failPath, '/', {
            error: 'oauth2',
            slug,
            message: ERROR_CATALOGUE[slug].message,
          }),
        );
      }
    };

    app.get('/users/sessions/oauth2/callback/:provider', shapes.callback, callback);
    app.post('/users/sessions/oauth2/callback/:provider', shapes.applePost, callback);
  };
}

function parseProvider(value: string | undefined): SocialProvider {
  if (value === 'google' || value === 'apple') return value;
  throw new OauthFailure('oauth_provider_unavailable');
}

/** The stored flow for this state, removed as it is read so it serves one callback only. */
async function takeState(ctx: AppContext, state: string, provider: SocialProvider) {
  const stateHash = hashSecret(state);
  const stored = await findOauthState(ctx.db, stateHash, provider);
  if (!stored) throw new OauthFailure('oauth_failed');
  const deleted = await deleteOauthState(ctx.db, stateHash);
  if (!deleted || stored.expires_at <= ctx.now()) {
    throw new OauthFailure('oauth_failed');
  }
  return stored;
}

/**
 * The authorization response as openid-client reads it, at our registered redirect URI (never
 * the Host header): the query of a GET, or the form of Apple's POST.
 */
function authorizationResponse(
  redirectUri: string,
  method: string,
  parameters: Record<string, unknown>,
): URL | Request {
  const values = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (typeof value === 'string') values.set(name, value);
  }
  if (method === 'POST') {
    return new Request(redirectUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: values,
    });
  }
  const url = new URL(redirectUri);
  url.search = values.toString();
  return url;
}

/**
 * The account for these claims: the one linked to this provider identity; else the account with
 * the same e-mail, if the provider verified it (then linked); else a new customer, who must have
 * accepted the policy when starting the sign-in.
 */
async function resolveUser(
  ctx: AppContext,
  provider: SocialProvider,
  claims: client.IDToken,
  stored: { policy_agree: number; marketing_agree: number; utc_offset_min: number },
): Promise<{ user: User; isNew: boolean }> {
  const linked = await userOfIdentity(ctx.db, provider, claims.sub);
  if (linked) return { user: linked, isNew: false };

  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  // Apple sends email_verified as the string "true".
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (email === '' || !verified) throw new OauthFailure('oauth_failed');

  const now = ctx.now();
  const link = (userId: number) =>
    linkIdentity(ctx.db, { provider, subject: claims.sub, userId, at: now });

  const existing = await findUserByEmail(ctx, email);
  if (existing) {
    await link(existing.id);
    if (existing.email_verified_at === null) {
      await markEmailVerified(ctx.db, existing.id, now);
    }
    return { user: existing, isNew: false };
  }

  if (stored.policy_agree !== 1) throw new OauthFailure('policy_required');
  const created = await insertUser(ctx.db, {
    email,
    password_hash: null,
    role: 'customer',
    is_blocked: 0,
    name: typeof claims.name === 'string' ? claims.name.slice(0, 100) : null,
    email_verified_at: now,
    policy_agreed_at: now,
    marketing_agree: stored.marketing_agree,
    utc_offset_min: stored.utc_offset_min,
    created_at: now,
  });
  await link(created.id);
  return { user: created, isNew: true };
}
