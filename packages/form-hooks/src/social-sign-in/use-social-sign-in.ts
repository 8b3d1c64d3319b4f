import {
  ApiError,
  type CaptchaContext,
  getUtcOffsetMinutes,
  isAbortError,
  type OAuthSourceContext,
} from '@bb/api-client';
import {
  CAPTCHA_TOKEN_SKIPPED,
  isHttpUrl,
  type MessageSlug,
  mapServerErrors,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  STORAGE_KEYS,
} from '@bb/validation';
import { useEffect, useRef, useState } from 'react';
import { type CaptchaRun, captchaTokenStep } from '../captcha/captcha-token-step';
import { useBbEnvironment } from '../environment';
import { type CheckedChange, readChecked } from '../form-fields/input-value';
import { runSteps, type Step, type StepRecord } from '../pipeline/run-steps';
import { loadCommonSettings } from './common-settings';
import { OAUTH_FAIL_PATH, oauthSuccessPath } from './oauth-redirect-paths';
import { SOCIAL_SIGN_IN_TEXTS, socialButtonLabel } from './social-sign-in-texts';

/** The social sign-in steps of spec §4, in order. */
export const SOCIAL_SIGN_IN_STEPS = [
  'dataBox',
  'captchaToken',
  'oauthUrl',
  'rememberProvider',
  'navigate',
] as const;

export type SocialSignInStepName = (typeof SOCIAL_SIGN_IN_STEPS)[number];

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

export type SocialSettingsStatus = 'loading' | 'ready' | 'error';

export interface SocialProviderView {
  provider: SocialProvider;
  /** 'Continue with Google' when it is the only one; the provider's name otherwise. */
  label: string;
  /** Its sign-in is running: show the spinner. */
  busy: boolean;
  /** The provider stored under bb-used-provider. */
  lastUsed: boolean;
}

interface SocialContext extends CaptchaRun {
  provider: SocialProvider;
  policyAgree: boolean;
  marketingAgree: boolean;
  dataBoxKey?: string;
  authUrl?: string;
}

interface ConsentModalState {
  open: boolean;
  provider: SocialProvider | null;
  policyAgree: boolean;
  marketingAgree: boolean;
}

/**
 * Sign-in with Google or Apple (spec §2, §4): providers available per the common settings, the
 * last used one remembered under bb-used-provider, the consent modal when consent is required
 * and not given, a busy state per provider, and the steps data box (short form only), captcha
 * token, OAuth URL, then navigation to the provider's auth_url.
 */
