import type { NotificationClient, NotificationItem, NotificationPoll } from '@bb/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createLoader } from '../kit/loader';

/** How often an open page asks whether anything is new (a 304 while nothing is). */
export const NOTIFICATION_POLL_MS = 30_000;

export interface Notifications {
  status: 'loading' | 'ready' | 'error';
  items: NotificationItem[];
  unreadCount: number;
  errorMessage: string | null;
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
 * The signed-in person's newest notifications and unread count, kept current while the page is
 * open: asked again every `pollMs` with the last answer's ETag (the API answers 304 while
 * nothing changed), not while the tab is hidden, and at once when it shows again.
 */
export function useNotifications({
  client,
  navigate,
  pollMs = NOTIFICATION_POLL_MS,
}: UseNotificationsOptions): Notifications {
  const [state, setState] = useState<{
    status: Notifications['status'];
    items: NotificationItem[];
    unreadCount: number;
    error: string | null;
  }>({ status: 'loading', items: [], unreadCount: 0, error: null });
  const etag = useRef<string | null>(null);
  // The kit's loader: a poll supersedes the one before, a cancelled one says nothing.
  const loader = useMemo(
    () =>
      createLoader<NotificationPoll>({
        loaded: (answer) => {
          // 304: nothing changed since the last answer.
          if (answer === null) return;
          etag.current = answer.etag;
          setState({
            status: 'ready',
            items: answer.page.notifications,
            unreadCount: answer.page.unread_count,
            error: null,
          });
        },
        // A list already shown stays; only a first load that fails shows the error.
        failed: ({ fields }) =>
          setState((previous) =>
            previous.status === 'ready'
              ? previous
              : { ...previous, status: 'error', error: fields.form ?? null },
          ),
      }),
    [],
  );

  const poll = useCallback(
    () => loader.load((signal) => client.pollNotifications(etag.current, { signal })),
    [client, loader],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => void poll(), pollMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearInterval(timer);
        loader.cancel();
      } else {
        void poll();
        start();
      }
    };
    void poll();
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      loader.cancel();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [poll, pollMs, loader]);

  const refresh = useCallback(() => {
    setState((previous) =>
      previous.status === 'error' ? { ...previous, status: 'loading', error: null } : previous,
    );
    void poll();
  }, [poll]);

  const openItem = useCallback(
    async (item: NotificationItem) => {
      if (!item.is_read) {
        // Followed either way: a failed mark leaves it unread for the next poll to show.
        const marked = await client.markNotificationRead(item.id).catch(() => null);
        if (marked)
          setState((previous) => ({
            ...previous,
            unreadCount: marked.unread_count,
            items: previous.items.map((each) =>
              each.id === item.id ? { ...each, is_read: true } : each,
            ),
          }));
      }
      navigate(item.link_path);
    },
    [client, navigate],
  );

  const markAllRead = useCallback(async () => {
    await client.markAllNotificationsRead();
    setState((previous) => ({
      ...previous,
      unreadCount: 0,
      items: previous.items.map((item) => ({ ...item, is_read: true })),
    }));
  }, [client]);

  return {
    status: state.status,
    items: state.items,
    unreadCount: state.unreadCount,
    errorMessage: state.error,
    refresh,
    openItem,
    markAllRead,
  };
}
