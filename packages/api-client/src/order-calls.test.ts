import { describe, expect, it } from 'vitest';
import type { Order, OrderFile, TopUp } from './api-types';
import { createOrderClient, type OrderClient } from './order-calls';
import { type CallCase, describeCalls } from './test-support/describe-calls';
import { createMockOrderClient, ok } from './testing';

const order = { id: 42, status: 'paid', title: 'Lab 3' } as Order;
const API = '/api/en/1';
const file: OrderFile = {
  id: 'f_1',
  name: 'result.pdf',
  size: 3,
  content_type: 'application/pdf',
  party: 'expert',
  is_result: false,
  created_at: 1,
};

const topUp: TopUp = {
  id: 7,
  amount_cents: 5000,
  status: 'pending',
  order_id: null,
  created_at: 1,
  paid_at: null,
};

const steps: Array<[string, CallCase<OrderClient>['call'], string]> = [
  ['approveOrder', (c, o) => c.approveOrder(42, o), '/customers/orders/42/approve'],

  ['acceptOrder', (c, o) => c.acceptOrder(42, o), '/writers/orders/42/accept'],
  ['declineOrder', (c, o) => c.declineOrder(42, o), '/writers/orders/42/decline'],
  ['deliverOrder', (c, o) => c.deliverOrder(42, o), '/writers/orders/42/deliver'],
  ['operatorCancelOrder', (c, o) => c.operatorCancelOrder(42, o), '/operators/orders/42/cancel'],
  [
    'acceptExtension',
    (c, o) => c.acceptExtension(42, o),
    '/customers/orders/42/extension-request/accept',
  ],
  [
    'declineExtension',
    (c, o) => c.declineExtension(42, o),
    '/customers/orders/42/extension-request/decline',
  ],
];

/** A customer's step on order 42 that sends a form and answers the order. */
function customerStep(
  name: string,
  call: CallCase<OrderClient>['call'],
  step: string,
  form: Record<string, string>,
): CallCase<OrderClient> {
  return {
    name,
    call,
    method: 'POST',
    path: `${API}/customers/orders/42/${step}`,
    form,
    body: { order },
  };
}

