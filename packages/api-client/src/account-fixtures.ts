import type { SessionSummary } from './api-types';

/**
 * One session of the signed-in person as GET /users/sessions/all lists it (Chrome on Linux, not
 * the current one unless `current` says so), with any field overridden.
 */
export function sessionSummaryOf(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    auth_token: 'this',
    current: false,
    stay_signed_in: false,
    user_agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
    created_at: Date.UTC(2026, 10, 20, 9, 30),
    last_used_at: Date.UTC(2026, 10, 24, 16, 5),
    expires_at: Date.UTC(2026, 10, 25, 16, 5),
    ...overrides,
  };
}
