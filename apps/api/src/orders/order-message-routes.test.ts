import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import {
  ApiClient,
  LIMIT_REFUSAL,
  limitRefusalOf,
  sendAtOnce,
  slugOf,
} from '../testing/api-client';
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
  /** The e-mails to `to` about the order, once the mail jobs queued with the messages have run. */
  const mailedTo = async (id: number, to: string[]) =>
    vi.waitFor(
      () =>
        expect(
          mailsAbout(id)
            .map((mail) => mail.to)
            .sort(),
        ).toEqual(to.sort()),
      { timeout: 10_000 },
    );

  it('carries messages between the customer and the expert, each told by e-mail', async () => {
    const id = await assignedOrder();
    const asked = await customer.post(`customers/orders/${id}/messages`, {
      body: '  Could you use a priority queue?\nThanks!  ',
    });
    expect(asked.status).toBe(200);
    await mailedTo(id, [DEMO_ACCOUNTS.writer]);

    server.clock.advance(1000);
    await expert.post(`writers/orders/${id}/messages`, { body: 'Yes, a binary heap.' });
    await mailedTo(id, [DEMO_ACCOUNTS.writer, DEMO_ACCOUNTS.customer]);

    for (const reader of [customer, expert]) {
      const prefix = reader === customer ? 'customers' : 'writers';
      const { messages } = (await reader.get(`${prefix}/orders/${id}/messages`)).json.body;
      // The newest first: a reader shows the latest and loads the earlier ones on demand.
      expect(messages.map((m: { party: string; body: string }) => [m.party, m.body])).toEqual([
        ['expert', 'Yes, a binary heap.'],
        ['customer', 'Could you use a priority queue?\nThanks!'],
      ]);
    }
    // The operator reads the thread and can write to both.
    await operator.post(`operators/orders/${id}/messages`, { body: 'Deadline confirmed.' });
    await mailedTo(id, [
      DEMO_ACCOUNTS.writer,
      DEMO_ACCOUNTS.customer,
      DEMO_ACCOUNTS.customer,
      DEMO_ACCOUNTS.writer,
    ]);
    const read = (await operator.get(`operators/orders/${id}/messages`)).json.body.messages;
    expect(read[0]).toMatchObject({ party: 'operator', body: 'Deadline confirmed.' });
  });

  it('e-mails a burst of messages once: again after 10 quiet minutes, or once the reader has read them', async () => {
    const id = await assignedOrder();
    await expert.post(`writers/orders/${id}/accept`);
    const write = (body: string) => customer.post(`customers/orders/${id}/messages`, { body });
    // The expert's message notices are written with each message: as many as e-mails, which
    // follow from their jobs.
    const toldExpert = async (count: number) => {
      const { notifications } = (
        await expert.get('users/notifications', { query: { limit: '100' } })
      ).json.body;
      const told = notifications.filter(
        (notice: { kind: string; order_id: number }) =>
          notice.kind === 'message' && notice.order_id === id,
      );
      expect(told).toHaveLength(count);
      // The mail jobs poll: on PostgreSQL a job can wait about a second to be picked up.
      await vi.waitFor(
        () =>
          expect(mailsAbout(id).filter((mail) => mail.to === DEMO_ACCOUNTS.writer)).toHaveLength(
            count,
          ),
        { timeout: 10_000 },
      );
    };

    for (const body of ['One', 'Two', 'Three']) expect((await write(body)).status).toBe(200);
    await toldExpert(1);
    expect(mailsAbout(id)[0]?.text).toContain('not e-mailed one by one until you read this one');
    // The expert reads the thread: the next message is news again, and is e-mailed at once.
    await expert.get(`writers/orders/${id}/messages`);
    await write('Four');
    await toldExpert(2);
    server.clock.advance(9 * 60 * 1000);
    await write('Five');
    await toldExpert(2);
    // Ten minutes after the last e-mail, unread or not, the next message is e-mailed.
    server.clock.advance(60 * 1000);
    await write('Six');
    await toldExpert(3);

    // The other way round on its own: the expert's answers e-mail the customer, once.
    await expert.post(`writers/orders/${id}/messages`, { body: 'Noted.' });
    await expert.post(`writers/orders/${id}/messages`, { body: 'And this.' });
    await mailedTo(id, [
      DEMO_ACCOUNTS.writer,
      DEMO_ACCOUNTS.writer,
      DEMO_ACCOUNTS.writer,
      DEMO_ACCOUNTS.customer,
    ]);
    // Writing counts as reading: the customer answered, so the expert's next reply is e-mailed.
    await write('Thanks.');
    await expert.post(`writers/orders/${id}/messages`, { body: 'You are welcome.' });
    await mailedTo(id, [
      ...Array(4).fill(DEMO_ACCOUNTS.writer),
      DEMO_ACCOUNTS.customer,
      DEMO_ACCOUNTS.customer,
    ]);
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

describe.each(ENGINES)('messages on an order, in a burst, on %s', (engine) => {
  let server: TestServer;
  // A server of its own: the limits count per process, from the real clock.
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('takes 30 an account in 10 minutes and 60 an address, then 429 with Retry-After', async () => {
    const signedInFrom = async (ip: string, role: keyof typeof DEMO_ACCOUNTS) => {
      const client = new ApiClient(server.app, ip);
      await client.post('users/sessions', { login: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
      return client;
    };
    // The first three share one address.
    const customer = await signedInFrom('10.9.9.1', 'customer');
    const expert = await signedInFrom('10.9.9.1', 'writer');
    const operator = await signedInFrom('10.9.9.1', 'operator');
    const expertElsewhere = await signedInFrom('10.9.9.2', 'writer');
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    const [expertCard] = (await operator.get('operators/experts')).json.body.experts;
    await operator.post(`operators/orders/${order.id}/assign`, { writer_slug: expertCard.slug });
    await expert.post(`writers/orders/${order.id}/accept`);

    const { accepted, refused } = await sendAtOnce(40, (index) =>
      customer.post(`customers/orders/${order.id}/messages`, { body: `Message ${index}` }),
    );
    expect([accepted.length, refused.map(limitRefusalOf)]).toEqual([
      30,
      Array(10).fill(LIMIT_REFUSAL),
    ]);
    const thread = (await customer.get(`customers/orders/${order.id}/messages?limit=100`)).json.body
      .messages;
    expect(thread).toHaveLength(30);
    // The expert hears of the burst once.
    await vi.waitFor(
      () =>
        expect(
          readOutbox(server.outboxDir)
            .filter((mail) => mail.subject.includes(`message on order #${order.id}`))
            .map((mail) => mail.to),
        ).toEqual([DEMO_ACCOUNTS.writer]),
      { timeout: 10_000 },
    );

    // The address has sent 40; another account from it gets 20 more, not 21.
    for (let index = 0; index < 20; index += 1) {
      const sent = await expert.post(`writers/orders/${order.id}/messages`, { body: 'On it.' });
      expect(sent.status).toBe(200);
    }
    const overAddress = await expert.post(`writers/orders/${order.id}/messages`, { body: 'Again' });
    expect(limitRefusalOf(overAddress)).toEqual(LIMIT_REFUSAL);
    // The same account from another address is within its own 30.
    const elsewhere = await expertElsewhere.post(`writers/orders/${order.id}/messages`, {
      body: 'From home.',
    });
    expect(elsewhere.status).toBe(200);
  });
});
