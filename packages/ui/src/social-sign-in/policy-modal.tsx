import type { LegalLinks, UseSocialSignInResult } from '@bb/form-hooks';
import { legalLinksFor } from '@bb/form-hooks';
import { useId } from 'react';
import { Button } from '../button/button';
import { ConsentBlock } from '../form-parts/consent-block';
import { Modal } from '../modal/modal';

export interface PolicyModalProps {
  /** `useSocialSignIn(…).consentModal`. */
  consent: UseSocialSignInResult['consentModal'];
  /** Terms and privacy pages; default the customer's. */
  links?: LegalLinks;
  /** A provider's sign-in is running: the button shows a spinner. */
  busy?: boolean;
}

/**
 * The policy modal of social sign-in (spec §2, §4): 'Review our Terms to sign up', the policy and
 * marketing boxes, and 'Continue', disabled until policy_agree is ticked and while a provider is
 * busy. Escape, the cross or the overlay close it and forget the ticks.
 */
export function PolicyModal({
  consent,
  links = legalLinksFor('customer'),
  busy = false,
}: PolicyModalProps) {
  const id = useId();
  return (
    <Modal
      open={consent.open}
      onOpenChange={(open) => {
        if (!open) consent.close();
      }}
      title={consent.title}
      footer={
        <Button {...consent.getSubmitButtonProps()} loading={busy} onClick={consent.submit}>
          {consent.submitText}
        </Button>
      }
    >
      <ConsentBlock
        links={links}
        policyAgree={{
          id: `${id}-policy`,
          name: 'policy_agree',
          checked: consent.policyAgree,
          onChange: consent.setPolicyAgree,
        }}
        marketingAgree={{
          id: `${id}-marketing`,
          name: 'marketing_agree',
          checked: consent.marketingAgree,
          onChange: consent.setMarketingAgree,
        }}
      />
    </Modal>
  );
}
