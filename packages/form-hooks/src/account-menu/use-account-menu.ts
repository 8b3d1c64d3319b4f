import { newOrderClickEvent } from '@bb/analytics';
import type { Customer } from '@bb/api-client';
import { type UserRole, WIDGET_LOAD_FAILED_MESSAGE } from '@bb/validation';
import { useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { useSession } from '../session/use-session';
import {
  ACCOUNT_LINKS,
  ACCOUNT_MENU_TEXTS,
  type AccountMenuEntry,
  accountMenuEntries,
} from './account-menu-entries';

/**
 * What the account area shows (spec §4 "Account menu by session"): nothing yet while loading;
 * the failure text; the 'My account' login entry for a visitor; nothing for a customer without
 * an e-mail; otherwise the role's menu.
 */
export type AccountMenuKind = 'loading' | 'error' | 'guest' | 'hidden' | 'menu';

export interface AccountMenuEntryProps {
  href?: string;
  onClick?: () => void;
  disabled?: boolean;
}

export interface UseAccountMenuResult {
  kind: AccountMenuKind;
  role: UserRole | null;
  customer: Customer | null;
  /** The role's entries (empty unless kind is 'menu'). */
  entries: AccountMenuEntry[];
  /** 'Hmm, something seems to be missing' when the session could not be loaded. */
  errorMessage: string | null;
  loggingOut: boolean;
  /** The login modal a visitor opens with 'My account'. */
  loginModal: {
    open: boolean;
    title: string;
    signUpHref: string;
    forgotPasswordHref: string;
    close(): void;
  };
  getMyAccountButtonProps(): {
    type: 'button';
    onClick: () => void;
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
  };
  /** Link props for a link entry, the tracked link for New order, a button's for Log out. */
  getEntryProps(entry: AccountMenuEntry): AccountMenuEntryProps;
  /** New order in the customer menu: the new_order_click tracking call. */
  trackNewOrderClick(): void;
  logOut(): Promise<void>;
}

/** The header's account area: the role's menu, or the 'My account' entry and its login modal. */
export function useAccountMenu(): UseAccountMenuResult {
  const environment = useBbEnvironment();
  const session = useSession();
  const [loginModalOpen, setLoginModalOpen] = useState(false);
  const { role, customer, dashboardHomeUrlPath } = session;

  // Signing in through the modal ends its purpose.
  useEffect(() => {
    if (role !== null) setLoginModalOpen(false);
  }, [role]);

  const kind = menuKind(session.status, role, customer);
  const entries =
    kind === 'menu' && role && dashboardHomeUrlPath
      ? accountMenuEntries(role, dashboardHomeUrlPath)
      : [];

  const trackNewOrderClick = () => {
    environment.analytics.push(newOrderClickEvent({ userId: session.session?.user_id ?? null }));
  };

  return {
    kind,
    role,
    customer,
    entries,
    errorMessage: kind === 'error' ? WIDGET_LOAD_FAILED_MESSAGE : null,
    loggingOut: session.loggingOut,
    loginModal: {
      open: loginModalOpen,
      title: ACCOUNT_MENU_TEXTS.loginModalTitle,
      signUpHref: ACCOUNT_LINKS.signUp,
      forgotPasswordHref: ACCOUNT_LINKS.forgotPassword,
      close: () => setLoginModalOpen(false),
    },
    getMyAccountButtonProps: () => ({
      type: 'button',
      onClick: () => setLoginModalOpen(true),
      'aria-haspopup': 'dialog',
      'aria-expanded': loginModalOpen,
    }),
    getEntryProps: (entry) => {
      if (entry.action === 'log_out') {
        return { onClick: () => void session.logOut(), disabled: session.loggingOut };
      }
      if (entry.action === 'new_order') {
        return { href: entry.href ?? undefined, onClick: trackNewOrderClick };
      }
      return { href: entry.href ?? undefined };
    },
    trackNewOrderClick,
    logOut: session.logOut,
  };
}

function menuKind(
  status: 'loading' | 'ready' | 'error',
  role: UserRole | null,
  customer: Customer | null,
): AccountMenuKind {
  if (status === 'loading') return 'loading';
  if (status === 'error') return 'error';
  if (role === null) return 'guest';
  if (role === 'customer' && !customer) return 'hidden';
  return 'menu';
}
