import type { NotificationClient } from '@bb/api-client';
import { Checkbox, FormError, LoadRetry, Spinner } from '@bb/ui';
import type { OptionalEmailCategory } from '@bb/validation';
import { clsx } from 'clsx';
import { EMAIL_PREFERENCE_TEXTS, NOTIFICATION_TEXTS } from './notification-texts';
import { useEmailPreferences } from './use-email-preferences';

export interface EmailPreferencesProps {
  client: NotificationClient;
  className?: string;
}

/**
 * Profile & Settings' e-mails: a box per category, saved as it is ticked; the transactional
 * ones (money, the account) ticked, disabled and marked always sent.
 */
export function EmailPreferences({ client, className }: EmailPreferencesProps) {
  const state = useEmailPreferences(client);
  const texts = EMAIL_PREFERENCE_TEXTS;
  if (state.status === 'loading' && state.preferences.length === 0)
    return <Spinner label={NOTIFICATION_TEXTS.loading} />;
  if (state.status === 'error' && state.preferences.length === 0)
    return <LoadRetry label={NOTIFICATION_TEXTS.retry} onRetry={state.reload} />;
  return (
    <fieldset className={clsx('bb-email-preferences', className)}>
      <legend className="bb-email-preferences__intro">{texts.intro}</legend>
      <FormError message={state.errorMessage} />
      {state.preferences.map((preference) => (
        <Checkbox
          key={preference.category}
          label={
            preference.transactional
              ? `${texts.categories[preference.category]} (${texts.alwaysOn})`
              : texts.categories[preference.category]
          }
          checked={preference.enabled}
          disabled={preference.transactional || state.saving === preference.category}
          aria-busy={state.saving === preference.category || undefined}
          onChange={(event) =>
            void state.set(
              preference.category as OptionalEmailCategory,
              event.currentTarget.checked,
            )
          }
        />
      ))}
    </fieldset>
  );
}
