import type { Session } from '@bb/api-client';
import { siteEnvironment } from '../environment/site-environment';

let check: Promise<Session> | undefined;

/**
 * The page's one session check (GET /users/sessions), shared by the account area and 'Place an
 * order': it rejects for a visitor (an empty body or a 4xx) and when the API cannot be reached.
 */
export function pageSession(): Promise<Session> {
  check ??= siteEnvironment().api.getSession();
  return check;
}

/** The signed-in person's session; null for a visitor, or when it cannot be told. */
export function signedInSession(): Promise<Session | null> {
  return pageSession().catch(() => null);
}
