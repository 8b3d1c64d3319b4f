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

/** The first page as the API answers it, with its ETag. */
export function notificationPage(items = NOTIFICATION_ITEMS, etag = '"n3-u1-l20"') {
  return {
    status: 200,
    envelope: {
      meta: { response: { status: 'ok' } },
      body: {
        notifications: items,
        next_cursor: null,
        unread_count: items.filter((item) => !item.is_read).length,
      },
    },
    headers: { ETag: etag },
  };
}