const cases: CallCase<OrderClient>[] = [
  customerStep('requestRevision', (c, o) => c.requestRevision(42, 'Add part 2', o), 'revision', {
    reason: 'Add part 2',
  }),
  customerStep('cancelOrder', (c, o) => c.cancelOrder(42, o), 'cancel', { refund_to: 'balance' }),
  customerStep(
    'cancelOrder, to the card',
    (c, o) => c.cancelOrder(42, { ...o, refundTo: 'card' }),
    'cancel',
    { refund_to: 'card' },
  ),
  customerStep(
    'requestCancellation',
    (c, o) => c.requestCancellation(42, 'Stop', o),
    'cancellation-request',
    { reason: 'Stop' },
  ),
  customerStep('openDispute', (c, o) => c.openDispute(42, 'Wrong', ['f1', 'f2'], o), 'dispute', {
    reason: 'Wrong',
    files: 'f1,f2',
  }),
  {
    name: 'settleCancellation',
    call: (c, o) => c.settleCancellation(42, 1200, o),
    method: 'POST',
    path: `${API}/operators/orders/42/cancellation-settlement`,
    form: { refund_cents: '1200' },
    body: { order },
  },
  {
    name: 'resolveDispute, a partial refund',
    call: (c, o) => c.resolveDispute(42, { outcome: 'refund_partial', refundCents: 480 }, o),
    method: 'POST',
    path: `${API}/operators/orders/42/dispute-resolution`,
    form: { outcome: 'refund_partial', refund_cents: '480' },
    body: { order },
  },
  {
    name: 'resolveDispute, a release',
    call: (c, o) => c.resolveDispute(42, { outcome: 'release' }, o),
    method: 'POST',
    path: `${API}/operators/orders/42/dispute-resolution`,
    form: { outcome: 'release' },
    body: { order },
  },
  {
    name: 'createPreOrder',
    call: (c, o) =>
      c.createPreOrder({ title: 'Lab 3', pages_qty: 2, writer_req_slug: null, files: 'f1,f2' }, o),
    method: 'POST',
    path: `${API}/customers/pre-orders`,
    form: { title: 'Lab 3', pages_qty: '2', files: 'f1,f2' },
    body: { order },
  },
  {
    name: 'customerPreOrders',
    call: (c, o) => c.customerPreOrders(o),
    method: 'GET',
    path: `${API}/customers/pre-orders`,
    body: { pre_orders: [order], next_cursor: 'MTAwfjQy' },
  },
  {
    name: 'customerPreOrders, a next page',
    call: (c, o) => c.customerPreOrders({ ...o, cursor: 'MTAwfjQy', limit: 50 }),
    method: 'GET',
    path: `${API}/customers/pre-orders`,
    query: { cursor: 'MTAwfjQy', limit: '50' },
    body: { pre_orders: [], next_cursor: null },
  },
  {
    name: 'customerOrders',
    call: (c, o) => c.customerOrders(o),
    method: 'GET',
    path: `${API}/customers/orders`,
    body: { orders: [order], next_cursor: null, status_counts: { paid: 1 } },
  },
  {
    name: 'customerOrders of one state, a next page',
    call: (c, o) => c.customerOrders({ ...o, status: 'paid', cursor: 'MTAwfjQy', limit: 5 }),
    method: 'GET',
    path: `${API}/customers/orders`,
    query: { cursor: 'MTAwfjQy', limit: '5', status: 'paid' },
    body: { orders: [order], next_cursor: null },
  },
  {
    name: 'getBalance',
    call: (c, o) => c.getBalance(o),
    method: 'GET',
    path: `${API}/customers/balance`,
    body: { balance_cents: 320, entries: [] },
  },
  {
    name: 'getDiscount',
    call: (c, o) => c.getDiscount(o),
    method: 'GET',
    path: `${API}/customers/discount`,
    body: { discount: { kind: 'loyalty', percent: 5 }, paid_total_cents: 52_000 },
  },
  {
    name: 'createTopUp of an amount',
    call: (c, o) => c.createTopUp({ amountCents: 5000 }, o),
    method: 'POST',
    path: `${API}/customers/balance/top-ups`,
    form: { amount_cents: '5000' },
    body: { top_up: topUp, checkout_url: 'https://pay.example/c/1' },
  },
  {
    name: 'createTopUp for an order',
    call: (c, o) => c.createTopUp({ orderId: 42 }, o),
    method: 'POST',
    path: `${API}/customers/balance/top-ups`,
    form: { order_id: '42' },
    body: { top_up: { ...topUp, order_id: 42 }, checkout_url: 'https://pay.example/c/1' },
  },
  {
    name: 'getTopUp',
    call: (c, o) => c.getTopUp(7, o),
    method: 'GET',
    path: `${API}/customers/balance/top-ups/7`,
    body: { top_up: topUp },
  },
  {
    name: 'payOrder',
    call: (c, o) => c.payOrder(42, o),
    method: 'POST',
    path: `${API}/customers/orders/42/pay`,
    body: { order, balance_cents: 320 },
  },
  ...steps.map(
    ([name, call, path]): CallCase<OrderClient> => ({
      name,
      call,
      method: 'POST',
      path: `${API}${path}`,
      body: { order },
    }),
  ),
  {
    name: 'expertOrders',
    call: (c, o) => c.expertOrders(o),
    method: 'GET',
    path: `${API}/writers/orders`,
    body: { orders: [order], next_cursor: null, status_counts: { paid: 1 } },
  },
  {
    name: 'expertOrders of one state',
    call: (c, o) => c.expertOrders({ ...o, status: 'finished', cursor: null }),
    method: 'GET',
    path: `${API}/writers/orders`,
    query: { status: 'finished' },
    body: { orders: [], next_cursor: null },
  },
  {
    name: 'getEarnings',
    call: (c, o) => c.getEarnings(o),
    method: 'GET',
    path: `${API}/writers/earnings`,
    body: { available_cents: 700, earnings: [], next_cursor: null },
  },
  {
    name: 'operatorQueue',
    call: (c, o) => c.operatorQueue(o),
    method: 'GET',
    path: `${API}/operators/orders`,
    body: { orders: [order], next_cursor: null, status_counts: { paid: 1 } },
  },
  {
    name: 'operatorQueue of one state, a next page',
    call: (c, o) => c.operatorQueue({ ...o, status: 'assigned', cursor: 'MTAwfjQy' }),
    method: 'GET',
    path: `${API}/operators/orders`,
    query: { cursor: 'MTAwfjQy', status: 'assigned' },
    body: { orders: [], next_cursor: null },
  },
  {
    name: 'operatorQueue as the order search, every filter',
    call: (c, o) =>
      c.operatorQueue({
        ...o,
        status: 'all',
        customer: 'ann@example.com',
        expert: 'emma-clarke',
        deadline_from: 1000,
        deadline_to: 2000,
        q: '#42 essay',
      }),
    method: 'GET',
    path: `${API}/operators/orders`,
    query: {
      status: 'all',
      customer: 'ann@example.com',
      expert: 'emma-clarke',
      deadline_from: '1000',
      deadline_to: '2000',
      q: '#42 essay',
    },
    body: { orders: [], next_cursor: null },
  },
  {
    name: 'orderExperts',
    call: (c, o) => c.orderExperts({ ...o, limit: 100 }),
    method: 'GET',
    path: `${API}/operators/experts`,
    query: { limit: '100' },
    body: { experts: [], next_cursor: null },
  },
  ...(['customer', 'expert', 'operator'] as const).map(
    (party, index): CallCase<OrderClient> => ({
      name: `partyOrder as ${party}`,
      call: (c, o) => c.partyOrder(party, 42, o),
      method: 'GET',
      path: `${API}${['/customers', '/writers', '/operators'][index]}/orders/42`,
      body: { order },
    }),
  ),
  {
    name: 'orderMessages',
    call: (c, o) => c.orderMessages('expert', 42, o),
    method: 'GET',
    path: `${API}/writers/orders/42/messages`,
    body: { messages: [] },
  },
  {
    name: 'sendOrderMessage',
    call: (c, o) => c.sendOrderMessage('customer', 42, 'Hello', o),
    method: 'POST',
    path: `${API}/customers/orders/42/messages`,
    form: { body: 'Hello' },
    body: { messages: [{ id: 1, party: 'customer', body: 'Hello', created_at: 1 }] },
  },
  {
    name: 'assignOrder',
    call: (c, o) => c.assignOrder(42, 'anna-k', o),
    method: 'POST',
    path: `${API}/operators/orders/42/assign`,
    form: { writer_slug: 'anna-k' },
    body: { order },
  },
  {
    name: 'extendDeadline',
    call: (c, o) => c.extendDeadline(42, 1_800_000_000_000, o),
    method: 'POST',
    path: `${API}/customers/orders/42/deadline`,
    form: { deadline_datetime: '1800000000000' },
    body: { order },
  },
  {
    name: 'requestExtension',
    call: (c, o) =>
      c.requestExtension(42, { deadline: 1_800_000_000_000, reason: 'Sources arrive Monday' }, o),
    method: 'POST',
    path: `${API}/writers/orders/42/extension-request`,
    form: { deadline_datetime: '1800000000000', reason: 'Sources arrive Monday' },
    body: { order },
  },
  {
    name: 'orderFiles',
    call: (c, o) => c.orderFiles('operator', 42, o),
    method: 'GET',
    path: `${API}/operators/orders/42/files`,
    body: { files: [file] },
  },
  {
    name: 'uploadOrderFile',
    call: (c, o) =>
      c.uploadOrderFile('expert', 42, new Blob(['%PDF'], { type: 'application/pdf' }), {
        ...o,
        name: 'result.pdf',
      }),
    method: 'POST',
    path: `${API}/writers/orders/42/files`,
    multipartFiles: { file: { filename: 'result.pdf', content: '%PDF' } },
    body: { file },
  },
  {
    name: 'uploadOrderFile of a File, under its own name',
    call: (c, o) => c.uploadOrderFile('customer', 42, new File(['notes'], 'brief.txt'), o),
    method: 'POST',
    path: `${API}/customers/orders/42/files`,
    multipartFiles: { file: { filename: 'brief.txt', content: 'notes' } },
    body: { file: { ...file, party: 'customer' } },
  },
  {
    name: 'reminders',
    call: (c, o) => c.reminders(o),
    method: 'GET',
    path: `${API}/widgets/reminders`,
    body: {
      reminders: [
        {
          type: 'pre_order_unpaid',
          order_id: 42,
          message: 'Your order "Regression report" is waiting for payment.',
          url_path: '/dashboard/customer/orders/42',
        },
      ],
    },
  },
  {
    name: 'deleteOrderFile',
    call: (c, o) => c.deleteOrderFile(42, 'f_1', o),
    method: 'DELETE',
    path: `${API}/writers/orders/42/files/f_1`,
    body: {},
  },
];

