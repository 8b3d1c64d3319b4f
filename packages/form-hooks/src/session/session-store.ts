import { logOutEvent, sessionLoadedEvent } from '@bb/analytics';
import { ApiError, type Customer, isAbortError, type Session } from '@bb/api-client';
import type { BbEnvironment } from '../environment';
import { latestRequest } from '../loading';

export type SessionStatus = 'loading' | 'ready' | 'error';

export interface SessionState {
  /** 'loading' until the first load finishes; 'error' when the API could not be reached. */
  status: SessionStatus;
  /** The signed-in user's session, or null for a visitor. */
  session: Session | null;
  /** The customer record: fetched only when the session role is customer (spec §6). */
  customer: Customer | null;
  /** The failure of the last load when status is 'error'. */
  error: unknown;
  /** A log-out call is under way. */
  loggingOut: boolean;
}

/** The session shared by every hook of one environment (account menu, login, short form). */
export interface SessionStore {
  getState(): SessionState;
  /** For useSyncExternalStore; the first subscriber also starts listening to other tabs. */
  subscribe(listener: () => void): () => void;
  /** Loads the session unless a load has already started. */
  ensureLoaded(): Promise<void>;
  /** Loads the session again: GET /users/sessions, then GET /customers for a customer. */
  reload(): Promise<void>;
  /**
   * Logs out: DELETE /users/sessions, the log_out event, session and customer cleared, the
   * log-out listeners run, and `{ type: 'logout' }` posted to the other tabs.
   */
  logOut(): Promise<void>;
  /** Takes a session signed in on this page (a remote login) without reloading it. */
  acceptSession(session: Session): Promise<void>;
  /**
   * Adds something to clear on every log-out, here or in another tab (the short form clears its
   * stored draft). Returns the remove function.
   */
  onLogOut(listener: () => void): () => void;
}

const INITIAL_STATE: SessionState = {
  status: 'loading',
  session: null,
  customer: null,
  error: null,
  loggingOut: false,
};

const stores = new WeakMap<BbEnvironment, SessionStore>();

/**
 * The session store of an environment, created on first use. Keyed by the environment object,
 * so every hook under one BbProvider shares one session without a provider of its own, and each
 * test's environment starts fresh.
 */
export function getSessionStore(environment: BbEnvironment): SessionStore {
  let store = stores.get(environment);
  if (!store) {
    store = createSessionStore(environment);
    stores.set(environment, store);
  }
  return store;
}

/** The state before any load: what server rendering shows. */
export function initialSessionState(): SessionState {
  return INITIAL_STATE;
}

export function createSessionStore(environment: BbEnvironment): SessionStore {
  let state = INITIAL_STATE;
  let started = false;
  const loads = latestRequest();
  let inFlight: Promise<void> | null = null;
  let listeningToTabs = false;
  let postingOwnLogout = false;
  const listeners = new Set<() => void>();
  const logOutListeners = new Set<() => void>();

  function setState(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function cancelLoad() {
    loads.cancel();
    inFlight = null;
  }

  function clearSignedInUser() {
    cancelLoad();
    started = true;
    setState({ status: 'ready', session: null, customer: null, error: null });
    for (const listener of logOutListeners) listener();
  }

  /** Loads the session (GET /users/sessions), or takes the one given, then its customer. */
  async function load(given?: Session): Promise<void> {
    cancelLoad();
    started = true;
    const signal = loads.start();
    if (!given && state.status !== 'loading') setState({ status: 'loading' });
    try {
      const session = given ?? (await readSession(environment, signal));
      const customer =
        session?.user_role === 'customer' ? await readCustomer(environment, signal) : null;
      if (signal.aborted) return;
      setState({ status: 'ready', session, customer, error: null });
      if (!given) {
        environment.analytics.push(sessionLoadedEvent({ userRole: session?.user_role ?? null }));
      }
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      setState({ status: 'error', session: null, customer: null, error });
    } finally {
      // Still the latest load: nothing runs any more.
      if (!signal.aborted) inFlight = null;
    }
  }

  function reload(): Promise<void> {
    inFlight = load();
    return inFlight;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      // Listening starts with the first hook and lasts as long as the store, so a log-out in
      // another tab while no hook is mounted is still seen by the next one.
      if (!listeningToTabs) {
        listeningToTabs = true;
        environment.tabs.subscribe((message) => {
          // A test's memory broadcast also delivers to its sender; the browser's does not.
          if (message.type === 'logout' && !postingOwnLogout) clearSignedInUser();
        });
      }
      return () => {
        listeners.delete(listener);
      };
    },
    ensureLoaded: () => (started ? (inFlight ?? Promise.resolve()) : reload()),
    reload,
    async logOut() {
      if (state.loggingOut) return;
      const role = state.session?.user_role;
      cancelLoad();
      setState({ loggingOut: true });
      try {
        await environment.api.deleteSession();
      } catch {
        // The spec does not show the outcome; the person asked to leave, so this page forgets
        // the user either way rather than keep showing a signed-in menu.
      }
      if (role) environment.analytics.push(logOutEvent({ userRole: role }));
      setState({ loggingOut: false });
      clearSignedInUser();
      postingOwnLogout = true;
      try {
        environment.tabs.post({ type: 'logout' });
      } finally {
        postingOwnLogout = false;
      }
    },
    acceptSession: (session) => load(session),
    onLogOut(listener) {
      logOutListeners.add(listener);
      return () => logOutListeners.delete(listener);
    },
  };
}

/**
 * GET /users/sessions. An answer from the API that refuses the session (an empty body, which the
 * client turns into password_incorrect, or a 4xx) means a visitor; no answer or a 5xx is an error.
 */
async function readSession(environment: BbEnvironment, signal: AbortSignal) {
  try {
    return await environment.api.getSession({ signal });
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

/** GET /customers. A refusal leaves the customer unknown: the customer menu then stays hidden. */
async function readCustomer(environment: BbEnvironment, signal: AbortSignal) {
  try {
    return await environment.api.getCustomer({ signal });
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}
