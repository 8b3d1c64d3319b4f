import {
  createOrderClient,
  type Order,
  type OrderExpert,
  type OrderFile,
  type OrderMessage,
  type OrderWriter,
} from '@bb/api-client';
import { createMockApi, MOCK_API_ORIGIN, type MockRoutes } from '@bb/api-client/testing';
import type { Decorator } from '@storybook/react-vite';

/** A story's order API: a mocked fetch answering `routes`, and the order client over it. */
export function createStoryOrderApi(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createOrderClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

export type StoryOrderApi = ReturnType<typeof createStoryOrderApi>;

/**
 * A story's order API, made fresh for each render by a loader, so stories never share answers.
 * Spread into a story: `...orderApi({ 'GET /customers/orders': ok({ orders }) })`.
 */
export function orderApi(routes: MockRoutes) {
  return { loaders: [() => ({ orderApi: createStoryOrderApi(routes) })] };
}

/** The story's order API from its context (`loaded.orderApi`). */
export function storyOrderApi(context: { loaded: Record<string, unknown> }): StoryOrderApi {
  const api = context.loaded.orderApi as StoryOrderApi | undefined;
  if (!api) throw new Error('The story has no order API: add ...orderApi({…}) to it.');
  return api;
}

/** Stands in for the client in a story's args; the story's render gives the loaded one. */
export const UNUSED_ORDER_CLIENT = createStoryOrderApi({}).client;

export const ADA: OrderExpert = {
  slug: 'ada-l',
  pen_name: 'Ada L.',
  avatar_url: '',
  orders_progress_qty: 2,
};
export const GRACE: OrderExpert = {
  slug: 'grace-h',
  pen_name: 'Grace H.',
  avatar_url: '',
  orders_progress_qty: 0,
};
export const writerOf = ({ slug, pen_name, avatar_url }: OrderExpert): OrderWriter => ({
  slug,
  pen_name,
  avatar_url,
});

/** An order as the API answers it: paid and waiting for an expert unless told otherwise. */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    status: 'paid',
    title: 'Linear regression in R',
    description:
      'Fit a linear model to the attached data set, check its assumptions and explain each coefficient in plain words.',
    paper_type: { id: 1, title: 'Homework' },
    discipline: { id: 3, title: 'R programming' },
    discipline_txt: null,
    pages_qty: 3,
    words_qty: 825,
    price_cents: 4250,
    deadline_datetime: Date.UTC(2026, 11, 5, 14, 30),
    create_datetime: Date.UTC(2026, 10, 20, 9, 0),
    finished_datetime: null,
    rating: null,
    writer: null,
    requested_writer: null,
    files: [],
    ...overrides,
  };
}

/** A file on an order as the order files API answers it: a customer's brief unless overridden. */
export function orderFileOf(overrides: Partial<OrderFile> = {}): OrderFile {
  return {
    id: 'f1',
    name: 'assignment-brief.pdf',
    size: 250_000,
    content_type: 'application/pdf',
    party: 'customer',
    is_result: false,
    created_at: Date.UTC(2026, 10, 20, 9, 0),
    ...overrides,
  };
}

/** A message of an order's thread. */
export function messageOf(id: number, party: OrderMessage['party'], body: string): OrderMessage {
  return { id, party, body, created_at: Date.UTC(2026, 10, 21, 9 + id, 15) };
}

/** A margin round the story, so the focus ring of a full-width element is drawn whole. */
export const withFocusRingMargin: Decorator = (Story) => (
  <div style={{ padding: 4 }}>
    <Story />
  </div>
);