describeCalls('every order call of the dashboards', createOrderClient, cases);

describe('orderFileUrl', () => {
  it('is the party’s download path under the API, on the configured origin', () => {
    const client = createOrderClient({ origin: 'https://bb.example' });
    expect(client.orderFileUrl('customer', 42, 'f_1')).toBe(
      `https://bb.example${API}/customers/orders/42/files/f_1`,
    );
    expect(client.orderFileUrl('expert', 7, 'a/b')).toBe(
      `https://bb.example${API}/writers/orders/7/files/a%2Fb`,
    );
    expect(createOrderClient().orderFileUrl('operator', 7, 'f_2')).toBe(
      `${API}/operators/orders/7/files/f_2`,
    );
  });
});

describe('the paged lists of the order calls', () => {
  it('ask for the page after the cursor, of the size given, and only for what is given', async () => {
    const page = { next_cursor: null };
    const { mock, client } = createMockOrderClient({
      'GET /customers/balance': ok({ balance_cents: 0, entries: [], ...page }),
      'GET /writers/earnings': ok({ earnings: [], ...page }),
      'GET /writers/payouts': ok({ payouts: [], ...page }),
      'GET /writers/orders/42/messages': ok({ messages: [], ...page }),
    });
    await client.getBalance({ cursor: 'MTAwfjQ', limit: 50 });
    await client.getBalance();
    await client.getEarnings({ limit: 10 });
    await client.getPayouts({ cursor: 'MTAwfjQ' });
    await client.orderMessages('expert', 42, { cursor: 'MTAwfjQ', limit: 30 });
    expect(mock.unmatched).toEqual([]);
    expect(mock.requests.map((request) => request.query.toString())).toEqual([
      'cursor=MTAwfjQ&limit=50',
      '',
      'limit=10',
      'cursor=MTAwfjQ',
      'cursor=MTAwfjQ&limit=30',
    ]);
  });
});
