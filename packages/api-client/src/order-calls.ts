import type { RefundDestination } from '@bb/validation';
import type {
  Balance,
  CustomerDiscount,
  DisputeOutcome,
  Earnings,
  Order,
  OrderExpertPage,
  OrderFile,
  OrderListPage,
  OrderMessages,
  OrderParty,
  OrderSearchStatus,
  OrderStatus,
  Payouts,
  PreOrderPage,
  Reminder,
  TopUp,
} from './api-types';
import type { CallContext } from './call-context';
import type { PageOptions } from './page-options';
import type { ParamRecord } from './param-encoding';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

const orderPath = (prefix: string, id: number, step?: string) =>
  `${prefix}/${encodeURIComponent(String(id))}${step ? `/${step}` : ''}`;

const orderFilePath = (prefix: string, id: number, fileId: string) =>
  `${orderPath(prefix, id, 'files')}/${encodeURIComponent(fileId)}`;

/**
 * POST /customers/pre-orders' form: the order draft of spec §3 as the customer sends it (the
 * server's `preOrderCreateBody` judges it). Sizes count in pages or words (the other sent as 0);
 * `files` are the ids of the draft's uploads, comma-separated; the same `create_datetime` sent
 * twice is the same order.
 */
export interface PreOrderCreateBody extends ParamRecord {
  title: string;
  paper_type?: number | null;
  discipline_sub?: number | null;
  discipline_txt?: string;
  description?: string;
  pages_qty?: number | null;
  words_qty?: number | null;
  /** Millisecond timestamp. */
  deadline_datetime?: number | null;
  writer_req_slug?: string | null;
  files?: string;
  /** The data box the draft came from: the order uses it up. */
  data_box_key?: string | null;
  create_datetime?: number | null;
}

/** An order list's filter: all its orders, or those in one `status`. */
interface OrderListFilter<Status extends OrderStatus = OrderStatus> {
  status?: Status | null;
}

/** A page of a party's orders: all of them, or those in one `status`. */
export interface OrderListOptions<Status extends OrderStatus = OrderStatus>
  extends PageOptions,
    OrderListFilter<Status> {}

/**
 * The operator's order search (GET /operators/orders): without `status` the queue, with it every
 * order (`all`) or one state's; narrowed by the customer (an account id or an e-mail address),
 * the expert (an id, a slug or a pen name), a deadline range (millisecond timestamps, both ends
 * included) and `q` (the order's number, or the starts of words of its title and description).
 */
export interface OrderSearchOptions extends PageOptions {
  status?: OrderSearchStatus | null;
  customer?: string | null;
  expert?: string | null;
  deadline_from?: number | null;
  deadline_to?: number | null;
  q?: string | null;
}

/** The parties who attach files to an order: its customer and its expert. */
export type OrderFileUploader = Exclude<OrderParty, 'operator'>;

/**
 * The dashboards' calls on orders, by party: the customer's orders, balance and steps (pay,
 * approve, revision, cancel, cancellation request, dispute), the expert's (accept, decline, deliver)
 * and earnings, the operator's queue, experts and steps (assign, cancel, settle a cancellation,
 * resolve a dispute). Each step answers the order as it now stands.
 */
