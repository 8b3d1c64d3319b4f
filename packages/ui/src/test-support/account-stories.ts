import { createAccountClient, type SessionSummary } from '@bb/api-client';
import { createMockApi, MOCK_API_ORIGIN, type MockRoutes } from '@bb/api-client/testing';

/** A story's account API: a mocked fetch answering `routes`, and the account client over it. */
export interface StoryAccountApi {
  mock: ReturnType<typeof createMockApi>;
  client: ReturnType<typeof createAccountClient>;
}

/**
 * A story's account API, made fresh for each render by a loader, so stories never share answers.
 * Routes given as a function are made for each render, so answers that change as the story goes
 * (a browser signed out) start afresh.
 */
export function accountApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => (typeof routes === 'function' ? routes() : routes);
  return {
    loaders: [
      () => {
        const mock = createMockApi(table());
        const client = createAccountClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch });
        return { accountApi: { mock, client } satisfies StoryAccountApi };
      },
    ],
  };
}

/** The story's account API from its context (`loaded.accountApi`). */
export function storyAccountApi(context: { loaded: Record<string, unknown> }): StoryAccountApi {
  const api = context.loaded.accountApi as StoryAccountApi | undefined;
  if (!api) throw new Error('The story has no account API: add ...accountApi({…}) to it.');
  return api;
}

/** One session of the signed-in person, as GET /users/sessions/all lists it. */
export function sessionOf(overrides: Partial<SessionSummary> = {}): SessionSummary {
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
