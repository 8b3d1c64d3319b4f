import { createMockExpertApplicationClient, type MockRoutes } from '@bb/api-client/testing';

/** A story's expert applications API: a mocked fetch answering `routes`, and the client over it. */
export type StoryApplicationApi = ReturnType<typeof createMockExpertApplicationClient>;

/**
 * A story's expert applications API, made fresh for each render by a loader, so stories never
 * share answers. Routes given as a function are made for each render.
 */
export function applicationApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => (typeof routes === 'function' ? routes() : routes);
  return {
    loaders: [
      () => ({
        applicationApi: createMockExpertApplicationClient(table()) satisfies StoryApplicationApi,
      }),
    ],
  };
}

/** The story's expert applications API from its context (`loaded.applicationApi`). */
export function storyApplicationApi(context: {
  loaded: Record<string, unknown>;
}): StoryApplicationApi {
  const api = context.loaded.applicationApi as StoryApplicationApi | undefined;
  if (!api) throw new Error('The story has no applications API: add ...applicationApi({…}).');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_APPLICATION_CLIENT = createMockExpertApplicationClient({}).client;
