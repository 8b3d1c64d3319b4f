import { createMockSupportClient, type MockRoutes } from '@bb/api-client/testing';

/** A story's support API: a mocked fetch answering `routes`, and the support client over it. */
export type StorySupportApi = ReturnType<typeof createMockSupportClient>;

/**
 * A story's support API, made fresh for each render by a loader, so stories never share answers.
 * Routes given as a function are made for each render, so answers that change as the story goes
 * (a sent reply) start afresh.
 */
export function supportApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => (typeof routes === 'function' ? routes() : routes);
  return {
    loaders: [() => ({ supportApi: createMockSupportClient(table()) satisfies StorySupportApi })],
  };
}

/** The story's support API from its context (`loaded.supportApi`). */
export function storySupportApi(context: { loaded: Record<string, unknown> }): StorySupportApi {
  const api = context.loaded.supportApi as StorySupportApi | undefined;
  if (!api) throw new Error('The story has no support API: add ...supportApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_SUPPORT_CLIENT = createMockSupportClient({}).client;
