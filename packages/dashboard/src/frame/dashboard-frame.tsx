import { Button, Modal } from '@bb/ui';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useState } from 'react';

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
  /** The phone's menu drawer is open from the start (stories, tests). */
  defaultMenuOpen?: boolean;
  /** The area's own content, headed by its own `h1`. */
  children: ReactNode;
  className?: string;
}

/** The width from which the menu stands beside the content; below it, a bar opens a drawer. */
export const FRAME_SIDE_MENU_QUERY = '(min-width: 900px)';

type FrameMenuProps = Pick<
  DashboardFrameProps,
  'entries' | 'currentEntryId' | 'email' | 'roleLabel' | 'onLogOut' | 'loggingOut'
> & { onNavigate?: () => void };

/** Who is signed in, the navigation and Log out: the side menu, and the drawer's content. */
function FrameMenu({
  entries,
  currentEntryId,
  email,
  roleLabel,
  onLogOut,
  loggingOut = false,
  onNavigate,
}: FrameMenuProps) {
  return (
    <>
      <p className="bb-dashboard-frame__who">
        {email ? `Signed in as ${email}` : 'Signed in'}
        <span className="bb-dashboard-frame__role">{roleLabel}</span>
      </p>
      <nav className="bb-dashboard-frame__nav" aria-label="Dashboard">
        <ul className="bb-dashboard-frame__entries">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                className="bb-dashboard-frame__entry"
                href={entry.href}
                aria-current={entry.id === currentEntryId ? 'page' : undefined}
                onClick={onNavigate}
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
    </>
  );
}

/**
 * Every dashboard page's frame: the navigation of the person's account menu, who is signed in,
 * Log out, and the area's content beside them. Below 900 px the menu is a compact bar whose
 * 'Dashboard menu' button opens it as a drawer (a modal dialog: focus moves into it, Escape and
 * 'Close menu' close it and focus returns to the button).
 */
export function DashboardFrame({
  notifications,
  defaultMenuOpen = false,
  children,
  className,
  ...menu
}: DashboardFrameProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  // A phone turned or a window widened past the breakpoint shows the side menu: the drawer goes.
  useEffect(() => {
    if (!menuOpen) return;
    const sideMenu = window.matchMedia(FRAME_SIDE_MENU_QUERY);
    const close = () => {
      if (sideMenu.matches) setMenuOpen(false);
    };
    close();
    sideMenu.addEventListener('change', close);
    return () => sideMenu.removeEventListener('change', close);
  }, [menuOpen]);
  return (
    <div className={clsx('bb-dashboard-frame', className)}>
      <div className="bb-dashboard-frame__bar">
        {notifications}
        <Modal
          variant="sheet"
          title="Dashboard menu"
          closeLabel="Close menu"
          className="bb-dashboard-frame__drawer"
          open={menuOpen}
          onOpenChange={setMenuOpen}
          trigger={
            <Button variant="secondary" className="bb-dashboard-frame__menu-button">
              Dashboard menu
            </Button>
          }
        >
          <FrameMenu {...menu} onNavigate={() => setMenuOpen(false)} />
        </Modal>
      </div>
      <div className="bb-dashboard-frame__aside">
        <FrameMenu {...menu} />
      </div>
      <div className="bb-dashboard-frame__content">{children}</div>
    </div>
  );
}
