import type { Reminder } from '@bb/api-client';
import { isSameOriginPath } from '@bb/validation';

/** A reminder as the panel shows it: its sentence, a link to where it is done. */
export interface ReminderLink {
  key: string;
  message: string;
  href: string;
}

/**
 * The reminders the panel links to: each one's path on our origin (a path that would lead
 * elsewhere is left out, so an answer can never send the customer off the site), keyed by its
 * type and order, the API's order kept.
 */
export function reminderLinks(reminders: readonly Reminder[]): ReminderLink[] {
  return reminders
    .filter((reminder) => isSameOriginPath(reminder.url_path))
    .map((reminder) => ({
      key: `${reminder.type}:${reminder.order_id ?? ''}`,
      message: reminder.message,
      href: reminder.url_path,
    }));
}
