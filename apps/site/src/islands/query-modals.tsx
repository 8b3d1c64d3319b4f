import { EmailVerificationModal, OAuthErrorModal } from '@bb/ui';

/** The modals the page address opens (spec §2): loaded only when it names one of them. */
export function QueryModals() {
  return (
    <>
      <OAuthErrorModal />
      <EmailVerificationModal />
    </>
  );
}
