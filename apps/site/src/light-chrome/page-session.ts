import { getSessionStore, type SessionState } from '@bb/form-hooks';
import { siteEnvironment } from '../environment/site-environment';

/**
 * The page's session, loaded once (GET /users/sessions) by the environment's session store: the
 * account area, 'Place an order' and a React island on the page (the short order form, the
 * account menu) share that one load, and the store reports the role once (spec §4).
 */
export async function pageSession(): Promise<SessionState> {
  const store = getSessionStore(siteEnvironment());
  await store.ensureLoaded();
  return store.getState();
}

/** The signed-in person's session; null for a visitor, or when it cannot be told. */
export async function signedInSession() {
  return (await pageSession()).session;
}
