/** The words of the customer's reminders panel (ours: the spec shows the call, not the panel). */
export const REMINDER_TEXTS = {
  heading: 'What’s left to do',
  /** The list's accessible name. */
  caption: 'Reminders',
  reload: 'Try again',
} as const;
