import type { SocialProvider } from '@bb/validation';
import { useState } from 'react';
import { type CheckedChange, readChecked } from '../form-fields/input-value';

export interface ConsentModalState {
  open: boolean;
  /** The provider the person chose; its sign-in runs once consent is given. */
  provider: SocialProvider | null;
  policyAgree: boolean;
  marketingAgree: boolean;
}

const CLOSED: ConsentModalState = {
  open: false,
  provider: null,
  policyAgree: false,
  marketingAgree: false,
};

/** The consent modal of spec §4, asked for when a provider may create an account without it. */
export function useConsentModal() {
  const [modal, setModal] = useState<ConsentModalState>(CLOSED);
  return {
    modal,
    /** Opens for the provider; policy_agree unticked, marketing_agree as the form has it. */
    ask: (provider: SocialProvider, marketingAgree: boolean) =>
      setModal({ open: true, provider, policyAgree: false, marketingAgree }),
    setPolicyAgree: (change: CheckedChange) =>
      setModal((current) => ({ ...current, policyAgree: readChecked(change) })),
    setMarketingAgree: (change: CheckedChange) =>
      setModal((current) => ({ ...current, marketingAgree: readChecked(change) })),
    /** The person closed it: the ticks are forgotten. */
    close: () => setModal(CLOSED),
    /** The sign-in went through: it closes, the ticks the sign-in went with stay. */
    signedIn: () => setModal((current) => ({ ...current, open: false, provider: null })),
  };
}

export type ConsentModal = ReturnType<typeof useConsentModal>;
