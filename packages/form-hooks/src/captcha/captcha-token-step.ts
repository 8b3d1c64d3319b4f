import {
  type ApiClient,
  type CaptchaContext,
  type CaptchaProvider,
  captchaActionName,
  type HttpMethod,
  resolveCaptchaToken,
} from '@bb/api-client';
import { CAPTCHA_TOKEN_SKIPPED } from '@bb/validation';
import type { Step } from '../pipeline/run-steps';
import { resolveCaptchaContext } from './captcha-site-key';

/** What a pipeline with a captchaToken step keeps in its context. */
export interface CaptchaStepContext {
  utcOffsetMin: number;
  /** The token the call sends; undefined lets the API client's own provider make it. */
  captchaToken?: string;
}

export interface CaptchaTokenStepOptions<Context> {
  api: ApiClient;
  /** The hook's provider: `options.captcha ?? environment.captcha`. */
  captcha: CaptchaProvider | undefined;
  /** The route asking and, optionally, the site key (else the settings' is used). */
  captchaContext: CaptchaContext | undefined;
  /** The call the token is spent on. */
  method: HttpMethod;
  path: (context: Context) => string;
}

/**
 * The token a pipeline starts with (put it in the context before the steps run): 'skipped' when
 * the hook has a provider, which the captchaToken step replaces when the site has a bot check
 * (spec §7); undefined without a provider, so the API client's own provider decides in the call.
 */
export function initialCaptchaToken(captcha: CaptchaProvider | undefined): string | undefined {
  return captcha ? CAPTCHA_TOKEN_SKIPPED : undefined;
}

/**
 * The captchaToken step of the login, social sign-in and password restore pipelines (spec §4).
 * It needs a provider and a site key (the caller's, else the settings' when reCAPTCHA is
 * available); without either it is skipped. It asks the provider for the action of the call
 * (name, method, path, route, site key, UTC offset); a provider that fails fails the step with
 * `recaptcha_gen_error` (spec §8).
 */
export function captchaTokenStep<Context extends CaptchaStepContext>(
  options: CaptchaTokenStepOptions<Context>,
): Step<Context, 'captchaToken'> {
  const { api, captcha, captchaContext, method, path } = options;
  return {
    name: 'captchaToken',
    skip: () =>
      captcha
        ? resolveCaptchaContext(api, captchaContext).then((context) => context === null)
        : true,
    run: async (context) => {
      const resolved = await resolveCaptchaContext(api, captchaContext);
      const actionPath = path(context);
      context.captchaToken = await resolveCaptchaToken(captcha, {
        name: captchaActionName(method, actionPath),
        method,
        path: actionPath,
        utcOffsetMin: context.utcOffsetMin,
        ...resolved,
      });
    },
  };
}
