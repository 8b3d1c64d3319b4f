import type { OrderClient } from '@bb/api-client';
import { useLoaded } from '../kit/use-loaded';
import { type ReminderLink, reminderLinks } from './reminder-links';

export interface UseRemindersOptions {
  client: Pick<OrderClient, 'reminders'>;
}

export interface UseRemindersResult {
  status: 'loading' | 'ready' | 'error';
  reminders: ReminderLink[];
  reload(): void;
}

/** The signed-in customer's reminders (GET /widgets/reminders), loaded once the panel shows. */
export function useReminders({ client }: UseRemindersOptions): UseRemindersResult {
  const loaded = useLoaded('reminders', (signal) => client.reminders({ signal }));
  return {
    status: loaded.status,
    reminders: reminderLinks(loaded.data?.reminders ?? []),
    reload: loaded.reload,
  };
}
