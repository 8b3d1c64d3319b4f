import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import {
  ApiClient,
  LIMIT_REFUSAL,
  limitRefusalOf,
  sendAtOnce,
  slugOf,
} from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

type Ticket = {
  id: number;
  subject: string;
  status: string;
  order: { id: number; title: string } | null;
  customer_email?: string;
  last_activity_at: number;
  messages: Array<{ party: string; body: string }>;
};

describe.each(ENGINES)('support tickets on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  const { signedInParties, newClient } = clientFactory(() => server, '10.14.0');

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ customer, operator, expert } = await signedInParties());
  });
  afterAll(() => server.close());

  async function openTicket(client: ApiClient, fields: Record<string, string>): Promise<Ticket> {
    const opened = await client.post('customers/tickets', fields);
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    return opened.json.body.ticket;
  }

  /** A customer of their own, signed up on a fresh client. */
  async function otherCustomer(name: string) {
    const client = newClient();
    await client.post('customers', { login: `${name}-${engine}@bb.example`, policy_agree: '1' });
    return client;
  }

  it('carries a ticket about an order from the customer to the operator and back, the answer e-mailed', async () => {
    const { orders } = (await customer.get('customers/tickets')).json.body;
    const [order] = orders as Array<{ id: number; title: string }>;
    if (!order) throw new Error('The demo customer has no order');
    const ticket = await openTicket(customer, {
      subject: '  Where is my report?  ',
      message: 'The deadline is near.\nIs it on track?',
      order_id: String(order.id),
    });
    expect(ticket).toMatchObject({
      subject: 'Where is my report?',
      status: 'waiting',
      order: { id: order.id, title: order.title },
      messages: [{ party: 'customer', body: 'The deadline is near.\nIs it on track?' }],
    });
    expect(ticket.customer_email).toBeUndefined();

    // The operator sees it waiting, with whose it is, and answers.
    const waiting = (await operator.get('operators/tickets')).json.body.tickets as Ticket[];
    expect(waiting.find((t) => t.id === ticket.id)).toMatchObject({
      status: 'waiting',
      customer_email: DEMO_ACCOUNTS.customer,
    });
    const read = (await operator.get(`operators/tickets/${ticket.id}`)).json.body.ticket;
    expect(read).toMatchObject({ customer_email: DEMO_ACCOUNTS.customer, order: { id: order.id } });
    server.clock.advance(1000);
    const answered = await operator.post(`operators/tickets/${ticket.id}/messages`, {
      message: 'Yes: the expert delivers tomorrow.',
    });
    expect(answered.json.body.ticket.status).toBe('answered');
    const mail = readOutbox(server.outboxDir).find((m) => m.subject.includes(`#${ticket.id}`));
    expect(mail).toMatchObject({
      to: DEMO_ACCOUNTS.customer,
      subject: `BB: support answered your ticket #${ticket.id}`,
    });
    expect(mail?.text).toContain(`${PUBLIC_ORIGIN}/dashboard/customer/ticketing/${ticket.id}/`);
    const notWaiting = (await operator.get('operators/tickets')).json.body.tickets as Ticket[];
    expect(notWaiting.map((t) => t.id)).not.toContain(ticket.id);

    // The customer reads the answer, replies (waiting again), and closes it.
    const mine = (await customer.get(`customers/tickets/${ticket.id}`)).json.body.ticket;
    // The newest first, the whole conversation on this one page.
    expect(mine.messages.map((m: { party: string }) => m.party)).toEqual(['operator', 'customer']);
    expect(mine.messages_next_cursor).toBeNull();
    server.clock.advance(1000);
    const replied = await customer.post(`customers/tickets/${ticket.id}/messages`, {
      message: 'Thank you!',
    });
    expect(replied.json.body.ticket.status).toBe('waiting');
    const closed = await customer.post(`customers/tickets/${ticket.id}/close`);
    expect(closed.json.body.ticket.status).toBe('closed');
    expect((await customer.post(`customers/tickets/${ticket.id}/close`)).status).toBe(200);

    // A reply to a closed ticket opens it again.
    const reopened = await customer.post(`customers/tickets/${ticket.id}/messages`, {
      message: 'One more question.',
    });
    expect(reopened.json.body.ticket.status).toBe('waiting');
    expect(reopened.json.body.ticket.messages).toHaveLength(4);
  });

  it('lists a customer’s tickets by their newest activity', async () => {
    const client = await otherCustomer('lister');
    expect((await client.get('customers/tickets')).json.body).toEqual({
      tickets: [],
      next_cursor: null,
      counts: { waiting: 0, answered: 0, closed: 0 },
      orders: [],
    });
    const first = await openTicket(client, { subject: 'First', message: 'One' });
    server.clock.advance(1000);
    const second = await openTicket(client, { subject: 'Second', message: 'Two' });
    server.clock.advance(1000);
    await client.post(`customers/tickets/${first.id}/messages`, { message: 'Still there?' });
    const { tickets } = (await client.get('customers/tickets')).json.body;
    expect(tickets.map((t: Ticket) => t.id)).toEqual([first.id, second.id]);
    expect(tickets[0]).not.toHaveProperty('messages');
  });

  it('filters the operator’s tickets by status, counting the waiting ones on the first page', async () => {
    const client = await otherCustomer('counted');
    const waitingBefore = (await operator.get('operators/tickets')).json.body.counts.waiting;
    const asked = await openTicket(client, { subject: 'Asked', message: 'One' });
    const answered = await openTicket(client, { subject: 'Answered', message: 'Two' });
    await operator.post(`operators/tickets/${answered.id}/messages`, { message: 'Done.' });
    const first = (await operator.get('operators/tickets?limit=1')).json.body;
    expect(first.counts).toEqual({ waiting: waitingBefore + 1 });
    // A later page reads no count: the filter read it with the first.
    const later = (await operator.get(`operators/tickets?limit=1&cursor=${first.next_cursor}`)).json
      .body;
    expect(later).not.toHaveProperty('counts');
    const answeredList = (await operator.get('operators/tickets?status=answered')).json.body;
    expect(answeredList.tickets.map((t: Ticket) => t.id)).toContain(answered.id);
    expect(answeredList.tickets.map((t: Ticket) => t.id)).not.toContain(asked.id);
    const mine = (await client.get('customers/tickets?status=waiting')).json.body;
    expect(mine.tickets.map((t: Ticket) => t.id)).toEqual([asked.id]);
    expect(mine.counts).toEqual({ waiting: 1, answered: 1, closed: 0 });
    expect((await operator.get('operators/tickets?status=lost')).status).toBe(400);
  });

  it('keeps a ticket to its customer: another’s is not found, and other roles are refused', async () => {
    const ticket = await openTicket(customer, { subject: 'Mine', message: 'Private' });
    const stranger = await otherCustomer('stranger');
    expect((await stranger.get(`customers/tickets/${ticket.id}`)).status).toBe(404);
    for (const path of ['messages', 'close']) {
      const refused = await stranger.post(`customers/tickets/${ticket.id}/${path}`, {
        message: 'Hello?',
      });
      expect([refused.status, slugOf(refused)]).toEqual([404, 'not_found']);
    }
    const { tickets } = (await stranger.get('customers/tickets')).json.body;
    expect(tickets).toEqual([]);
    const after = (await customer.get(`customers/tickets/${ticket.id}`)).json.body.ticket;
    expect([after.status, after.messages.length]).toEqual(['waiting', 1]);

    expect((await newClient().get('customers/tickets')).status).toBe(401);
    expect((await expert.get('customers/tickets')).status).toBe(403);
    expect((await expert.get('operators/tickets')).status).toBe(403);
    expect((await customer.get('operators/tickets')).status).toBe(403);
    expect((await customer.get(`operators/tickets/${ticket.id}`)).status).toBe(403);
    expect(
      (await expert.post(`operators/tickets/${ticket.id}/messages`, { message: 'Hi' })).status,
    ).toBe(403);
    expect((await operator.get('customers/tickets')).status).toBe(403);
    expect((await operator.get('operators/tickets/999999')).status).toBe(404);
  });

  it('links only the customer’s own order', async () => {
    const stranger = await otherCustomer('linker');
    const { orders } = (await customer.get('customers/tickets')).json.body;
    const refused = await stranger.post('customers/tickets', {
      subject: 'About an order',
      message: 'Hi',
      order_id: String(orders[0].id),
    });
    expect([refused.status, slugOf(refused), refused.json.meta.response.field]).toEqual([
      400,
      'ticket_order_not_found',
      'order_id',
    ]);
    expect((await stranger.get('customers/tickets')).json.body.tickets).toEqual([]);
  });

  it('refuses a blank or too long subject or message beside its field, saving nothing', async () => {
    const client = await otherCustomer('refused');
    const cases: Array<[Record<string, string>, string]> = [
      [{ subject: '', message: 'Hi' }, 'subject_required'],
      [{ subject: '   ', message: 'Hi' }, 'subject_required'],
      [{ subject: 'x'.repeat(201), message: 'Hi' }, 'subject_too_long'],
      [{ subject: 'Hi', message: ' \n ' }, 'message_required'],
      [{ subject: 'Hi', message: 'x'.repeat(4001) }, 'message_too_long'],
      [{ subject: 'Hi', message: 'Hi', order_id: 'abc' }, 'invalid_request'],
    ];
    for (const [fields, slug] of cases) {
      const refused = await client.post('customers/tickets', fields);
      expect([refused.status, slugOf(refused)], slug).toEqual([400, slug]);
    }
    // At the limits, an emoji counting as one character.
    const longest = await openTicket(client, {
      subject: '😀'.repeat(200),
      message: 'x'.repeat(4000),
    });
    const blank = await client.post(`customers/tickets/${longest.id}/messages`, { message: '' });
    expect([blank.status, slugOf(blank)]).toEqual([400, 'message_required']);
    const answer = await operator.post(`operators/tickets/${longest.id}/messages`, {
      message: 'x'.repeat(4001),
    });
    expect([answer.status, slugOf(answer)]).toEqual([400, 'message_too_long']);
    const { tickets } = (await client.get('customers/tickets')).json.body;
    expect(tickets.map((t: Ticket) => t.status)).toEqual(['waiting']);
  });
});

