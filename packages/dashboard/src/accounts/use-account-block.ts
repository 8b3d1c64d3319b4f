import type { OperatorAccountClient } from '@bb/api-client';
import { type AccountStatus, ERROR_CATALOGUE, mapServerErrors } from '@bb/validation';
import { useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { ACCOUNT_TEXTS } from './account-texts';

export interface UseAccountBlockOptions {
  client: Pick<OperatorAccountClient, 'setBlocked'>;
  /** The account shown (its id, e-mail and status); undefined while it loads. */
  account: { id: number; email: string; status: AccountStatus } | undefined;
  /** The account's status as the server now says it. */
  onChanged: (status: AccountStatus) => void;
}

/**
 * Blocking or unblocking the account a page shows, after a confirmation dialog: the dialog asks,
 * the step runs from it (busy meanwhile), a refusal is said inside it in the catalogue's words,
 * and what was done is announced on the page once it closes.
 */
export function useAccountBlock({ client, account, onChanged }: UseAccountBlockOptions) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { announcement, announce } = useAnnouncement();
  const blocking = account?.status !== 'blocked';
  const email = account?.email ?? '';

  return {
    texts: ACCOUNT_TEXTS,
    /** Block when the account is not blocked, else Unblock. */
    blocking,
    actionLabel: blocking ? ACCOUNT_TEXTS.block : ACCOUNT_TEXTS.unblock,
    title: blocking ? ACCOUNT_TEXTS.blockTitle(email) : ACCOUNT_TEXTS.unblockTitle(email),
    description: blocking ? ACCOUNT_TEXTS.blockDescription : ACCOUNT_TEXTS.unblockDescription,
    open,
    busy,
    /** Why the server refused the step, shown in the dialog. */
    error,
    announcement,
    setOpen: (next: boolean) => {
      if (busy) return;
      setOpen(next);
      setError(null);
    },
    confirm: async () => {
      if (!account) return;
      setBusy(true);
      setError(null);
      try {
        const changed = (await client.setBlocked(account.id, blocking)).account;
        onChanged(changed.status);
        setOpen(false);
        announce(
          blocking ? ACCOUNT_TEXTS.blocked(email) : ACCOUNT_TEXTS.unblocked(email),
          'success',
        );
      } catch (caught) {
        const { fields } = mapServerErrors(caught, ERROR_CATALOGUE);
        setError(fields.form ?? Object.values(fields)[0] ?? '');
      } finally {
        setBusy(false);
      }
    },
  };
}

export type UseAccountBlockResult = ReturnType<typeof useAccountBlock>;
