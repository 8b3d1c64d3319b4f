import type { NotificationItem } from '@bb/api-client';

/** A customer's notifications, newest first: one unread, two read. */
export const NOTIFICATION_ITEMS: NotificationItem[] = [
  {
    id: 3,
    kind: 'deliver',
    order_id: 41,
    text: 'Your expert has delivered order #41, "Dijkstra in Python". Please review it, then approve it or ask for a revision.',
    link_path: '/dashboard/customer/orders/41/',
    created_datetime: Date.UTC(2026, 10, 26, 15, 5),
    is_read: false,
  },
  {
    id: 2,
    kind: 'accept',
    order_id: 41,
    text: 'Your expert has accepted order #41 and started work.',
    link_path: '/dashboard/customer/orders/41/',
    created_datetime: Date.UTC(2026, 10, 25, 9, 30),
    is_read: true,
  },
  {
    id: 1,
    kind: 'pay',
    order_id: 41,
    text: 'Payment received for order #41, "Dijkstra in Python". We are finding your expert.',
    link_path: '/dashboard/customer/orders/41/',
    created_datetime: Date.UTC(2026, 10, 24, 18, 0),
    is_read: true,
  },
];

/** A page as the API answers it, with its ETag (the first page's) and where the next one starts. */
export function notificationPage(
  items = NOTIFICATION_ITEMS,
  etag = '"n3-u1-l20"',
  nextCursor: string | null = null,
) {
  return {
    status: 200,
    envelope: {
      meta: { response: { status: 'ok' } },
      body: {
        notifications: items,
        next_cursor: nextCursor,
        unread_count: items.filter((item) => !item.is_read).length,
      },
    },
    headers: { ETag: etag },
  };
}

/** 24 read notifications, newest first (ids 24 down to 1), older by an hour each. */
export const MANY_NOTIFICATIONS: NotificationItem[] = Array.from({ length: 24 }, (_, index) => {
  const id = 24 - index;
  return {
    id,
    kind: 'order_message',
    order_id: 40 + (id % 3),
    text: `A new message on order #${40 + (id % 3)} (${id}).`,
    link_path: `/dashboard/customer/orders/${40 + (id % 3)}/`,
    created_datetime: Date.UTC(2026, 10, 26, 15, 0) - index * 3_600_000,
    is_read: true,
  };
});

/** The cursor the first of two pages of MANY_NOTIFICATIONS names. */
export const SECOND_PAGE_CURSOR = 'after-5';

/** The list's route over MANY_NOTIFICATIONS in two pages: 20, then (by SECOND_PAGE_CURSOR) 4. */
export function twoNotificationPages(request: { query: URLSearchParams }) {
  return request.query.get('cursor') === SECOND_PAGE_CURSOR
    ? notificationPage(MANY_NOTIFICATIONS.slice(20), '"second"')
    : notificationPage(MANY_NOTIFICATIONS.slice(0, 20), '"n24-u0-l20"', SECOND_PAGE_CURSOR);
}
