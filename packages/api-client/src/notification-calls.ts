import type { EmailCategory, OptionalEmailCategory, PageInfo } from '@bb/validation';
import type { CallContext } from './call-context';
import type { PageOptions } from './page-options';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

/** One thing the notification centre told the signed-in person. */
export interface NotificationItem {
  id: number;
  /** The event: 'pay', 'assign', 'deliver', 'message', 'payout_sent', … */
  kind: string;
  order_id: number | null;
  text: string;
  /** The dashboard page to act on, from the site's root. */
  link_path: string;
  /** Millisecond timestamp. */
  created_datetime: number;
  is_read: boolean;
}

/** A page of the person's notifications, newest first, with how many are unread. */
export interface NotificationPage extends PageInfo {
  notifications: NotificationItem[];
  unread_count: number;
}

/** A poll's answer: the first page and its ETag, or `null` when nothing changed since `etag`. */
export type NotificationPoll = { page: NotificationPage; etag: string | null } | null;

export interface EmailPreference {
  category: EmailCategory;
  enabled: boolean;
  /** Always sent (money, the account): shown, not changeable. */
  transactional: boolean;
}

export const NOTIFICATIONS_PATH = '/users/notifications';
export const EMAIL_PREFERENCES_PATH = '/users/email-preferences';

/** The signed-in person's notification centre and e-mail preferences. */
export function createNotificationCalls({ transport }: CallContext) {
  return {
    /** GET /users/notifications: a page of the person's notifications, newest first. */
    notifications: ({ cursor, limit, signal }: PageOptions = {}) =>
      transport.send<NotificationPage>({
        method: 'GET',
        path: NOTIFICATIONS_PATH,
        query: { cursor, limit },
        signal,
      }),
    /**
     * The first page again, sent with the ETag of the last one (If-None-Match): `null` when the
     * API answers 304, nothing changed; otherwise the page and its new ETag.
     */
    pollNotifications: async (
      etag: string | null,
      { limit, signal }: Omit<PageOptions, 'cursor'> = {},
    ): Promise<NotificationPoll> => {
      const answer = await transport.exchange<NotificationPage>({
        method: 'GET',
        path: NOTIFICATIONS_PATH,
        query: { limit },
        ...(etag ? { headers: { 'If-None-Match': etag } } : {}),
        signal,
      });
      return answer.status === 304 ? null : { page: answer.body, etag: answer.etag };
    },
    /** POST /users/notifications/{id}/read: answers how many stay unread. */
    markNotificationRead: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ unread_count: number }>({
        method: 'POST',
        path: `${NOTIFICATIONS_PATH}/${encodeURIComponent(String(id))}/read`,
        signal,
      }),
    /** POST /users/notifications/read: every one read. */
    markAllNotificationsRead: ({ signal }: RequestOptions = {}) =>
      transport.send<{ unread_count: number }>({
        method: 'POST',
        path: `${NOTIFICATIONS_PATH}/read`,
        signal,
      }),
    /** GET /users/email-preferences: every e-mail category, on or off. */
    emailPreferences: ({ signal }: RequestOptions = {}) =>
      transport.send<{ email_preferences: EmailPreference[] }>({
        method: 'GET',
        path: EMAIL_PREFERENCES_PATH,
        signal,
      }),
    /** PUT /users/email-preferences: turns one category that may be turned off on or off. */
    setEmailPreference: (
      category: OptionalEmailCategory,
      enabled: boolean,
      { signal }: RequestOptions = {},
    ) =>
      transport.send<{ email_preferences: EmailPreference[] }>({
        method: 'PUT',
        path: EMAIL_PREFERENCES_PATH,
        form: { category, enabled: enabled ? '1' : '0' },
        signal,
      }),
  };
}

/** The notification calls, a client of their own so that no other page's bundle carries them. */
export function createNotificationClient(options: TransportOptions = {}) {
  return createNotificationCalls({ transport: createTransport(options) });
}

export type NotificationClient = ReturnType<typeof createNotificationClient>;
