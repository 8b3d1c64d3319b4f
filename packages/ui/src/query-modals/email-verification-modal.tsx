import { useEmailVerificationModal } from '@bb/form-hooks';
import { clsx } from 'clsx';
import { Button } from '../button/button';
import { CheckIcon } from '../icons/check-icon';
import { Modal } from '../modal/modal';

/**
 * The e-mail verification modal (spec §2): opens on email-verification=ok with a checkmark and
 * 'Your email has been verified', or on =error with the address's message (as text, never
 * markup) or the default text; 'Continue' (or any other close) removes the parameter.
 */
export function EmailVerificationModal() {
  const modal = useEmailVerificationModal();
  const verified = modal.result === 'ok';
  return (
    <Modal
      open={modal.open}
      onOpenChange={(open) => {
        if (!open) modal.close();
      }}
      className={clsx(
        'bb-verification',
        verified ? 'bb-verification--ok' : 'bb-verification--error',
      )}
      title={
        <span className="bb-verification__title">
          {verified && (
            <span className="bb-verification__mark">
              <CheckIcon />
            </span>
          )}
          {modal.message}
        </span>
      }
      footer={<Button onClick={modal.close}>{modal.buttonText}</Button>}
    />
  );
}
