import { createMockReceiptClient, type MockRoutes } from '@bb/api-client/testing';

type StoryReceiptApi = ReturnType<typeof createMockReceiptClient>;

/** A story's receipt API: a loader makes a fresh mocked client answering `routes`. */
export function receiptApi(routes: MockRoutes) {
  return { loaders: [() => ({ receiptApi: createMockReceiptClient(routes) })] };
}

/** The story's receipt API from its context (`loaded.receiptApi`). */
export function storyReceiptApi(context: { loaded: Record<string, unknown> }): StoryReceiptApi {
  const api = context.loaded.receiptApi as StoryReceiptApi | undefined;
  if (!api) throw new Error('The story has no receipt API: add ...receiptApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_RECEIPT_CLIENT = createMockReceiptClient({}).client;
