export {
  DASHBOARD_BASE_PATH,
  dashboardHomeOf,
  dashboardOrdersUrl,
  dashboardUrl,
} from './dashboard-paths';
export {
  getSessionStore,
  type SessionState,
  type SessionStatus,
  type SessionStore,
} from './session-store';
export { SIGNED_IN_TEXTS } from './signed-in-texts';
export { type SessionView, type UseSessionOptions, useSession } from './use-session';
