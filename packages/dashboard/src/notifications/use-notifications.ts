import type { NotificationClient, NotificationItem } from '@bb/api-client';
import { isAbortError } from '@bb/api-client';
import { ERROR_CATALOGUE, mapServerErrors } from '@bb/validation';
import { useCallback, useEffect, useRef, useState } from 'react';

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
  const running = useRef<AbortController | null>(null);

  const poll = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    try {
      const answer = await client.pollNotifications(etag.current, { signal: controller.signal });
      if (controller.signal.aborted || answer === null) return;
      etag.current = answer.etag;
      setState({
        status: 'ready',
        items: answer.page.notifications,
        unreadCount: answer.page.unread_count,
        error: null,
      });
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return;
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      // A list already shown stays; only a first load that fails shows the error.
      setState((previous) =>
        previous.status === 'ready'
          ? previous
          : { ...previous, status: 'error', error: fields.form ?? null },
      );
    }
  }, [client]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => void poll(), pollMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearInterval(timer);
        running.current?.abort();
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
      running.current?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [poll, pollMs]);

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
