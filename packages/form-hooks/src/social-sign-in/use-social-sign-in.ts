import { type CaptchaContext, getUtcOffsetMinutes, type OAuthSourceContext } from '@bb/api-client';
import { CAPTCHA_TOKEN_SKIPPED, DEFAULT_ERROR_MESSAGE, type SocialProvider } from '@bb/validation';
import { useRef, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { useSubmission } from '../submission/use-submission';
import {
  type Consents,
  consentModalProps,
  providerButtonProps,
  providerViews,
} from './social-sign-in-props';
import type { SocialSignInRun, SocialSignInStepName } from './social-sign-in-steps';
import { useConsentModal } from './use-consent-modal';
import { useSocialProviders } from './use-social-providers';

// The steps' code loads at the first provider chosen: most visitors of a form never choose one.
const loadSocialSignInSteps = () =>
  import('./social-sign-in-steps').then((module) => module.socialSignInSteps);

export interface UseSocialSignInOptions {
  /** Where the flow starts: the sign-in form ('authorization') or the short order form. */
  context: OAuthSourceContext;
  /** The short form's draft, kept in a data box while the person is at the provider. */
  dataBox?: () => object;
  /** Whether consent must be given before a provider may create an account (default true). */
  consentRequired?: boolean;
  /** The form's own policy_agree: when ticked there, no consent modal is needed. */
  policyAgree?: boolean;
  /** The form's own marketing_agree, sent along and the modal's starting tick. */
  marketingAgree?: boolean;
  /** Route and site key; without a site key the settings' (when reCAPTCHA is available). */
  captchaContext?: CaptchaContext;
}

/**
 * Sign-in with Google or Apple (spec §2, §4): the providers of `use-social-providers.ts`, the
 * consent modal when consent is required and not given, a busy state per provider, over the
 * steps of `social-sign-in-steps.ts`.
 */
export function useSocialSignIn(options: UseSocialSignInOptions) {
  const environment = useBbEnvironment();
  const { context, consentRequired = true, captchaContext } = options;
  const providers = useSocialProviders();
  const consent = useConsentModal();
  const { submission, state } = useSubmission<SocialSignInRun, SocialSignInStepName>({});
  const [chosenProvider, setChosenProvider] = useState<SocialProvider | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // A sign-in waiting for the steps' code: another choice meanwhile starts nothing.
  const awaitingSteps = useRef(false);

  async function signIn(provider: SocialProvider, consents: Consents) {
    if (submission.running || awaitingSteps.current) return;
    setChosenProvider(provider);
    setErrorMessage(null);
    awaitingSteps.current = true;
    const steps = await loadSocialSignInSteps()
      .catch(() => undefined)
      .finally(() => {
        awaitingSteps.current = false;
      });
    // The code could not be fetched: told as any failure the sign-in cannot name.
    if (!steps) return setErrorMessage(DEFAULT_ERROR_MESSAGE);
    const result = await submission.run(
      {
        provider,
        ...consents,
        sourceContext: context,
        dataBox: options.dataBox,
        environment,
        captchaContext,
        utcOffsetMin: getUtcOffsetMinutes(),
        captchaToken: CAPTCHA_TOKEN_SKIPPED,
        setLastUsedProvider: providers.setLastUsedProvider,
      },
      steps,
    );
    if (result.outcome === 'succeeded') consent.signedIn();
    if (result.outcome === 'failed' && result.mapping) {
      setErrorMessage(Object.values(result.mapping.fields)[0] ?? null);
    }
  }

  /** A provider button was clicked: the consent modal first when consent is needed. */
  function start(provider: SocialProvider) {
    if (submission.running || awaitingSteps.current) return;
    if (consentRequired && options.policyAgree !== true) {
      consent.ask(provider, options.marketingAgree === true);
      return;
    }
    void signIn(provider, {
      policyAgree: options.policyAgree === true,
      marketingAgree: options.marketingAgree === true,
    });
  }

  const busyProvider = state.status === 'submitting' ? chosenProvider : null;
  const isBusy = busyProvider !== null;

  return {
    settingsStatus: providers.settingsStatus,
    /** The available providers, google first. */
    providers: providerViews(providers.available, busyProvider, providers.lastUsedProvider),
    isBusy,
    currentStep: state.currentStep,
    /** What happened to each step of the last attempt, in order (errorHandling after a failure). */
    steps: state.steps,
    errorSlug: state.submitError,
    /** The failure's text (spec §8 catalogue), or null. */
    errorMessage,
    start,
    getProviderButtonProps: (provider: SocialProvider) =>
      providerButtonProps(provider, busyProvider, start),
    consentModal: consentModalProps(consent, isBusy, (provider, consents) => {
      void signIn(provider, consents);
    }),
  };
}

export type UseSocialSignInResult = ReturnType<typeof useSocialSignIn>;
