import type { Customer, Session } from '@bb/api-client';
import type { UserRole } from '@bb/validation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useBbEnvironment } from '../environment';
import { dashboardHomeOf } from './dashboard-paths';
import { getSessionStore, initialSessionState, type SessionStatus } from './session-store';

export interface UseSessionOptions {
  /**
   * Runs on every log-out, on this page or in another tab: extra clearing such as the short
   * form's stored draft. The latest function is used; it need not be stable.
   */
  onLogOut?: () => void;
}

export interface SessionView {
  status: SessionStatus;
  session: Session | null;
  /** Set only for a customer whose record has an e-mail (spec §4: shown only with an e-mail). */
  customer: Customer | null;
  /** The session's role; null for a visitor. */
  role: UserRole | null;
  /**
   * Already logged in as spec §2 defines it for the login form: a customer e-mail and a session
   * role are both present. Another role has a session (`role`) but is not "logged in" here.
   */
  isLoggedIn: boolean;
  /** dashboard_home_url_path with both slashes ('/customer/'); null for a visitor. */
  dashboardHomeUrlPath: string | null;
  loggingOut: boolean;
  /** Loads the session and customer again. */
  reload(): Promise<void>;
  /** DELETE /users/sessions, log_out event, clears session and customer, tells other tabs. */
  logOut(): Promise<void>;
}

/**
 * The session and customer of the page, shared by every hook under the same BbProvider (one
 * store per environment). The first user loads GET /users/sessions, then GET /customers when the
 * role is customer; when that finishes the role is reported (session_loaded). A log-out in
 * another tab clears it here too.
 */
export function useSession(options: UseSessionOptions = {}): SessionView {
  const environment = useBbEnvironment();
  const store = getSessionStore(environment);
  const state = useSyncExternalStore(store.subscribe, store.getState, initialSessionState);

  const onLogOut = useRef(options.onLogOut);
  useEffect(() => {
    onLogOut.current = options.onLogOut;
  });
  useEffect(() => store.onLogOut(() => onLogOut.current?.()), [store]);

  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);

  const { session } = state;
  const customer = state.customer?.email ? state.customer : null;
  const role = session?.user_role ?? null;
  return {
    status: state.status,
    session,
    customer,
    role,
    isLoggedIn: Boolean(role && customer),
    dashboardHomeUrlPath: dashboardHomeOf(session),
    loggingOut: state.loggingOut,
    reload: store.reload,
    logOut: store.logOut,
  };
}
