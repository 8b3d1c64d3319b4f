import { createMockAccountClient, type MockRoutes } from '@bb/api-client/testing';

/** A story's account API: a mocked fetch answering `routes`, and the account client over it. */
export type StoryAccountApi = ReturnType<typeof createMockAccountClient>;

/**
 * A story's account API, made fresh for each render by a loader, so stories never share answers.
 * Routes given as a function are made for each render, so answers that change as the story goes
 * (a browser signed out) start afresh.
 */
export function accountApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => (typeof routes === 'function' ? routes() : routes);
  return {
    loaders: [() => ({ accountApi: createMockAccountClient(table()) satisfies StoryAccountApi })],
  };
}

/** The story's account API from its context (`loaded.accountApi`). */
export function storyAccountApi(context: { loaded: Record<string, unknown> }): StoryAccountApi {
  const api = context.loaded.accountApi as StoryAccountApi | undefined;
  if (!api) throw new Error('The story has no account API: add ...accountApi({…}) to it.');
  return api;
}
