import { ApiError, type OAuthSourceContext, oauthUrlPath } from '@bb/api-client';
import { isHttpUrl, type SocialProvider, STORAGE_KEYS } from '@bb/validation';
import { type CaptchaRun, captchaTokenStep } from '../captcha/captcha-token-step';
import type { BbEnvironment } from '../environment';
import { type Step, stepNames } from '../submission/step';
import { OAUTH_FAIL_PATH, oauthSuccessPath } from './oauth-redirect-paths';

/** The social sign-in steps of spec §4; `socialSignInSteps` runs them in order. */
export type SocialSignInStepName =
  | 'dataBox'
  | 'captchaToken'
  | 'oauthUrl'
  | 'rememberProvider'
  | 'navigate';

/** One sign-in with a provider: what the person chose, what the steps use, and what they find. */
export interface SocialSignInRun extends CaptchaRun {
  provider: SocialProvider;
  /** Where the flow started: the sign-in form ('authorization') or the short order form. */
  sourceContext: OAuthSourceContext;
  policyAgree: boolean;
  marketingAgree: boolean;
  /** The short form's draft, kept in a data box while the person is at the provider. */
  dataBox: (() => object) | undefined;
  environment: Pick<BbEnvironment, 'api' | 'localStorage' | 'navigation'>;
  /** Tells the page the provider it now shows as last used. */
  setLastUsedProvider: (provider: SocialProvider) => void;
  dataBoxKey?: string;
  authUrl?: string;
}

type SocialSignInStep = Step<SocialSignInRun, SocialSignInStepName>;

/**
 * Sign-in with Google or Apple (spec §4): the draft into a data box (short form only), the
 * captcha token, the OAuth URL, the provider remembered under bb-used-provider, then the
 * provider's auth_url.
 */
export const socialSignInSteps: readonly SocialSignInStep[] = [
  {
    name: 'dataBox',
    skip: (run) => run.sourceContext !== 'short_order_form' || !run.dataBox,
    run: async (run, signal) => {
      const data = run.dataBox?.() ?? {};
      const created = await run.environment.api.createDataBox({ data }, { signal });
      run.dataBoxKey = created?.key;
    },
  },
  captchaTokenStep('GET', (run) => oauthUrlPath(run.provider)),
  {
    name: 'oauthUrl',
    run: async (run, signal) => {
      const body = await run.environment.api.getOAuthUrl(
        run.provider,
        {
          url_path_redirect_success: oauthSuccessPath(
            run.sourceContext,
            run.provider,
            run.dataBoxKey,
          ),
          url_path_redirect_fail: OAUTH_FAIL_PATH,
          source_context: run.sourceContext,
          utc_offset_min: run.utcOffsetMin,
          policy_agree: run.policyAgree,
          marketing_agree: run.marketingAgree,
          captcha_token: run.captchaToken,
        },
        { signal, captchaContext: run.captchaContext },
      );
      // The provider's page must be a real web address, never a script URL.
      if (!isHttpUrl(body?.auth_url))
        throw new ApiError('oauth_failed', 0, { context: 'auth_url' });
      run.authUrl = body.auth_url;
    },
  },
  {
    name: 'rememberProvider',
    run: (run) => {
      try {
        run.environment.localStorage.setItem(STORAGE_KEYS.usedProvider, run.provider);
      } catch {
        // Remembering the provider is a convenience; storage may refuse it.
      }
      run.setLastUsedProvider(run.provider);
    },
  },
  {
    name: 'navigate',
    skip: (run) => !run.authUrl,
    run: (run) => {
      if (run.authUrl) run.environment.navigation.navigate(run.authUrl);
    },
  },
];

/** The social sign-in steps of spec §4, in order. */
export const SOCIAL_SIGN_IN_STEPS = stepNames(socialSignInSteps);
