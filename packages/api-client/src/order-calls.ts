import type { Balance, Order, OrderExpert, OrderMessage, OrderParty } from './api-types';
import type { CallContext } from './call-context';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

const orderPath = (prefix: string, id: number, step?: string) =>
  `${prefix}/${encodeURIComponent(String(id))}${step ? `/${step}` : ''}`;

/**
 * The dashboards' calls on orders, by party: the customer's orders, balance and steps (pay,
 * approve, revision, cancel), the expert's (accept, decline, deliver), the operator's queue,
 * experts and steps (assign, cancel). Each step answers the order as it now stands.
 */
export function createOrderCalls({ transport }: CallContext) {
  const get = <T>(path: string, signal?: AbortSignal) =>
    transport.send<T>({ method: 'GET', path, signal });
  const step = <T = { order: Order }>(
    path: string,
    form: Record<string, string> | undefined,
    signal?: AbortSignal,
  ) => transport.send<T>({ method: 'POST', path, form, signal });
  const CUSTOMER = '/customers/orders';
  const EXPERT = '/writers/orders';
  const OPERATOR = '/operators/orders';
  const THREADS: Record<OrderParty, string> = {
    customer: CUSTOMER,
    expert: EXPERT,
    operator: OPERATOR,
  };

  return {
    /** GET /customers/orders: every order of the customer, newest first. */
    customerOrders: ({ signal }: RequestOptions = {}) => get<{ orders: Order[] }>(CUSTOMER, signal),
    /** GET /customers/balance. */
    getBalance: ({ signal }: RequestOptions = {}) => get<Balance>('/customers/balance', signal),
    /** POST /customers/orders/{id}/pay: from the balance; `balance_too_low` when short. */
    payOrder: (id: number, { signal }: RequestOptions = {}) =>
      step<{ order: Order; balance_cents: number }>(
        orderPath(CUSTOMER, id, 'pay'),
        undefined,
        signal,
      ),
    /** POST /customers/orders/{id}/approve: the delivered result is accepted. */
    approveOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(CUSTOMER, id, 'approve'), undefined, signal),
    /** POST /customers/orders/{id}/revision. */
    requestRevision: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(CUSTOMER, id, 'revision'), undefined, signal),
    /** POST /customers/orders/{id}/cancel: an order not yet paid. */
    cancelOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(CUSTOMER, id, 'cancel'), undefined, signal),

    /** GET /writers/orders: the orders assigned to the signed-in expert. */
    expertOrders: ({ signal }: RequestOptions = {}) => get<{ orders: Order[] }>(EXPERT, signal),
    /** POST /writers/orders/{id}/accept, …/decline, …/deliver. */
    acceptOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(EXPERT, id, 'accept'), undefined, signal),
    declineOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(EXPERT, id, 'decline'), undefined, signal),
    deliverOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(EXPERT, id, 'deliver'), undefined, signal),

    /** GET /operators/orders: paid orders waiting for an expert, and assigned ones not accepted. */
    operatorQueue: ({ signal }: RequestOptions = {}) => get<{ orders: Order[] }>(OPERATOR, signal),
    /** GET /operators/experts. */
    orderExperts: ({ signal }: RequestOptions = {}) =>
      get<{ experts: OrderExpert[] }>('/operators/experts', signal),
    /** POST /operators/orders/{id}/assign: to the expert with this slug. */
    assignOrder: (id: number, writerSlug: string, { signal }: RequestOptions = {}) =>
      step(orderPath(OPERATOR, id, 'assign'), { writer_slug: writerSlug }, signal),
    /** POST /operators/orders/{id}/cancel: a paid order, refunded. */
    operatorCancelOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(OPERATOR, id, 'cancel'), undefined, signal),

    /** GET …/orders/{id}/messages: the order's thread, oldest first, as `party` reads it. */
    orderMessages: (party: OrderParty, id: number, { signal }: RequestOptions = {}) =>
      get<{ messages: OrderMessage[] }>(orderPath(THREADS[party], id, 'messages'), signal),
    /** POST …/orders/{id}/messages: writes to the thread (the other parties get an e-mail). */
    sendOrderMessage: (
      party: OrderParty,
      id: number,
      body: string,
      { signal }: RequestOptions = {},
    ) =>
      step<{ messages: OrderMessage[] }>(
        orderPath(THREADS[party], id, 'messages'),
        { body },
        signal,
      ),
  };
}

/**
 * The order calls on a client of their own. Apart from `createApiClient` so that a page with the
 * short order form does not ship the dashboards' calls.
 */
export function createOrderClient(options: TransportOptions = {}) {
  return createOrderCalls({ transport: createTransport(options) });
}

export type OrderClient = ReturnType<typeof createOrderClient>;
