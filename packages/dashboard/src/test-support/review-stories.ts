import { createMockReviewClient, type MockRoutes } from '@bb/api-client/testing';

/** A story's review API: a mocked fetch answering `routes`, and the review client over it. */
export type StoryReviewApi = ReturnType<typeof createMockReviewClient>;

/** A story's review API, made fresh for each render by a loader, so stories never share answers. */
export function reviewApi(routes: MockRoutes) {
  return {
    loaders: [() => ({ reviewApi: createMockReviewClient(routes) satisfies StoryReviewApi })],
  };
}

/** The story's review API from its context (`loaded.reviewApi`). */
export function storyReviewApi(context: { loaded: Record<string, unknown> }): StoryReviewApi {
  const api = context.loaded.reviewApi as StoryReviewApi | undefined;
  if (!api) throw new Error('The story has no review API: add ...reviewApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_REVIEW_CLIENT = createMockReviewClient({}).client;

/** When the stories' review window closes: Apr 13, 2026, 10:00 UTC. */
export const WINDOW_ENDS_AT = Date.UTC(2026, 3, 13, 10, 0);
