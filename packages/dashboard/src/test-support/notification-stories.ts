import { createMockNotificationClient, type MockRoutes } from '@bb/api-client/testing';

/** A story's notification API: a mocked fetch answering `routes`, and the client over it. */
export type StoryNotificationApi = ReturnType<typeof createMockNotificationClient>;

/** A story's notification API, made fresh for each render by a loader. */
export function notificationApi(routes: MockRoutes) {
  return {
    loaders: [
      () => ({
        notificationApi: createMockNotificationClient(routes) satisfies StoryNotificationApi,
      }),
    ],
  };
}

/** The story's notification API from its context (`loaded.notificationApi`). */
export function storyNotificationApi(context: {
  loaded: Record<string, unknown>;
}): StoryNotificationApi {
  const api = context.loaded.notificationApi as StoryNotificationApi | undefined;
  if (!api)
    throw new Error('The story has no notification API: add ...notificationApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_NOTIFICATION_CLIENT = createMockNotificationClient({}).client;