export function createOrderCalls({ transport }: CallContext) {
  const get = <T>(path: string, signal?: AbortSignal) =>
    transport.send<T>({ method: 'GET', path, signal });
  const getPage = <T>(path: string, { signal, ...query }: OrderSearchOptions = {}) =>
    transport.send<T>({ method: 'GET', path, query, signal });
  const step = <T = { order: Order }>(
    path: string,
    form: ParamRecord | FormData | undefined,
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
    /**
     * POST /customers/pre-orders: turns the draft into an order, paid from the balance at once
     * when it covers the price, else awaiting payment (`pre_order`).
     */
    createPreOrder: (body: PreOrderCreateBody, { signal }: RequestOptions = {}) =>
      step('/customers/pre-orders', body, signal),
    /** GET /customers/pre-orders: a page of the customer's orders awaiting payment, newest first. */
    customerPreOrders: (options: PageOptions = {}) =>
      getPage<PreOrderPage>('/customers/pre-orders', options),
    /**
     * GET /customers/orders: a page of the customer's orders (or those in one `status`), newest
     * first; the first page counts them per state.
     */
    customerOrders: (options: OrderListOptions = {}) => getPage<OrderListPage>(CUSTOMER, options),
    /**
     * GET /customers/balance: the balance (the sum of the whole ledger) and a page of the ledger,
     * newest first.
     */
    getBalance: (page: PageOptions = {}) => getPage<Balance>('/customers/balance', page),
    /**
     * GET /customers/discount: the discount the customer's next payment gets (welcome or
     * loyalty, the largest only; null for none) and what they have paid for so far.
     */
    getDiscount: ({ signal }: RequestOptions = {}) =>
      get<CustomerDiscount>('/customers/discount', signal),
    /**
     * POST /customers/balance/top-ups: starts a top-up of `amountCents`, or of what the balance
     * lacks to pay order `orderId` (which is then paid once the money arrives). Answers the
     * provider's checkout page to send the customer to; `top_up_amount_invalid`,
     * `payments_unavailable`.
     */
    createTopUp: (
      request: { amountCents: number } | { orderId: number },
      { signal }: RequestOptions = {},
    ) =>
      step<{ top_up: TopUp; checkout_url: string }>(
        '/customers/balance/top-ups',
        'orderId' in request
          ? { order_id: String(request.orderId) }
          : { amount_cents: String(request.amountCents) },
        signal,
      ),
    /** GET /customers/balance/top-ups/{id}: whether the payment has arrived. */
    getTopUp: (id: number, { signal }: RequestOptions = {}) =>
      get<{ top_up: TopUp }>(
        `/customers/balance/top-ups/${encodeURIComponent(String(id))}`,
        signal,
      ),
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
    /**
     * POST /customers/orders/{id}/deadline: a later deadline (millisecond timestamp) while work
     * is due; `deadline_not_later` when it is not later than the current one and now.
     */
    extendDeadline: (id: number, deadline: number, { signal }: RequestOptions = {}) =>
      step(orderPath(CUSTOMER, id, 'deadline'), { deadline_datetime: String(deadline) }, signal),
    /** POST /customers/orders/{id}/extension-request/accept: the deadline becomes the one asked. */
    acceptExtension: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(CUSTOMER, id, 'extension-request/accept'), undefined, signal),
    /** POST /customers/orders/{id}/extension-request/decline: the deadline stays. */
    declineExtension: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(CUSTOMER, id, 'extension-request/decline'), undefined, signal),
    /** POST /customers/orders/{id}/revision: what to change (`reason_required` without it). */
    requestRevision: (id: number, reason: string, { signal }: RequestOptions = {}) =>
      step(orderPath(CUSTOMER, id, 'revision'), { reason }, signal),
    /**
     * POST /customers/orders/{id}/cancel: an order awaiting payment; a paid one with a full
     * refund; a late one with the refund its lateness gives (`order_not_late` otherwise). The
     * refund goes to the balance, or with `refundTo: 'card'` to the card a checkout for the order
     * was paid with (`card_refund_unavailable` without one; `refund_failed` when it cannot be made).
     */
    cancelOrder: (
      id: number,
      { signal, refundTo = 'balance' }: RequestOptions & { refundTo?: RefundDestination } = {},
    ) => step(orderPath(CUSTOMER, id, 'cancel'), { refund_to: refundTo }, signal),
    /** POST /customers/orders/{id}/cancellation-request: after the expert started; an operator settles it. */
    requestCancellation: (id: number, reason: string, { signal }: RequestOptions = {}) =>
      step(orderPath(CUSTOMER, id, 'cancellation-request'), { reason }, signal),
    /**
     * POST /customers/orders/{id}/dispute: a delivered order within its review period
     * (`review_period_over` after), with the reason and ids of the customer's files on the order.
     */
    openDispute: (id: number, reason: string, fileIds: string[], { signal }: RequestOptions = {}) =>
      step(orderPath(CUSTOMER, id, 'dispute'), { reason, files: fileIds.join(',') }, signal),

    /**
     * GET /writers/orders: a page of the orders assigned to the signed-in expert: their current
     * work, nearest deadline first, then their finished work, latest first (or those in one
     * `status`); the first page counts them per state.
     */
    expertOrders: (options: OrderListOptions = {}) => getPage<OrderListPage>(EXPERT, options),
    /**
     * GET /writers/earnings: the expert's Financial Overview: the totals, the next payout date
     * and a page of the earnings per order, newest accepted first.
     */
    getEarnings: (page: PageOptions = {}) => getPage<Earnings>('/writers/earnings', page),
    /** GET /writers/payouts: a page of the expert's payouts, newest first. */
    getPayouts: (page: PageOptions = {}) => getPage<Payouts>('/writers/payouts', page),
    /** POST /writers/orders/{id}/accept, …/decline, …/deliver. */
    acceptOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(EXPERT, id, 'accept'), undefined, signal),
    declineOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(EXPERT, id, 'decline'), undefined, signal),
    deliverOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(EXPERT, id, 'deliver'), undefined, signal),
    /**
     * POST /writers/orders/{id}/extension-request: asks the customer for a later deadline, with
     * a reason; one at a time (`extension_pending`), `deadline_not_later`,
     * `extension_reason_required`.
     */
    requestExtension: (
      id: number,
      request: { deadline: number; reason: string },
      { signal }: RequestOptions = {},
    ) =>
      step(
        orderPath(EXPERT, id, 'extension-request'),
        { deadline_datetime: String(request.deadline), reason: request.reason },
        signal,
      ),

    /**
     * GET /operators/orders: a page of the operator's order search, nearest deadline first; by
     * default the queue (paid orders waiting for an expert and assigned ones not accepted). The
     * first page counts the queue's orders per state.
     */
    operatorQueue: (options: OrderSearchOptions = {}) => getPage<OrderListPage>(OPERATOR, options),
    /** GET /operators/experts: a page of the experts who can take an order, as they joined. */
    orderExperts: (options: PageOptions = {}) =>
      getPage<OrderExpertPage>('/operators/experts', options),
    /** POST /operators/orders/{id}/assign: to the expert with this slug. */
    assignOrder: (id: number, writerSlug: string, { signal }: RequestOptions = {}) =>
      step(orderPath(OPERATOR, id, 'assign'), { writer_slug: writerSlug }, signal),
    /** POST /operators/orders/{id}/cancel: a paid order, refunded. */
    operatorCancelOrder: (id: number, { signal }: RequestOptions = {}) =>
      step(orderPath(OPERATOR, id, 'cancel'), undefined, signal),
    /**
     * POST /operators/orders/{id}/cancellation-settlement: cancels an order whose customer asked,
     * refunding `refundCents`, from half the price to all of it (`refund_out_of_range`).
     */
    settleCancellation: (id: number, refundCents: number, { signal }: RequestOptions = {}) =>
      step(
        orderPath(OPERATOR, id, 'cancellation-settlement'),
        { refund_cents: String(refundCents) },
        signal,
      ),
    /**
     * POST /operators/orders/{id}/dispute-resolution: a full refund (cancelled), a partial one of
     * `refundCents` (finished), a free revision, or a release to the expert (finished).
     */
    resolveDispute: (
      id: number,
      resolution:
        | { outcome: Exclude<DisputeOutcome, 'refund_partial'> }
        | {
            outcome: 'refund_partial';
            refundCents: number;
          },
      { signal }: RequestOptions = {},
    ) =>
      step(
        orderPath(OPERATOR, id, 'dispute-resolution'),
        resolution.outcome === 'refund_partial'
          ? { outcome: resolution.outcome, refund_cents: String(resolution.refundCents) }
          : { outcome: resolution.outcome },
        signal,
      ),

    /**
     * GET …/orders/{id}: one order as `party` may see it (the customer's own, the expert's
     * assigned, any for an operator); `not_found` otherwise.
     */
    partyOrder: (party: OrderParty, id: number, { signal }: RequestOptions = {}) =>
      get<{ order: Order }>(orderPath(THREADS[party], id), signal),
    /**
     * GET …/orders/{id}/messages: a page of the order's thread as `party` reads it, the newest
     * message first (`next_cursor` for the earlier ones).
     */
    orderMessages: (party: OrderParty, id: number, page: PageOptions = {}) =>
      getPage<OrderMessages>(orderPath(THREADS[party], id, 'messages'), page),
    /**
     * POST …/orders/{id}/messages: writes to the thread (the other parties get an e-mail);
     * answers the thread's newest page.
     */
    sendOrderMessage: (
      party: OrderParty,
      id: number,
      body: string,
      { signal }: RequestOptions = {},
    ) => step<OrderMessages>(orderPath(THREADS[party], id, 'messages'), { body }, signal),

    /** GET …/orders/{id}/files: the order's files as `party` may see them, oldest first. */
    orderFiles: (party: OrderParty, id: number, { signal }: RequestOptions = {}) =>
      get<{ files: OrderFile[] }>(orderPath(THREADS[party], id, 'files'), signal),
    /**
     * POST …/orders/{id}/files: attaches a file (multipart, up to 10 MiB; `file_too_large`,
     * `file_type_not_allowed`). The expert's files become the result when they deliver.
     */
    uploadOrderFile: (
      party: OrderFileUploader,
      id: number,
      file: Blob,
      { name, signal }: RequestOptions & { name?: string } = {},
    ) => {
      const form = new FormData();
      form.append('file', file, name ?? (file instanceof File ? file.name : 'file'));
      return step<{ file: OrderFile }>(orderPath(THREADS[party], id, 'files'), form, signal);
    },
    /**
     * GET /widgets/reminders: what the signed-in customer has left to do (an empty list signed
     * out or in another role).
     */
    reminders: ({ signal }: RequestOptions = {}) =>
      get<{ reminders: Reminder[] }>('/widgets/reminders', signal),
    /** DELETE /writers/orders/{id}/files/{file_id}: the expert's own file, until it is delivered. */
    deleteOrderFile: (id: number, fileId: string, { signal }: RequestOptions = {}) =>
      transport.send<Record<string, never>>({
        method: 'DELETE',
        path: orderFilePath(EXPERT, id, fileId),
        signal,
      }),
    /**
     * The URL that downloads a file of the order as `party` (a link's href: the browser sends
     * the session cookie and saves the file as an attachment).
     */
    orderFileUrl: (party: OrderParty, id: number, fileId: string) =>
      transport.url(orderFilePath(THREADS[party], id, fileId)),
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
