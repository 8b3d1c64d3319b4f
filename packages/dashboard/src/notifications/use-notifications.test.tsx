import type { NotificationItem } from '@bb/api-client';
import {
  createMockNotificationClient,
  fail,
  type MockRequest,
  notModified,
  ok,
} from '@bb/api-client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MANY_NOTIFICATIONS,
  NOTIFICATION_ITEMS,
  notificationPage,
  SECOND_PAGE_CURSOR,
  twoNotificationPages,
} from './notification-fixtures';
import { useNotifications } from './use-notifications';

const LIST = 'GET /users/notifications';

function setup(routes: Parameters<typeof createMockNotificationClient>[0], pollMs = 40) {
  const { client, mock } = createMockNotificationClient(routes);
  const navigate = vi.fn();
  return { mock, navigate, ...renderHook(() => useNotifications({ client, navigate, pollMs })) };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  setVisibility('visible');
});

/**
 * The list route as the API answers a poll: `pages` by the ETag the request names (none: the
 * first), 304 when it names the last one's.
 */
function polled(...pages: ReturnType<typeof notificationPage>[]) {
  return (request: MockRequest) => {
    const sent = request.headers.get('if-none-match');
    const index = sent === null ? 0 : pages.findIndex((page) => page.headers.ETag === sent) + 1;
    return pages[index] ?? notModified();
  };
}

describe('useNotifications', () => {
  it('shows the newest and the unread count, then polls with the ETag and keeps them on a 304', async () => {
    const { result, mock } = setup({ [LIST]: polled(notificationPage()) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.unreadCount).toBe(1);
    expect(result.current.items.map((item) => item.id)).toEqual([3, 2, 1]);
    await waitFor(() => expect(mock.requests.length).toBeGreaterThanOrEqual(3));
    expect(mock.requests[0]?.headers.get('if-none-match')).toBeNull();
    expect(mock.requests.at(-1)?.headers.get('if-none-match')).toBe('"n3-u1-l20"');
    expect(result.current.items).toHaveLength(3);
  });

  it('shows a new notification that arrives while the page is open', async () => {
    const [newest] = NOTIFICATION_ITEMS as [NotificationItem];
    const arrived = { ...newest, id: 4, text: 'A new message.', is_read: false };
    const { result } = setup({
      [LIST]: [
        notificationPage(),
        notificationPage([arrived, ...NOTIFICATION_ITEMS], '"n4-u2-l20"'),
      ],
    });
    await waitFor(() => expect(result.current.unreadCount).toBe(2));
    expect(result.current.items[0]?.text).toBe('A new message.');
  });

  it('loads the earlier pages on Show more, and puts a new one before them', async () => {
    const [newest] = NOTIFICATION_ITEMS as [NotificationItem];
    const arrived = { ...newest, id: 25, text: 'A new message.', is_read: false };
    const { result } = setup(
      {
        // A poll names the first page's ETag: by then a new one arrived.
        [LIST]: (request) => {
          if (request.headers.get('if-none-match') === null) return twoNotificationPages(request);
          return notificationPage(
            [arrived, ...MANY_NOTIFICATIONS.slice(0, 19)],
            '"n25-u1-l20"',
            'after-6',
          );
        },
      },
      60_000,
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toHaveLength(20);
    expect(result.current.more.hasMore).toBe(true);
    act(() => result.current.more.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(24));
    expect(result.current.items.map((item) => item.id)).toEqual(
      MANY_NOTIFICATIONS.map((item) => item.id),
    );
    expect(result.current.more.hasMore).toBe(false);

    act(() => setVisibility('visible'));
    await waitFor(() => expect(result.current.unreadCount).toBe(1));
    expect(result.current.items.map((item) => item.id)).toEqual([
      25,
      ...MANY_NOTIFICATIONS.map((item) => item.id),
    ]);
    expect(result.current.more.hasMore).toBe(false);
  });

  it('marks all read, the earlier pages loaded too', async () => {
    const { result } = setup(
      {
        [LIST]: (request) =>
          request.query.has('cursor')
            ? notificationPage([{ ...(NOTIFICATION_ITEMS[2] as NotificationItem), is_read: false }])
            : notificationPage(NOTIFICATION_ITEMS.slice(0, 2), '"first"', SECOND_PAGE_CURSOR),
        'POST /users/notifications/read': ok({ unread_count: 0 }),
      },
      60_000,
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.more.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    await act(() => result.current.markAllRead());
    expect(result.current.items.map((item) => item.is_read)).toEqual([true, true, true]);
    expect(result.current.unreadCount).toBe(0);
  });

  it('marks an unread item read when it is opened and follows its link; a read one is only followed', async () => {
    const { result, mock, navigate } = setup(
      {
        [LIST]: polled(notificationPage()),
        'POST /users/notifications/3/read': ok({ unread_count: 0 }),
      },
      60_000,
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.openItem(NOTIFICATION_ITEMS[0] as NotificationItem));
    expect(navigate).toHaveBeenCalledWith('/dashboard/customer/orders/41/');
    expect(result.current.unreadCount).toBe(0);
    expect(result.current.items[0]?.is_read).toBe(true);
    await act(() => result.current.openItem(NOTIFICATION_ITEMS[1] as NotificationItem));
    expect(mock.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(mock.unmatched).toEqual([]);
  });

  it('does not poll while the tab is hidden, and polls at once when it shows again', async () => {
    const { result, mock } = setup({ [LIST]: polled(notificationPage()) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => setVisibility('hidden'));
    const whileHidden = mock.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mock.requests.length).toBe(whileHidden);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(mock.requests.length).toBeGreaterThan(whileHidden));
  });

  it('shows a failed first load, and loads again on refresh', async () => {
    let failing = true;
    const { result } = setup(
      { [LIST]: () => (failing ? fail('internal_error', 500) : notificationPage()) },
      60_000,
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    failing = false;
    expect(result.current.errorMessage).toBeTruthy();
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
