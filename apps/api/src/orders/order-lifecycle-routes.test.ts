import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, orderDraft, uploadFile } from '../testing/customer-fixtures';
import { findLink, readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';
import {
  nextOrderState,
  ORDER_STATES,
  type OrderAction,
  type OrderParty,
  type OrderState,
} from './order-lifecycle';

/** E-mails leave through jobs that poll: on PostgreSQL one can wait about a second. */
const MAIL_WAIT = { timeout: 10_000 };

describe.each(ENGINES)('an order’s steps through customer, operator and expert on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  let expertSlug: string;
  const { signedInParties, newClient } = clientFactory(() => server, '10.8.0');

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ customer, operator, expert } = await signedInParties());
    const { experts } = (await operator.get('operators/experts')).json.body;
    // The first demo expert is the one who signs in as DEMO_ACCOUNTS.writer.
    expect(experts[0].pen_name).toBe('Adrian K.');
    expertSlug = experts[0].slug;
  });
  afterAll(() => server.close());

  /** A new order of the demo customer, paid from their balance as it is placed. */
  async function paidOrder(): Promise<number> {
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    expect(order.status).toBe('paid');
    return order.id;
  }

  /** The expert's result file, which a delivery needs. */
  const uploadResult = (id: number, name: string) =>
    uploadFile(expert, name, '%PDF-1.7', 'application/pdf', `writers/orders/${id}/files`);

  const statusOf = (response: { json: { body: { order?: { status: string } } } }) =>
    response.json.body.order?.status;

  it('goes from the operator’s queue to the expert, back for a revision, and ends approved', async () => {
    const id = await paidOrder();
    const queue = (await operator.get('operators/orders')).json.body.orders;
    expect(queue.map((order: { id: number }) => order.id)).toContain(id);

    const assigned = await operator.post(`operators/orders/${id}/assign`, {
      writer_slug: expertSlug,
    });
    expect(statusOf(assigned)).toBe('assigned');
    expect(assigned.json.body.order.writer.slug).toBe(expertSlug);
    const mine = (await expert.get('writers/orders')).json.body.orders;
    expect(mine.map((order: { id: number }) => order.id)).toContain(id);
    expect(statusOf(await expert.get(`writers/orders/${id}`))).toBe('assigned');

    // Sent by a job after the step's commit (notifications/notification-mail.ts).
    const mailsWith = (words: string) =>
      readOutbox(server.outboxDir).filter((mail) => mail.subject.includes(words));
    await vi.waitFor(() => expect(mailsWith(`order #${id} is yours`)).toHaveLength(1), MAIL_WAIT);
    const toExpert = mailsWith(`order #${id} is yours`);
    expect(toExpert[0]?.to).toBe(DEMO_ACCOUNTS.writer);
    expect(findLink(toExpert[0]?.text ?? '', PUBLIC_ORIGIN)).toBe(
      `${PUBLIC_ORIGIN}/dashboard/writer/orders_progress/${id}/`,
    );

    expect(statusOf(await expert.post(`writers/orders/${id}/accept`))).toBe('in_progress');
    await uploadResult(id, 'result.pdf');
    expect(statusOf(await expert.post(`writers/orders/${id}/deliver`))).toBe('delivered');
    await vi.waitFor(
      () => expect(mailsWith(`order #${id} is delivered`)).toHaveLength(1),
      MAIL_WAIT,
    );
    const toCustomer = mailsWith(`order #${id} is delivered`);
    expect(toCustomer.map((mail) => [mail.to, findLink(mail.text, PUBLIC_ORIGIN)])).toEqual([
      [DEMO_ACCOUNTS.customer, `${PUBLIC_ORIGIN}/dashboard/customer/orders/${id}/`],
    ]);
    const revision = await customer.post(`customers/orders/${id}/revision`, {
      reason: 'Add tests',
    });
    expect(statusOf(revision)).toBe('revision');
    await uploadResult(id, 'result-revised.pdf');
    expect(statusOf(await expert.post(`writers/orders/${id}/deliver`))).toBe('delivered');

    server.clock.advance(60_000);
    const approved = await customer.post(`customers/orders/${id}/approve`);
    expect(statusOf(approved)).toBe('finished');
    expect(approved.json.body.order.finished_datetime).toBe(server.clock.now);
    // A finished order leaves the queue, stays readable by the operator and its expert, and
    // takes no further step.
    const after = (await operator.get('operators/orders')).json.body.orders;
    expect(after.map((order: { id: number }) => order.id)).not.toContain(id);
    expect(statusOf(await operator.get(`operators/orders/${id}`))).toBe('finished');
    expect(statusOf(await expert.get(`writers/orders/${id}`))).toBe('finished');
    const again = await customer.post(`customers/orders/${id}/revision`, { reason: 'Again' });
    expect([again.status, slugOf(again)]).toEqual([409, 'order_action_refused']);
  });

  it('refuses a step its lifecycle does not list, and changes nothing', async () => {
    const id = await paidOrder();
    for (const [client, path] of [
      [customer, `customers/orders/${id}/approve`],
      [customer, `customers/orders/${id}/revision`],
    ] as const) {
      const refused = await client.post(path, { reason: 'Why not' });
      expect([refused.status, slugOf(refused)]).toEqual([409, 'order_action_refused']);
    }
    expect(statusOf(await customer.get(`customers/orders/${id}`))).toBe('paid');
  });

  it('lets an expert decline: the order goes back to the queue without an expert', async () => {
    const id = await paidOrder();
    await operator.post(`operators/orders/${id}/assign`, { writer_slug: expertSlug });
    const declined = await expert.post(`writers/orders/${id}/decline`);
    expect(statusOf(declined)).toBe('paid');
    expect(declined.json.body.order.writer).toBeNull();
    // No longer theirs: the expert cannot see it any more.
    expect((await expert.post(`writers/orders/${id}/accept`)).status).toBe(404);
  });

  it('lets one of two steps racing for the same order win, never both', async () => {
    const id = await paidOrder();
    await operator.post(`operators/orders/${id}/assign`, { writer_slug: expertSlug });
    const answers = await Promise.all([
      expert.post(`writers/orders/${id}/accept`),
      expert.post(`writers/orders/${id}/accept`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('keeps each party to its own orders and its own steps', async () => {
    const id = await paidOrder();
    const stranger = newClient();
    await stranger.post('customers', {
      login: `stranger-${engine}@example.com`,
      policy_agree: '1',
    });

    // Another customer: the order does not exist for them.
    for (const path of [`customers/orders/${id}/cancel`, `customers/orders/${id}/approve`]) {
      expect((await stranger.post(path)).status).toBe(404);
    }
    expect((await stranger.get(`customers/orders/${id}`)).status).toBe(404);
    // An expert cannot read or act on an order not assigned to them.
    expect((await expert.post(`writers/orders/${id}/accept`)).status).toBe(404);
    expect((await expert.get(`writers/orders/${id}`)).status).toBe(404);
    // Roles do not mix: a customer is not an operator, an expert not a customer.
    const asCustomer = await customer.post(`operators/orders/${id}/assign`, {
      writer_slug: expertSlug,
    });
    expect([asCustomer.status, slugOf(asCustomer)]).toEqual([
      403,
      'user_role_required_user_not_matched',
    ]);
    expect((await customer.get('operators/orders')).status).toBe(403);
    expect((await customer.get(`operators/orders/${id}`)).status).toBe(403);
    expect((await expert.get(`operators/orders/${id}`)).status).toBe(403);
    expect((await expert.post(`customers/orders/${id}/approve`)).status).toBe(403);
    expect((await operator.get('writers/orders')).status).toBe(403);
    expect((await expert.get('operators/experts')).status).toBe(403);
    // Signed out: nobody.
    expect((await newClient().get('operators/orders')).status).toBe(401);
    expect(statusOf(await customer.get(`customers/orders/${id}`))).toBe('paid');
  });

  it('answers bad input with a clear error: an unknown expert, a malformed id', async () => {
    const id = await paidOrder();
    const unknown = await operator.post(`operators/orders/${id}/assign`, {
      writer_slug: 'nobody-here',
    });
    expect([unknown.status, slugOf(unknown)]).toEqual([400, 'invalid_request']);
    const missing = await operator.post(`operators/orders/${id}/assign`, {});
    expect(missing.status).toBe(400);
    const malformed = await operator.post('operators/orders/x1/assign', {
      writer_slug: expertSlug,
    });
    expect(malformed.status).toBe(400);
    // A writer without an account (one who cannot sign in to the dashboard) cannot take an order.
    const offline = await server.ctx.db
      .updateTable('writers')
      .set({ user_id: null })
      .where('slug', '=', 'beatrice-l')
      .returning('slug')
      .executeTakeFirstOrThrow();
    const notExpert = await operator.post(`operators/orders/${id}/assign`, {
      writer_slug: offline.slug,
    });
    expect([notExpert.status, slugOf(notExpert)]).toEqual([409, 'writer_unavailable']);
    expect((await operator.post('operators/orders/999999/cancel')).status).toBe(404);
  });
});

/** Each route that takes a lifecycle step, by the step and the party it is, and what it is sent. */
const STEP_ROUTES: Array<{
  action: OrderAction;
  by: OrderParty;
  path: string;
  form?: Record<string, string>;
}> = [
  { action: 'pay', by: 'customer', path: 'customers/orders/{id}/pay' },
  { action: 'approve', by: 'customer', path: 'customers/orders/{id}/approve' },
  {
    action: 'request_revision',
    by: 'customer',
    path: 'customers/orders/{id}/revision',
    form: { reason: 'Add part 2' },
  },
  { action: 'cancel', by: 'customer', path: 'customers/orders/{id}/cancel' },
  { action: 'accept', by: 'expert', path: 'writers/orders/{id}/accept' },
  { action: 'decline', by: 'expert', path: 'writers/orders/{id}/decline' },
  { action: 'deliver', by: 'expert', path: 'writers/orders/{id}/deliver' },
  { action: 'assign', by: 'operator', path: 'operators/orders/{id}/assign' },
  { action: 'cancel', by: 'operator', path: 'operators/orders/{id}/cancel' },
  { action: 'extend_deadline', by: 'customer', path: 'customers/orders/{id}/deadline' },
  { action: 'request_extension', by: 'expert', path: 'writers/orders/{id}/extension-request' },
  {
    action: 'accept_extension',
    by: 'customer',
    path: 'customers/orders/{id}/extension-request/accept',
  },
  {
    action: 'decline_extension',
    by: 'customer',
    path: 'customers/orders/{id}/extension-request/decline',
  },
  {
    action: 'request_cancellation',
    by: 'customer',
    path: 'customers/orders/{id}/cancellation-request',
    form: { reason: 'No longer needed' },
  },
  {
    action: 'settle_cancellation',
    by: 'operator',
    path: 'operators/orders/{id}/cancellation-settlement',
    form: { refund_cents: '100' },
  },
  {
    action: 'open_dispute',
    by: 'customer',
    path: 'customers/orders/{id}/dispute',
    form: { reason: 'Not as asked' },
  },
  {
    action: 'resolve_dispute',
    by: 'operator',
    path: 'operators/orders/{id}/dispute-resolution',
    form: { outcome: 'release' },
  },
];

describe.each(ENGINES)(
  'every step the lifecycle does not list, refused over HTTP on %s',
  (engine) => {
    let server: TestServer;
    let parties: Record<OrderParty, ApiClient>;
    /** A customer whose balance is empty: their orders wait for payment. */
    let unfunded: ApiClient;
    let expertSlug: string;
    const { signedInParties, newClient } = clientFactory(() => server, '10.8.1');

    beforeAll(async () => {
      server = await startTestServer(engine);
      const { customer, operator, expert } = await signedInParties();
      parties = { customer, operator, expert };
      expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
      unfunded = newClient();
      await unfunded.post('customers', {
        login: `unfunded-${engine}@bb.example`,
        policy_agree: '1',
      });
    });
    afterAll(() => server.close());

    /** The steps through the routes that bring a new order to `state`, and its customer. */
    async function orderIn(state: OrderState): Promise<{ id: number; customer: ApiClient }> {
      const { customer, operator, expert } = parties;
      // Two weeks ahead and one page: $12, so the demo balance covers every order here.
      const draft = orderDraft(server, {
        pages_qty: '1',
        deadline_datetime: String(server.clock.now + 20 * 24 * 60 * 60 * 1000),
      });
      const owner = state === 'pre_order' ? unfunded : customer;
      const { id } = (await owner.post('customers/pre-orders', draft)).json.body.order;
      const step = (client: ApiClient, route: string, form?: Record<string, string>) =>
        client.post(route.replace('{id}', String(id)), form);
      const later = (states: OrderState[]) => states.includes(state);
      if (state === 'cancelled') await step(operator, 'operators/orders/{id}/cancel');
      if (later(['assigned', 'in_progress', 'delivered', 'revision', 'finished', 'disputed']))
        await step(operator, 'operators/orders/{id}/assign', { writer_slug: expertSlug });
      if (later(['in_progress', 'delivered', 'revision', 'finished', 'disputed']))
        await step(expert, 'writers/orders/{id}/accept');
      if (later(['delivered', 'revision', 'finished', 'disputed'])) {
        await uploadFile(
          expert,
          'result.pdf',
          '%PDF',
          'application/pdf',
          `writers/orders/${id}/files`,
        );
        await expert.post(`writers/orders/${id}/deliver`);
      }
      if (state === 'revision')
        await customer.post(`customers/orders/${id}/revision`, { reason: 'Add part 2' });
      if (state === 'disputed')
        await customer.post(`customers/orders/${id}/dispute`, { reason: 'Not as asked' });
      if (state === 'finished') await customer.post(`customers/orders/${id}/approve`);
      expect((await owner.get(`customers/orders/${id}`)).json.body.order.status).toBe(state);
      return { id, customer: owner };
    }

    it.each(ORDER_STATES)(
      'refuses in %s every step not listed, and the order stays',
      async (state) => {
        const { id, customer } = await orderIn(state);
        const assignedToExpert = [
          'assigned',
          'in_progress',
          'delivered',
          'revision',
          'finished',
          'disputed',
        ];
        for (const { action, by, path, form } of STEP_ROUTES) {
          if (nextOrderState(state, action, by)) continue;
          const client = by === 'customer' ? customer : parties[by];
          // Whatever each step takes, valid: an expert, a later deadline and why.
          const refused = await client.post(path.replace('{id}', String(id)), {
            writer_slug: expertSlug,
            deadline_datetime: String(server.clock.now + 60 * 24 * 60 * 60 * 1000),
            reason: 'The sources arrive later.',
            ...form,
          });
          // An order that is not the expert's is not found for them: refused before any step.
          const expected =
            by === 'expert' && !assignedToExpert.includes(state)
              ? [404, 'not_found']
              : [409, 'order_action_refused'];
          expect([`${by} ${action}`, refused.status, slugOf(refused)]).toEqual([
            `${by} ${action}`,
            ...expected,
          ]);
        }
        expect((await customer.get(`customers/orders/${id}`)).json.body.order.status).toBe(state);
      },
    );
  },
);
