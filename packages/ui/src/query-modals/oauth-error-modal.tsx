import { useOAuthErrorModal } from '@bb/form-hooks';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

/**
 * The OAuth error modal (spec §2): opens when the address carries error=oauth2, titled 'Oops!
 * Something went wrong', with the returned message (as text, never markup) or the default text,
 * and 'Ok'. Closing it in any way removes error, slug and message from the address.
 */
export function OAuthErrorModal() {
  const modal = useOAuthErrorModal();
  return (
    <Modal
      open={modal.open}
      onOpenChange={(open) => {
        if (!open) modal.close();
      }}
      title={modal.title}
      description={modal.message}
      footer={<Button onClick={modal.close}>{modal.buttonText}</Button>}
    />
  );
}
