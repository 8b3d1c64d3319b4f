import type { NotificationClient, NotificationItem, NotificationPoll } from '@bb/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createLoader } from '../kit/loader';
import { type PagedList, usePagedList } from '../kit/use-paged-list';

/** How often an open page asks whether anything is new (a 304 while nothing is). */
export const NOTIFICATION_POLL_MS = 30_000;

export interface Notifications {
  status: 'loading' | 'ready' | 'error';
  /** The newest page, then the earlier pages loaded by `more`. */
  items: NotificationItem[];
  unreadCount: number;
  errorMessage: string | null;
  /** The earlier pages, for the list's <ShowMore>. */
  more: Pick<PagedList<NotificationItem>, 'hasMore' | 'moreStatus' | 'errorMessage' | 'loadMore'>;
  /** Asks again now (after an error, or when the list opens). */
  refresh(): void;
  /** Marks the item read (when it is not yet) and follows its link. */
  openItem(item: NotificationItem): Promise<void>;
  markAllRead(): Promise<void>;
}

export interface UseNotificationsOptions {
  client: NotificationClient;
  /** Follows a notification's link (the site's navigation). */
  navigate(path: string): void;
  pollMs?: number;
}

/**
 * The signed-in person's notifications, newest first, and unread count, kept current while the
 * page is open: the newest page is asked again every `pollMs` with the last answer's ETag (the API
 * answers 304 while nothing changed), not while the tab is hidden, and at once when it shows
 * again; a new newest page goes before the earlier pages loaded (the kit's paged list, a page at
 * a time on `more.loadMore`).
 */
export function useNotifications({
  client,
  navigate,
  pollMs = NOTIFICATION_POLL_MS,
}: UseNotificationsOptions): Notifications {
  const [unreadCount, setUnreadCount] = useState(0);
  // Everything up to this id was marked read at once (the pages loaded still say unread).
  const [readThrough, setReadThrough] = useState(0);
  const etag = useRef<string | null>(null);

  const list = usePagedList<NotificationItem>('notifications', async (cursor, signal) => {
    if (cursor !== undefined) {
      const page = await client.notifications({ cursor, signal });
      setUnreadCount(page.unread_count);
      return { items: page.notifications, next_cursor: page.next_cursor };
    }
    // The first page is the poll's, without an ETag: never a 304.
    const answer = await client.pollNotifications(null, { signal });
    if (answer === null) throw new Error('The first page answered 304');
    etag.current = answer.etag;
    setUnreadCount(answer.page.unread_count);
    return { items: answer.page.notifications, next_cursor: answer.page.next_cursor };
  });
  const { putFirstPage, replaceItem, reload, status } = list;

  // The kit's loader: a poll supersedes the one before; a failed one leaves the list shown, and
  // the next poll asks again.
  const poller = useMemo(
    () =>
      createLoader<NotificationPoll>({
        loaded: (answer) => {
          // 304: nothing changed since the last answer.
          if (answer === null) return;
          etag.current = answer.etag;
          setUnreadCount(answer.page.unread_count);
          putFirstPage({ items: answer.page.notifications, next_cursor: answer.page.next_cursor });
        },
        failed: () => {},
      }),
    [putFirstPage],
  );

  const poll = useCallback(async () => {
    // Until the first page is in, the list's own load asks.
    if (etag.current === null) return;
    await poller.load((signal) => client.pollNotifications(etag.current, { signal }));
  }, [client, poller]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => void poll(), pollMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearInterval(timer);
        poller.cancel();
      } else {
        void poll();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      poller.cancel();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [poll, poller, pollMs]);

  const refresh = useCallback(() => {
    if (status === 'error') reload();
    else void poll();
  }, [status, reload, poll]);

  const openItem = useCallback(
    async (item: NotificationItem) => {
      if (!item.is_read) {
        // Followed either way: a failed mark leaves it unread for the next poll to show.
        const marked = await client.markNotificationRead(item.id).catch(() => null);
        if (marked) {
          setUnreadCount(marked.unread_count);
          replaceItem({ ...item, is_read: true });
        }
      }
      navigate(item.link_path);
    },
    [client, navigate, replaceItem],
  );

  const markAllRead = useCallback(async () => {
    await client.markAllNotificationsRead();
    setUnreadCount(0);
    setReadThrough(Math.max(0, ...list.items.map((item) => item.id)));
  }, [client, list.items]);

  const items = useMemo(
    () =>
      list.items.map((item) =>
        !item.is_read && item.id <= readThrough ? { ...item, is_read: true } : item,
      ),
    [list.items, readThrough],
  );

  return {
    status,
    items,
    unreadCount,
    errorMessage: list.errorMessage,
    more: {
      hasMore: list.hasMore,
      moreStatus: list.moreStatus,
      errorMessage: list.errorMessage,
      loadMore: list.loadMore,
    },
    refresh,
    openItem,
    markAllRead,
  };
}