export function useSocialSignIn(options: UseSocialSignInOptions) {
  const environment = useBbEnvironment();
  const { context, consentRequired = true, captchaContext } = options;
  const [settingsStatus, setSettingsStatus] = useState<SocialSettingsStatus>('loading');
  const [available, setAvailable] = useState<SocialProvider[]>([]);
  const [lastUsedProvider, setLastUsedProvider] = useState<SocialProvider | null>(null);
  const [busyProvider, setBusyProvider] = useState<SocialProvider | null>(null);
  const [currentStep, setCurrentStep] = useState<SocialSignInStepName | null>(null);
  const [steps, setSteps] = useState<StepRecord<SocialSignInStepName>[]>([]);
  const [errorSlug, setErrorSlug] = useState<MessageSlug | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [modal, setModal] = useState<ConsentModalState>({
    open: false,
    provider: null,
    policyAgree: false,
    marketingAgree: false,
  });
  const busy = useRef(false);
  const unmounted = useRef(new AbortController());
  const dataBox = useRef(options.dataBox);
  useEffect(() => {
    dataBox.current = options.dataBox;
  });

  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    loadCommonSettings(environment.api).then(
      (settings) => {
        if (controller.signal.aborted) return;
        const env = settings?.env ?? {};
        setAvailable(
          SOCIAL_PROVIDERS.filter((provider) =>
            provider === 'google'
              ? env.is_google_oauth2_available === true
              : env.is_apple_oauth2_available === true,
          ),
        );
        setSettingsStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setSettingsStatus('error');
      },
    );
    try {
      const stored = environment.localStorage.getItem(STORAGE_KEYS.usedProvider);
      setLastUsedProvider(isProvider(stored) ? stored : null);
    } catch {
      // Unreadable storage remembers nothing.
    }
    return () => controller.abort();
  }, [environment]);

  const socialSteps: Step<SocialContext, SocialSignInStepName>[] = [
    {
      name: 'dataBox',
      skip: () => context !== 'short_order_form' || !dataBox.current,
      run: async (step) => {
        const data = dataBox.current?.() ?? {};
        const created = await environment.api.createDataBox(
          { data },
          { signal: unmounted.current.signal },
        );
        step.dataBoxKey = created?.key;
      },
    },
    captchaTokenStep('GET', (step) => `/users/sessions/oauth2/url/${step.provider}`),
    {
      name: 'oauthUrl',
      run: async (step) => {
        const body = await environment.api.getOAuthUrl(
          step.provider,
          {
            url_path_redirect_success: oauthSuccessPath(context, step.provider, step.dataBoxKey),
            url_path_redirect_fail: OAUTH_FAIL_PATH,
            source_context: context,
            utc_offset_min: step.utcOffsetMin,
            policy_agree: step.policyAgree,
            marketing_agree: step.marketingAgree,
            captcha_token: step.captchaToken,
          },
          { signal: unmounted.current.signal, captchaContext },
        );
        // The provider's page must be a real web address, never a script URL.
        if (!isHttpUrl(body?.auth_url))
          throw new ApiError('oauth_failed', 0, { context: 'auth_url' });
        step.authUrl = body.auth_url;
      },
    },
    {
      name: 'rememberProvider',
      run: (step) => {
        try {
          environment.localStorage.setItem(STORAGE_KEYS.usedProvider, step.provider);
        } catch {
          // Remembering the provider is a convenience; storage may refuse it.
        }
        setLastUsedProvider(step.provider);
      },
    },
    {
      name: 'navigate',
      skip: (step) => !step.authUrl,
      run: (step) => {
        if (step.authUrl) environment.navigation.navigate(step.authUrl);
      },
    },
  ];

  async function signIn(
    provider: SocialProvider,
    consents: { policyAgree: boolean; marketingAgree: boolean },
  ) {
    if (busy.current) return;
    busy.current = true;
    setBusyProvider(provider);
    setErrorSlug(null);
    setErrorMessage(null);
    setSteps([]);
    const { signal } = unmounted.current;
    try {
      await runSteps(
        socialSteps,
        {
          provider,
          ...consents,
          environment,
          captchaContext,
          utcOffsetMin: getUtcOffsetMinutes(),
          captchaToken: CAPTCHA_TOKEN_SKIPPED,
        },
        {
          signal,
          onStep: setCurrentStep,
          onRecord: (record) => setSteps((current) => [...current, record]),
        },
      );
      setModal((current) => ({ ...current, open: false, provider: null }));
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      const mapping = mapServerErrors(error);
      setErrorSlug(mapping.formError ?? null);
      setErrorMessage(Object.values(mapping.fields)[0] ?? null);
    } finally {
      busy.current = false;
      if (!signal.aborted) {
        setBusyProvider(null);
        setCurrentStep(null);
      }
    }
  }

  /** A provider button was clicked: the consent modal first when consent is needed. */
  function start(provider: SocialProvider) {
    if (busy.current) return;
    if (consentRequired && options.policyAgree !== true) {
      setModal({
        open: true,
        provider,
        policyAgree: false,
        marketingAgree: options.marketingAgree === true,
      });
      return;
    }
    void signIn(provider, {
      policyAgree: options.policyAgree === true,
      marketingAgree: options.marketingAgree === true,
    });
  }

  const isBusy = busyProvider !== null;
  const modalSubmitDisabled = !modal.policyAgree || isBusy;
  const providers: SocialProviderView[] = available.map((provider) => ({
    provider,
    label: socialButtonLabel(provider, available.length),
    busy: busyProvider === provider,
    lastUsed: lastUsedProvider === provider,
  }));

  return {
    settingsStatus,
    /** The available providers, google first. */
    providers,
    lastUsedProvider,
    busyProvider,
    isBusy,
    currentStep,
    /** What happened to each step of the last attempt, in order. */
    steps,
    errorSlug,
    /** The failure's text (spec §8 catalogue), or null. */
    errorMessage,
    start,
    getProviderButtonProps: (provider: SocialProvider) => ({
      type: 'button' as const,
      onClick: () => start(provider),
      disabled: isBusy,
      'aria-busy': busyProvider === provider,
    }),
    consentModal: {
      open: modal.open,
      provider: modal.provider,
      title: SOCIAL_SIGN_IN_TEXTS.consentModalTitle,
      submitText: SOCIAL_SIGN_IN_TEXTS.consentModalSubmit,
      policyAgree: modal.policyAgree,
      marketingAgree: modal.marketingAgree,
      /** Disabled until policy_agree is ticked, and while any provider is busy (spec §4). */
      submitDisabled: modalSubmitDisabled,
      setPolicyAgree: (change: CheckedChange) =>
        setModal((current) => ({ ...current, policyAgree: readChecked(change) })),
      setMarketingAgree: (change: CheckedChange) =>
        setModal((current) => ({ ...current, marketingAgree: readChecked(change) })),
      submit: () => {
        if (modalSubmitDisabled || !modal.provider) return;
        void signIn(modal.provider, {
          policyAgree: modal.policyAgree,
          marketingAgree: modal.marketingAgree,
        });
      },
      close: () =>
        setModal({ open: false, provider: null, policyAgree: false, marketingAgree: false }),
      getSubmitButtonProps: () => ({
        type: 'button' as const,
        disabled: modalSubmitDisabled,
        'aria-busy': isBusy,
      }),
    },
  };
}

export type SocialSignIn = ReturnType<typeof useSocialSignIn>;

function isProvider(value: unknown): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value);
}
