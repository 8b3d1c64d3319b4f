import type { ApiClient, CaptchaContext, HttpMethod } from '@bb/api-client';
import type { Step } from '../submission/step';
import { resolveCaptchaContext } from './captcha-site-key';

/** What a flow with a captchaToken step keeps in its run. */
export interface CaptchaRun {
  environment: { api: ApiClient };
  /** The route asking and, optionally, the site key (else the settings' is used). */
  captchaContext: CaptchaContext | undefined;
  utcOffsetMin: number;
  /** The token the call sends: 'skipped' until the step makes one (spec §7). */
  captchaToken: string;
}

/**
 * The captchaToken step of the login, social sign-in and password restore flows (spec §4). It
 * needs the API client's provider and a site key (the caller's, else the settings' when reCAPTCHA
 * is available); without either it is skipped and the call sends 'skipped'. The token comes from
 * the client's one producer, for the action of the call (method, path, route, site key, UTC
 * offset); a provider that fails fails the step with `recaptcha_gen_error` (spec §8).
 */
export function captchaTokenStep<Run extends CaptchaRun>(
  method: HttpMethod,
  path: (run: Run) => string,
): Step<Run, 'captchaToken'> {
  return {
    name: 'captchaToken',
    skip: (run) =>
      run.environment.api.captchaEnabled
        ? resolveCaptchaContext(run.environment.api, run.captchaContext).then((c) => c === null)
        : true,
    run: async (run, signal) => {
      const { api } = run.environment;
      const captchaContext = await resolveCaptchaContext(api, run.captchaContext);
      run.captchaToken = await api.captchaToken(method, path(run), {
        captchaContext: captchaContext ?? undefined,
        utcOffsetMin: run.utcOffsetMin,
        signal,
      });
    },
  };
}
