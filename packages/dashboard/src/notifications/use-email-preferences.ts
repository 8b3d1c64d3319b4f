import type { EmailPreference, NotificationClient } from '@bb/api-client';
import { ERROR_CATALOGUE, mapServerErrors, type OptionalEmailCategory } from '@bb/validation';
import { useCallback, useState } from 'react';
import { useLoaded } from '../kit/use-loaded';

export interface EmailPreferencesState {
  status: 'loading' | 'ready' | 'error';
  preferences: EmailPreference[];
  /** The category being saved, if any. */
  saving: OptionalEmailCategory | null;
  /** Why the last change was not saved. */
  errorMessage: string | null;
  reload(): void;
  set(category: OptionalEmailCategory, enabled: boolean): Promise<void>;
}

/** The person's e-mail categories, each on or off, turned on or off one at a time. */
export function useEmailPreferences(client: NotificationClient): EmailPreferencesState {
  const loaded = useLoaded('email-preferences', (signal) =>
    client.emailPreferences({ signal }).then((answer) => answer.email_preferences),
  );
  const [saving, setSaving] = useState<OptionalEmailCategory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { setData } = loaded;
  const set = useCallback(
    async (category: OptionalEmailCategory, enabled: boolean) => {
      setSaving(category);
      setError(null);
      try {
        setData((await client.setEmailPreference(category, enabled)).email_preferences);
      } catch (failure) {
        setError(mapServerErrors(failure, ERROR_CATALOGUE).fields.form ?? null);
      } finally {
        setSaving(null);
      }
    },
    [client, setData],
  );
  return {
    status: loaded.status,
    preferences: loaded.data ?? [],
    saving,
    errorMessage: error ?? (loaded.status === 'error' ? loaded.errorMessage : null),
    reload: loaded.reload,
    set,
  };
}
