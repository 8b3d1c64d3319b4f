import { Button } from '@bb/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** One link of the dashboard's navigation: an account menu entry (spec §2). */
export interface DashboardFrameEntry {
  id: string;
  label: string;
  href: string;
}

export interface DashboardFrameProps {
  /** The signed-in person's account menu entries, Log out left out (the frame has its own). */
  entries: readonly DashboardFrameEntry[];
  /** The entry the page belongs to; marked as the current page. */
  currentEntryId?: string;
  /** Who is signed in: their e-mail when the session has one. */
  email: string | null;
  /** Their role in words ('customer', 'support contract'). */
  roleLabel: string;
  onLogOut: () => void;
  /** Log out is in flight: its button shows a spinner and is disabled. */
  loggingOut?: boolean;
  /** The notification centre's bell (notifications/notification-bell.tsx), beside who is signed in. */
  notifications?: ReactNode;
  /** The area's own content, headed by its own `h1`. */
  children: ReactNode;
  className?: string;
}

/**
 * Every dashboard page's frame: the navigation of the person's account menu, who is signed in,
 * Log out, and the area's content beside them (below them on a narrow screen).
 */
export function DashboardFrame({
  entries,
  currentEntryId,
  email,
  roleLabel,
  onLogOut,
  loggingOut = false,
  notifications,
  children,
  className,
}: DashboardFrameProps) {
  return (
    <div className={clsx('bb-dashboard-frame', className)}>
      <aside className="bb-dashboard-frame__aside">
        <div className="bb-dashboard-frame__header">
          <p className="bb-dashboard-frame__who">
            {email ? `Signed in as ${email}` : 'Signed in'}
            <span className="bb-dashboard-frame__role">{roleLabel}</span>
          </p>
          {notifications}
        </div>
        <nav className="bb-dashboard-frame__nav" aria-label="Dashboard">
          <ul className="bb-dashboard-frame__entries">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  className="bb-dashboard-frame__entry"
                  href={entry.href}
                  aria-current={entry.id === currentEntryId ? 'page' : undefined}
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="secondary" loading={loggingOut} onClick={onLogOut}>
          Log out
        </Button>
      </aside>
      <div className="bb-dashboard-frame__content">{children}</div>
    </div>
  );
}
