import {
  balanceEntryOf,
  createMockOperatorAccountClient,
  customerAccountOf,
  earningOf,
  expertAccountOf,
  type MockRoutes,
  orderOf,
  supportTicketOf,
} from '@bb/api-client/testing';

/** A story's operator account API: a mocked fetch answering `routes`, and the client over it. */
export type StoryOperatorAccountApi = ReturnType<typeof createMockOperatorAccountClient>;

/** A story's operator account API, made fresh for each render by a loader. */
export function operatorAccountApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => (typeof routes === 'function' ? routes() : routes);
  return {
    loaders: [
      () => ({
        operatorAccountApi: createMockOperatorAccountClient(
          table(),
        ) satisfies StoryOperatorAccountApi,
      }),
    ],
  };
}

/** The story's operator account API from its context (`loaded.operatorAccountApi`). */
export function storyOperatorAccountApi(context: {
  loaded: Record<string, unknown>;
}): StoryOperatorAccountApi {
  const api = context.loaded.operatorAccountApi as StoryOperatorAccountApi | undefined;
  if (!api) throw new Error('The story has no account API: add ...operatorAccountApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_OPERATOR_ACCOUNT_CLIENT = createMockOperatorAccountClient({}).client;

export const CUSTOMER = customerAccountOf();
export const CUSTOMERS = [
  CUSTOMER,
  customerAccountOf({ id: 40, email: 'j.chen@example.com', created_at: Date.UTC(2026, 3, 2, 8) }),
  customerAccountOf({
    id: 33,
    email: 'spammer@example.net',
    status: 'blocked',
    created_at: Date.UTC(2026, 1, 17, 19, 45),
  }),
  customerAccountOf({ id: 21, email: 'maria.k@example.org', created_at: Date.UTC(2025, 11, 9) }),
];

export const EXPERT = expertAccountOf();
export const EXPERTS = [
  EXPERT,
  expertAccountOf({
    id: 6,
    email: 'ada.l@example.com',
    slug: 'ada-l',
    pen_name: 'Ada L.',
    rating: 4.9,
    orders_finished_qty: 87,
    orders_progress_qty: 2,
  }),
  expertAccountOf({
    id: 5,
    email: 'former.expert@example.com',
    slug: 'sam-r',
    pen_name: 'Sam R.',
    status: 'blocked',
    rating: 3.6,
    orders_finished_qty: 12,
    orders_progress_qty: 0,
  }),
];

/** A customer's orders, ledger and tickets, as the operator reads them by id. */
export const CUSTOMER_ORDERS = [
  orderOf({ id: 52, status: 'in_progress', title: 'Dijkstra in Python' }),
  orderOf(),
  orderOf({ id: 30, status: 'finished', title: 'Essay on the Marshall Plan', price_cents: 6100 }),
];
export const LEDGER = [
  balanceEntryOf({ id: 5, amount_cents: 4250, reason: 'refund', order_id: 38 }),
  balanceEntryOf({ id: 4, amount_cents: -4250, reason: 'order_payment', order_id: 41 }),
  balanceEntryOf({ id: 3, amount_cents: 16_250, created_at: Date.UTC(2026, 10, 19, 15, 30) }),
];
export const TICKETS = [supportTicketOf({ id: 9, subject: 'Can I change the deadline?' })];
export const EARNINGS = [
  earningOf({
    id: 22,
    order_id: 52,
    title: 'Dijkstra in Python',
    status: 'expected',
    available_at: null,
  }),
  earningOf(),
];
