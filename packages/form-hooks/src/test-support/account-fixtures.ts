import { createAccountClient, type SessionSummary } from '@bb/api-client';
import { createMockApi, MOCK_API_ORIGIN, type MockRoutes } from '@bb/api-client/testing';

const DAY = 24 * 3600 * 1000;

/** One session of the signed-in person, as GET /users/sessions/all lists it. */
export function sessionOf(overrides: Partial<SessionSummary> = {}): SessionSummary {
  const created = Date.UTC(2026, 10, 20, 9, 30);
  return {
    auth_token: 'token-this',
    current: false,
    stay_signed_in: false,
    user_agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
    created_at: created,
    last_used_at: created + DAY,
    expires_at: created + 2 * DAY,
    ...overrides,
  };
}

/** The account calls (`createAccountClient`) over a mocked API answering `routes`. */
export function mockAccountClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createAccountClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}
