import type { SocialProvider } from '@bb/validation';
import { SOCIAL_SIGN_IN_TEXTS, socialButtonLabel } from './social-sign-in-texts';
import type { ConsentModal } from './use-consent-modal';

export interface SocialProviderView {
  provider: SocialProvider;
  /** 'Continue with Google' when it is the only one; the provider's name otherwise. */
  label: string;
  /** Its sign-in is running: show the spinner. */
  busy: boolean;
  /** The provider stored under bb-used-provider. */
  lastUsed: boolean;
}

export interface Consents {
  policyAgree: boolean;
  marketingAgree: boolean;
}

/** What a form shows of each available provider. */
export function providerViews(
  available: readonly SocialProvider[],
  busyProvider: SocialProvider | null,
  lastUsedProvider: SocialProvider | null,
): SocialProviderView[] {
  return available.map((provider) => ({
    provider,
    label: socialButtonLabel(provider, available.length),
    busy: busyProvider === provider,
    lastUsed: lastUsedProvider === provider,
  }));
}

/** A provider's button: every one is disabled while any sign-in runs; the running one is busy. */
export function providerButtonProps(
  provider: SocialProvider,
  busyProvider: SocialProvider | null,
  start: (provider: SocialProvider) => void,
) {
  return {
    type: 'button' as const,
    onClick: () => start(provider),
    disabled: busyProvider !== null,
    'aria-busy': busyProvider === provider,
  };
}

/** The consent modal as a form renders it; its submit signs in with the modal's ticks. */
export function consentModalProps(
  consent: ConsentModal,
  busy: boolean,
  signIn: (provider: SocialProvider, consents: Consents) => void,
) {
  const { modal } = consent;
  const submitDisabled = !modal.policyAgree || busy;
  return {
    open: modal.open,
    provider: modal.provider,
    title: SOCIAL_SIGN_IN_TEXTS.consentModalTitle,
    submitText: SOCIAL_SIGN_IN_TEXTS.consentModalSubmit,
    policyAgree: modal.policyAgree,
    marketingAgree: modal.marketingAgree,
    /** Disabled until policy_agree is ticked, and while any provider is busy (spec §4). */
    submitDisabled,
    setPolicyAgree: consent.setPolicyAgree,
    setMarketingAgree: consent.setMarketingAgree,
    submit: () => {
      if (submitDisabled || !modal.provider) return;
      signIn(modal.provider, {
        policyAgree: modal.policyAgree,
        marketingAgree: modal.marketingAgree,
      });
    },
    close: consent.close,
    getSubmitButtonProps: () => ({
      type: 'button' as const,
      disabled: submitDisabled,
      'aria-busy': busy,
    }),
  };
}
