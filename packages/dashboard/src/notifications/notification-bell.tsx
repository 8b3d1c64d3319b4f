import type { NotificationClient } from '@bb/api-client';
import { Button, LoadRetry, Popover, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { useState } from 'react';
import { formatDeadline } from '../kit/format';
import { ShowMore } from '../kit/show-more';
import { NOTIFICATION_TEXTS } from './notification-texts';
import { useNotifications } from './use-notifications';

export interface NotificationBellProps {
  client: NotificationClient;
  /** Follows a notification's link (the site's navigation). */
  navigate(path: string): void;
  /** Milliseconds between two polls (NOTIFICATION_POLL_MS). */
  pollMs?: number;
  /** Opens the list at once (a story of the open list). */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The bell of the dashboard's frame: the unread count on it (and in its accessible name), and the
 * newest notifications in a popover, the earlier ones a page at a time under Show more. Opening one marks it read and follows its link; Escape,
 * or a press outside, closes the list and gives focus back to the bell.
 */
export function NotificationBell({
  client,
  navigate,
  pollMs,
  defaultOpen = false,
  className,
}: NotificationBellProps) {
  const notifications = useNotifications({ client, navigate, ...(pollMs ? { pollMs } : {}) });
  const [open, setOpen] = useState(defaultOpen);
  const texts = NOTIFICATION_TEXTS;
  const { unreadCount, items, status } = notifications;
  return (
    <Popover
      label={texts.heading}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) notifications.refresh();
      }}
      align="start"
      className="bb-notifications"
      trigger={
        <button
          type="button"
          className={clsx('bb-notification-bell', className)}
          aria-label={texts.bell(unreadCount)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            />
          </svg>
          {unreadCount > 0 && (
            <span className="bb-notification-bell__count" aria-hidden="true">
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          )}
        </button>
      }
    >
      <div className="bb-notifications__head">
        <h2 className="bb-notifications__title">{texts.heading}</h2>
        {unreadCount > 0 && (
          <Button variant="secondary" onClick={() => void notifications.markAllRead()}>
            {texts.markAllRead}
          </Button>
        )}
      </div>
      {status === 'loading' && items.length === 0 ? (
        <Spinner label={texts.loading} />
      ) : status === 'error' ? (
        <LoadRetry label={texts.retry} onRetry={notifications.refresh} />
      ) : items.length === 0 ? (
        <p className="bb-notifications__empty">{texts.empty}</p>
      ) : (
        <ul className="bb-notifications__list">
          {items.map((item) => (
            <li key={item.id}>
              <a
                className={clsx(
                  'bb-notifications__item',
                  !item.is_read && 'bb-notifications__item--unread',
                )}
                href={item.link_path}
                onClick={(event) => {
                  event.preventDefault();
                  setOpen(false);
                  void notifications.openItem(item);
                }}
              >
                {!item.is_read && <span className="bb-visually-hidden">{texts.unread}: </span>}
                <span className="bb-notifications__text">{item.text}</span>
                <time
                  className="bb-notifications__time"
                  dateTime={new Date(item.created_datetime).toISOString()}
                >
                  {formatDeadline(item.created_datetime)}
                </time>
              </a>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && <ShowMore list={notifications.more} />}
    </Popover>
  );
}
