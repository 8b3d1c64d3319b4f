import {
  CLIENT_TYPE,
  normalizeLogin,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  STAY_SIGNED_IN_DEFAULT,
  type UserRole,
} from '@bb/validation';
import type { CreatedSession, OAuthUrl, PreCheckResult, Session } from './api-types';
import type { CallContext, CaptchaRequestOptions } from './call-context';
import { createCaptchaAction, tokenForCall } from './captcha';
import { isObject } from './is-object';
import { ApiError } from './request-errors';
import type { RequestOptions } from './transport';
import { getUtcOffsetMinutes } from './utc-offset';

/** The session routes (sign in, pre-check, sign out, OAuth), below API_BASE_PATH. */
export const SESSIONS_PATH = '/users/sessions';

/** GET …/oauth2/url/{provider}: where the provider's auth_url is asked for (and its bot-check action). */
export function oauthUrlPath(provider: SocialProvider): string {
  return `${SESSIONS_PATH}/oauth2/url/${provider}`;
}

export interface PreCheckQuery {
  login: string;
  user_role?: UserRole;
}

export interface CreateSessionForm {
  login: string;
  password: string;
  /** Default true. */
  stay_signed_in?: boolean;
  /** Default false. */
  policy_agree?: boolean;
  /** Default false. */
  marketing_agree?: boolean;
  /** Default: this machine's offset now (getUtcOffsetMinutes). */
  utc_offset_min?: number;
  /** Default: a token from the client's captcha provider, or 'skipped'. */
  captcha_token?: string;
}

/** Where the OAuth flow was started: the sign-in form or the short order form. */
export type OAuthSourceContext = 'authorization' | 'short_order_form';

export interface OAuthUrlQuery {
  url_path_redirect_success: string;
  url_path_redirect_fail: string;
  source_context: OAuthSourceContext;
  utc_offset_min?: number;
  /** Default false. */
  policy_agree?: boolean;
  /** Default false. */
  marketing_agree?: boolean;
  captcha_token?: string;
}

export function createSessionCalls({ transport, captcha }: CallContext) {
  return {
    /** GET /users/pre-check?login=[&user_role=]. */
    preCheckUser: ({ login, user_role }: PreCheckQuery, { signal }: RequestOptions = {}) =>
      transport.send<PreCheckResult>({
        method: 'GET',
        path: '/users/pre-check',
        query: { login: normalizeLogin(login), user_role },
        signal,
      }),

    /**
     * POST /users/sessions (sign in). The bot-check action is POST /users/sessions; the short
     * form passes `captchaContext: { route: 'new_order', siteKey }`.
     */
    createSession: async (form: CreateSessionForm, options: CaptchaRequestOptions = {}) => {
      const utcOffsetMin = form.utc_offset_min ?? getUtcOffsetMinutes();
      const action = createCaptchaAction(
        'POST',
        SESSIONS_PATH,
        utcOffsetMin,
        options.captchaContext,
      );
      const token = await tokenForCall(captcha, form.captcha_token, action, options.signal);
      return transport.send<CreatedSession>({
        method: 'POST',
        path: SESSIONS_PATH,
        form: {
          login: normalizeLogin(form.login),
          password: form.password,
          utc_offset_min: utcOffsetMin,
          client_type: CLIENT_TYPE,
          captcha_token: token,
          stay_signed_in: form.stay_signed_in ?? STAY_SIGNED_IN_DEFAULT,
          policy_agree: form.policy_agree ?? false,
          marketing_agree: form.marketing_agree ?? false,
        },
        signal: options.signal,
      });
    },

    /** GET /users/sessions. A body without a user_role means no session: ApiError password_incorrect. */
    getSession: async ({ signal }: RequestOptions = {}): Promise<Session> => {
      const { status, body } = await transport.exchange<unknown>({
        method: 'GET',
        path: SESSIONS_PATH,
        signal,
      });
      if (!isObject(body) || !body.user_role) {
        throw new ApiError('password_incorrect', status, { body, context: `GET ${SESSIONS_PATH}` });
      }
      return body as Session;
    },

    /** DELETE /users/sessions (log out). */
    deleteSession: async ({ signal }: RequestOptions = {}): Promise<void> => {
      await transport.send<unknown>({ method: 'DELETE', path: SESSIONS_PATH, signal });
    },

    /** GET /users/sessions/oauth2/url/{google|apple}: the provider's auth_url. */
    getOAuthUrl: async (
      provider: SocialProvider,
      query: OAuthUrlQuery,
      options: CaptchaRequestOptions = {},
    ): Promise<OAuthUrl> => {
      if (!SOCIAL_PROVIDERS.includes(provider)) {
        throw new TypeError(`Unknown social provider '${provider}'`);
      }
      const path = oauthUrlPath(provider);
      const utcOffsetMin = query.utc_offset_min ?? getUtcOffsetMinutes();
      const action = createCaptchaAction('GET', path, utcOffsetMin, options.captchaContext);
      const token = await tokenForCall(captcha, query.captcha_token, action, options.signal);
      return transport.send<OAuthUrl>({
        method: 'GET',
        path,
        query: {
          url_path_redirect_success: query.url_path_redirect_success,
          captcha_token: token,
          url_path_redirect_fail: query.url_path_redirect_fail,
          client_type: CLIENT_TYPE,
          source_context: query.source_context,
          utc_offset_min: utcOffsetMin,
          policy_agree: query.policy_agree ?? false,
          marketing_agree: query.marketing_agree ?? false,
        },
        signal: options.signal,
      });
    },
  };
}
