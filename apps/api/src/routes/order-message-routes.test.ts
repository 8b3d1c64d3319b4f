import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, orderDraft } from '../testing/customer-fixtures';
import { readOutbox } from '../testing/outbox';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('the message thread on an order on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  const { signedInParties, newClient } = clientFactory(() => server, '10.9.0');

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ customer, operator, expert } = await signedInParties());
  });
  afterAll(() => server.close());

  /** A paid order of the demo customer, assigned to the demo expert. */
  async function assignedOrder(): Promise<number> {
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    const [expertCard] = (await operator.get('operators/experts')).json.body.experts;
    await operator.post(`operators/orders/${order.id}/assign`, { writer_slug: expertCard.slug });
    return order.id;
  }

  const mailsAbout = (id: number) =>
    readOutbox(server.outboxDir).filter((mail) => mail.subject.includes(`message on order #${id}`));

  it('carries messages between the customer and the expert, each told by e-mail', async () => {
    const id = await assignedOrder();
    const asked = await customer.post(`customers/orders/${id}/messages`, {
      body: '  Could you use a priority queue?\nThanks!  ',
    });
    expect(asked.status).toBe(200);
    expect(mailsAbout(id).map((mail) => mail.to)).toEqual([DEMO_ACCOUNTS.writer]);

    server.clock.advance(1000);
    await expert.post(`writers/orders/${id}/messages`, { body: 'Yes, a binary heap.' });
    expect(mailsAbout(id).map((mail) => mail.to)).toEqual([
      DEMO_ACCOUNTS.writer,
      DEMO_ACCOUNTS.customer,
    ]);

    for (const reader of [customer, expert]) {
      const prefix = reader === customer ? 'customers' : 'writers';
      const { messages } = (await reader.get(`${prefix}/orders/${id}/messages`)).json.body;
      expect(messages.map((m: { party: string; body: string }) => [m.party, m.body])).toEqual([
        ['customer', 'Could you use a priority queue?\nThanks!'],
        ['expert', 'Yes, a binary heap.'],
      ]);
    }
    // The operator reads the thread and can write to both.
    await operator.post(`operators/orders/${id}/messages`, { body: 'Deadline confirmed.' });
    expect(
      mailsAbout(id)
        .slice(2)
        .map((mail) => mail.to),
    ).toEqual([DEMO_ACCOUNTS.customer, DEMO_ACCOUNTS.writer]);
    const read = (await operator.get(`operators/orders/${id}/messages`)).json.body.messages;
    expect(read.at(-1)).toMatchObject({ party: 'operator', body: 'Deadline confirmed.' });
  });

  it('keeps the thread to the order’s parties', async () => {
    const id = await assignedOrder();
    const stranger = newClient();
    await stranger.post('customers', { login: `reader-${engine}@bb.example`, policy_agree: '1' });
    expect((await stranger.get(`customers/orders/${id}/messages`)).status).toBe(404);
    expect(
      (await stranger.post(`customers/orders/${id}/messages`, { body: 'Hello?' })).status,
    ).toBe(404);
    // The expert declines: the order is no longer theirs, nor its thread.
    await expert.post(`writers/orders/${id}/decline`);
    expect((await expert.get(`writers/orders/${id}/messages`)).status).toBe(404);
    expect((await newClient().get(`customers/orders/${id}/messages`)).status).toBe(401);
    expect((await customer.get(`writers/orders/${id}/messages`)).status).toBe(403);
  });

  it('refuses a blank or too long message, and any message on a closed order', async () => {
    const id = await assignedOrder();
    for (const body of ['', '   ', 'x'.repeat(4001)]) {
      const refused = await customer.post(`customers/orders/${id}/messages`, { body });
      expect([refused.status, slugOf(refused)]).toEqual([400, 'invalid_request']);
    }
    await expert.post(`writers/orders/${id}/decline`);
    expect((await operator.post(`operators/orders/${id}/cancel`)).status).toBe(200);
    const closed = await customer.post(`customers/orders/${id}/messages`, { body: 'Still there?' });
    expect([closed.status, slugOf(closed)]).toEqual([409, 'order_action_refused']);
    expect((await customer.get(`customers/orders/${id}/messages`)).json.body.messages).toEqual([]);
  });
});