describe.each(ENGINES)('support tickets in a burst on %s', (engine) => {
  let server: TestServer;
  // A server of its own: the limits count per process, from the real clock.
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());
  const signedInFrom = async (ip: string, role: 'customer' | 'operator') => {
    const client = new ApiClient(server.app, ip);
    await client.post('users/sessions', { login: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
    return client;
  };

  it('opens 10 tickets an hour per account, whatever the address; replies 30 in 10 minutes', async () => {
    const open = async (index: number) =>
      (await signedInFrom(`10.14.9.${index + 1}`, 'customer')).post('customers/tickets', {
        subject: `Question ${index}`,
        message: 'Hello?',
      });
    for (let index = 0; index < 10; index += 1) expect((await open(index)).status).toBe(200);
    expect(limitRefusalOf(await open(10))).toEqual(LIMIT_REFUSAL);

    const customer = await signedInFrom('10.14.9.100', 'customer');
    const [ticket] = (await customer.get('customers/tickets')).json.body.tickets;
    const { accepted, refused } = await sendAtOnce(40, (index) =>
      customer.post(`customers/tickets/${ticket.id}/messages`, { message: `More ${index}` }),
    );
    expect([accepted.length, refused.map(limitRefusalOf)]).toEqual([
      30,
      Array(10).fill(LIMIT_REFUSAL),
    ]);
    const read = await customer.get(`customers/tickets/${ticket.id}/messages?limit=100`);
    expect(read.json.body.messages).toHaveLength(31);
  });

  it('e-mails a burst of answers once: again after 10 quiet minutes, or once the customer has read them', async () => {
    const customer = await signedInFrom('10.14.8.1', 'customer');
    const operator = await signedInFrom('10.14.8.2', 'operator');
    // One of the tickets the test above opened: the account may open no more this hour.
    const { id } = (await customer.get('customers/tickets')).json.body.tickets[1];
    const answer = (message: string) =>
      operator.post(`operators/tickets/${id}/messages`, { message });
    const mailed = () =>
      readOutbox(server.outboxDir).filter((mail) => mail.text.includes(`/ticketing/${id}/`)).length;

    for (const message of ['One', 'Two', 'Three']) expect((await answer(message)).status).toBe(200);
    expect(mailed()).toBe(1);
    await customer.get(`customers/tickets/${id}`);
    await answer('Four');
    expect(mailed()).toBe(2);
    server.clock.advance(10 * 60 * 1000);
    await answer('Five');
    expect(mailed()).toBe(3);
  });
});
