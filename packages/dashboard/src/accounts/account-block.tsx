import { Button, Modal } from '@bb/ui';
import { OrderAnnouncement } from '../kit/announcement';
import type { UseAccountBlockResult } from './use-account-block';

/**
 * Block or Unblock for the account a page shows, asked in a confirmation dialog (the platform's
 * modal `<dialog>`: focus moves into it, stays there, and returns to the button when it closes).
 * A refusal is said inside the dialog; what was done, on the page.
 */
export function AccountBlock({ block }: { block: UseAccountBlockResult }) {
  const { texts } = block;
  return (
    <div className="bb-accounts__block">
      <Modal
        open={block.open}
        onOpenChange={block.setOpen}
        title={block.title}
        description={block.description}
        closeLabel={texts.close}
        trigger={
          <Button variant={block.blocking ? 'secondary' : 'primary'}>{block.actionLabel}</Button>
        }
        footer={
          <>
            <Button variant="secondary" disabled={block.busy} onClick={() => block.setOpen(false)}>
              {texts.cancel}
            </Button>
            <Button loading={block.busy} onClick={() => void block.confirm()}>
              {block.actionLabel}
            </Button>
          </>
        }
      >
        {block.error && (
          <p className="bb-accounts__block-error" role="alert">
            {block.error}
          </p>
        )}
      </Modal>
      <OrderAnnouncement announcement={block.announcement} />
    </div>
  );
}
