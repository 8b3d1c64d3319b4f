import { createMockOrderClient, MOCK_EXPERTS, type MockRoutes } from '@bb/api-client/testing';
import { memoryAddressBar, memoryNavigation } from '@bb/form-hooks';

export {
  orderFileOf,
  orderMessageOf as messageOf,
  orderOf,
  writerOf,
} from '@bb/api-client/testing';
export { listPages, orderPages, threadPage, threadPages } from './order-fixtures';

import type { Decorator } from '@storybook/react-vite';

/** A story's order API: a mocked fetch answering `routes`, and the order client over it. */
export type StoryOrderApi = ReturnType<typeof createMockOrderClient>;

/**
 * A story's order API, made fresh for each render by a loader, so stories never share answers.
 * Spread into a story: `...orderApi({ 'GET /customers/orders': ok({ orders }) })`. Routes given as
 * a function are made for each render, so answers that change as the story goes start afresh.
 */
export function orderApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => (typeof routes === 'function' ? routes() : routes);
  return { loaders: [() => ({ orderApi: createMockOrderClient(table()) })] };
}

/** The story's order API from its context (`loaded.orderApi`). */
export function storyOrderApi(context: { loaded: Record<string, unknown> }): StoryOrderApi {
  const api = context.loaded.orderApi as StoryOrderApi | undefined;
  if (!api) throw new Error('The story has no order API: add ...orderApi({…}) to it.');
  return api;
}

/**
 * A page's way out to the payment provider's checkout and back: the address it was opened at
 * (`?top_up=7` on the return) and where it would have gone (`navigation.visited`).
 */
export interface StoryCheckout {
  address: ReturnType<typeof memoryAddressBar>;
  navigation: ReturnType<typeof memoryNavigation>;
  /** Set by a play function: the provider's webhook has now reached the server. */
  payment: { arrived: boolean };
}

/**
 * A story's order API and its checkout, the page opened at `href`. Routes given as a function
 * are made for each render from its checkout, so answers that change as the story goes (a
 * payment arriving) start afresh.
 */
export function checkoutApi(
  routes: MockRoutes | ((checkout: StoryCheckout) => MockRoutes),
  href = 'http://bb.test/dashboard/customer/',
) {
  return {
    loaders: [
      () => {
        const checkout: StoryCheckout = {
          address: memoryAddressBar(href),
          navigation: memoryNavigation(),
          payment: { arrived: false },
        };
        const table = typeof routes === 'function' ? routes(checkout) : routes;
        return { orderApi: createMockOrderClient(table), checkout };
      },
    ],
  };
}

/** The story's checkout from its context (`loaded.checkout`). */
export function storyCheckout(context: { loaded: Record<string, unknown> }): StoryCheckout {
  const checkout = context.loaded.checkout as StoryCheckout | undefined;
  if (!checkout) throw new Error('The story has no checkout: use ...checkoutApi({…}).');
  return checkout;
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
