import type { EmailCategory } from '@bb/validation';

/** The notification centre's words (the spec gives none). */
export const NOTIFICATION_TEXTS = {
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  heading: 'Notifications',
  empty: 'Nothing new. We will tell you here when something happens to your orders.',
  loading: 'Loading your notifications',
  retry: 'Try again',
  markAllRead: 'Mark all as read',
  unread: 'Unread',
  close: 'Close',
} as const;

/** The e-mail preferences of Profile & Settings. */
export const EMAIL_PREFERENCE_TEXTS = {
  heading: 'E-mails',
  intro: 'Choose which e-mails we send you. Every notification still shows under the bell.',
  alwaysOn: 'Always sent',
  saving: 'Saving',
  categories: {
    payments: 'Payments, refunds and payouts',
    account: 'Your account and password',
    order_updates: 'Order updates: assigned, delivered, revisions, disputes, deadlines',
    messages: 'New messages on your orders',
    reminders: 'Reminders before a review period ends',
    reviews: 'Reviews of your work',
  } satisfies Record<EmailCategory, string>,
} as const;
