import { createMockOrderClient, MOCK_EXPERTS, type MockRoutes } from '@bb/api-client/testing';

export {
  orderFileOf,
  orderMessageOf as messageOf,
  orderOf,
  writerOf,
} from '@bb/api-client/testing';

import type { Decorator } from '@storybook/react-vite';

/** A story's order API: a mocked fetch answering `routes`, and the order client over it. */
export type StoryOrderApi = ReturnType<typeof createMockOrderClient>;

/**
 * A story's order API, made fresh for each render by a loader, so stories never share answers.
 * Spread into a story: `...orderApi({ 'GET /customers/orders': ok({ orders }) })`.
 */
export function orderApi(routes: MockRoutes) {
  return { loaders: [() => ({ orderApi: createMockOrderClient(routes) })] };
}

/** The story's order API from its context (`loaded.orderApi`). */
export function storyOrderApi(context: { loaded: Record<string, unknown> }): StoryOrderApi {
  const api = context.loaded.orderApi as StoryOrderApi | undefined;
  if (!api) throw new Error('The story has no order API: add ...orderApi({…}) to it.');
  return api;
}

/** Stands in for the client in a story's args; the story's render gives the loaded one. */
export const UNUSED_ORDER_CLIENT = createMockOrderClient({}).client;

export const { ada: ADA, grace: GRACE } = MOCK_EXPERTS;

/** A margin round the story, so the focus ring of a full-width element is drawn whole. */
export const withFocusRingMargin: Decorator = (Story) => (
  <div style={{ padding: 4 }}>
    <Story />
  </div>
);
