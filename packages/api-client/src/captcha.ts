import { CAPTCHA_TOKEN_SKIPPED } from '@bb/validation';
import { ApiError } from './request-errors';
import type { HttpMethod } from './transport';

/** Where a bot-check token will be spent; a captcha provider receives it to make the token. */
export interface CaptchaAction {
  /**
   * reCAPTCHA v3 action name: the method and API path, lower-cased, with every character other
   * than letters, digits, '/' and '_' turned into '_' (e.g. 'post_users/sessions').
   */
  name: string;
  method: HttpMethod;
  /** The API path the token is sent to, e.g. '/users/sessions'. */
  path: string;
  /** The product route asking, e.g. 'new_order' for the short order form. */
  route?: string;
  /** The bot-check site key (settings env.recaptcha_site_key). */
  siteKey?: string;
  /** Minutes east of UTC. */
  utcOffsetMin: number;
}

/** Makes bot-check tokens (a reCAPTCHA v3 wrapper in the browser). */
export interface CaptchaProvider {
  getToken(action: CaptchaAction): Promise<string>;
}

/** What a caller adds to an action: the route asking and the site key. */
export interface CaptchaContext {
  route?: string;
  siteKey?: string;
}

/** The route the short order form signs in from. */
export const SHORT_FORM_CAPTCHA_ROUTE = 'new_order';

export function captchaActionName(method: HttpMethod, path: string): string {
  return `${method}_${path.replace(/^\/+/, '')}`.toLowerCase().replace(/[^a-z0-9/_]/g, '_');
}

export function createCaptchaAction(
  method: HttpMethod,
  path: string,
  utcOffsetMin: number,
  context: CaptchaContext = {},
): CaptchaAction {
  return { name: captchaActionName(method, path), method, path, utcOffsetMin, ...context };
}

/**
 * The token to send: the provider's, or the literal 'skipped' when there is no provider or it
 * gives an empty token. A provider that fails becomes ApiError 'recaptcha_gen_error' (spec §8).
 */
export async function resolveCaptchaToken(
  captcha: CaptchaProvider | undefined,
  action: CaptchaAction,
): Promise<string> {
  if (!captcha) return CAPTCHA_TOKEN_SKIPPED;
  let token: string;
  try {
    token = await captcha.getToken(action);
  } catch (cause) {
    throw new ApiError('recaptcha_gen_error', 0, { cause, context: `bot-check ${action.name}` });
  }
  return token || CAPTCHA_TOKEN_SKIPPED;
}

/**
 * The token a call sends: the one the caller gave, else the provider's for this action. Checks
 * the caller's signal first so a cancelled call never asks the provider.
 */
export async function tokenForCall(
  captcha: CaptchaProvider | undefined,
  given: string | undefined,
  action: CaptchaAction,
  signal?: AbortSignal,
): Promise<string> {
  signal?.throwIfAborted();
  return given ?? resolveCaptchaToken(captcha, action);
}
