import { createMockPartnerClient, type MockRoutes } from '@bb/api-client/testing';

/** A story's partner API: a mocked fetch answering `routes`, and the partner client over it. */
export type StoryPartnerApi = ReturnType<typeof createMockPartnerClient>;

/** A story's partner API, made fresh for each render by a loader, so stories never share answers. */
export function partnerApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => (typeof routes === 'function' ? routes() : routes);
  return {
    loaders: [() => ({ partnerApi: createMockPartnerClient(table()) satisfies StoryPartnerApi })],
  };
}

/** The story's partner API from its context (`loaded.partnerApi`). */
export function storyPartnerApi(context: { loaded: Record<string, unknown> }): StoryPartnerApi {
  const api = context.loaded.partnerApi as StoryPartnerApi | undefined;
  if (!api) throw new Error('The story has no partner API: add ...partnerApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_PARTNER_CLIENT = createMockPartnerClient({}).client;
