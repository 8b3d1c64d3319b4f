import { describe, expect, it } from 'vitest';
import { createMockNotificationClient, notModified, ok } from './testing';

const PAGE = {
  notifications: [
    {
      id: 3,
      kind: 'deliver',
      order_id: 41,
      text: 'Your expert has delivered order #41.',
      link_path: '/dashboard/customer/orders/41/',
      created_datetime: 1,
      is_read: false,
    },
  ],
  next_cursor: null,
  unread_count: 1,
};

describe('the notification calls', () => {
  it('poll with the last ETag: the page and its new ETag, or null when nothing changed', async () => {
    const { mock, client } = createMockNotificationClient({
      'GET /users/notifications': [
        { ...ok(PAGE), headers: { ETag: '"n3-u1-l20"' } },
        notModified(),
      ],
    });
    expect(await client.pollNotifications(null)).toEqual({ page: PAGE, etag: '"n3-u1-l20"' });
    expect(await client.pollNotifications('"n3-u1-l20"')).toBeNull();
    expect(mock.requests.map((request) => request.headers.get('if-none-match'))).toEqual([
      null,
      '"n3-u1-l20"',
    ]);
  });

  it('mark one and all read, and set an e-mail category', async () => {
    const { mock, client } = createMockNotificationClient({
      'POST /users/notifications/3/read': ok({ unread_count: 0 }),
      'POST /users/notifications/read': ok({ unread_count: 0 }),
      'PUT /users/email-preferences': ok({ email_preferences: [] }),
    });
    expect(await client.markNotificationRead(3)).toEqual({ unread_count: 0 });
    expect(await client.markAllNotificationsRead()).toEqual({ unread_count: 0 });
    await client.setEmailPreference('messages', false);
    expect(mock.requests[2]?.form?.toString()).toBe('category=messages&enabled=0');
    expect(mock.unmatched).toEqual([]);
  });
});
