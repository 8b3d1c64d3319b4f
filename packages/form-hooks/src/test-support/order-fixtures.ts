import { createOrderClient, type Order, type OrderExpert } from '@bb/api-client';
import { createMockApi, MOCK_API_ORIGIN, type MockRoutes } from '@bb/api-client/testing';

/** An order as the API answers it; a paid one, unassigned, by default. */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    status: 'paid',
    title: 'Linear regression in R',
    description: 'Fit the model and explain each coefficient.',
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

/** An order client whose API answers from `routes` (a mocked fetch, no network). */
export function mockOrderClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { client: createOrderClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }), mock };
}
