import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, expertOrderSteps, orderDraft } from '../testing/customer-fixtures';
import { findLink, readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

type Listed = {
  id: number;
  kind: string;
  order_id: number | null;
  text: string;
  link_path: string;
  is_read: boolean;
};

describe.each(ENGINES)('the notification centre on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  let expertSlug: string;
  const { signedIn, signedInParties, newClient } = clientFactory(() => server, '10.29.0');
  const steps = expertOrderSteps(
    () => server,
    () => ({ customer, operator, expert, expertSlug }),
  );

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ customer, operator, expert } = await signedInParties());
    expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
  });
  afterAll(() => server.close());

  const listOf = async (client: ApiClient): Promise<Listed[]> =>
    (await client.get('users/notifications', { query: { limit: '100' } })).json.body.notifications;
  const aboutOrder = async (client: ApiClient, id: number) =>
    (await listOf(client))
      .filter((notice) => notice.order_id === id)
      .map((n) => [n.kind, n.link_path]);
  const mailsAbout = (id: number) =>
    readOutbox(server.outboxDir).filter((mail) => mail.subject.includes(`order #${id}`));
  /** The mail jobs run after the commit, within about half a second in tests. */
  const mailed = (id: number, count: number) =>
    vi.waitFor(() => expect(mailsAbout(id)).toHaveLength(count), { timeout: 10_000 });

  it('tells each party of each step, with the link to their order page, and e-mails only where it should', async () => {
    const order = await steps.approvedOrder();
    const id = order.id;
    const customerPage = `/dashboard/customer/orders/${id}/`;
    const expertPage = `/dashboard/writer/orders_progress/${id}/`;
    expect(await aboutOrder(customer, id)).toEqual([
      ['deliver', customerPage],
      ['accept', customerPage],
      ['pay', customerPage],
    ]);
    expect(await aboutOrder(expert, id)).toEqual([
      ['approve', expertPage],
      ['assign', expertPage],
    ]);
    expect(await aboutOrder(operator, id)).toEqual([['pay', `/dashboard/operator/orders/${id}/`]]);
    // E-mailed: payment received and delivered to the customer, assigned to the expert.
    await mailed(id, 3);
    const mails = mailsAbout(id).map((mail) => [
      mail.to,
      mail.subject,
      findLink(mail.text, PUBLIC_ORIGIN),
    ]);
    expect(mails).toEqual(
      expect.arrayContaining([
        [
          DEMO_ACCOUNTS.customer,
          `BB: payment received for order #${id}`,
          `${PUBLIC_ORIGIN}${customerPage}`,
        ],
        [
          DEMO_ACCOUNTS.writer,
          `BB: order #${id} is yours to accept`,
          `${PUBLIC_ORIGIN}${expertPage}`,
        ],
        [
          DEMO_ACCOUNTS.customer,
          `BB: your order #${id} is delivered`,
          `${PUBLIC_ORIGIN}${customerPage}`,
        ],
      ]),
    );
    // Each e-mail has the layout's HTML part with the same link as a button.
    const html = mailsAbout(id)[0]?.html ?? '';
    expect(html).toContain(`href="${PUBLIC_ORIGIN}/dashboard/`);
  });

  it('tells the expert of a revision request and the customer of a cancellation by the operator', async () => {
    const delivered = await steps.deliveredOrder();
    await customer.post(`customers/orders/${delivered.id}/revision`, { reason: 'Add the tests' });
    expect((await aboutOrder(expert, delivered.id))[0]?.[0]).toBe('request_revision');
    await mailed(delivered.id, 4);
    expect(mailsAbout(delivered.id).map((mail) => mail.subject)).toContain(
      `BB: a revision is asked on order #${delivered.id}`,
    );

    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    expect((await operator.post(`operators/orders/${order.id}/cancel`)).status).toBe(200);
    // Newest first: the refund the cancellation gave, then the cancellation.
    expect((await aboutOrder(customer, order.id)).map(([kind]) => kind).slice(0, 2)).toEqual([
      'refund',
      'cancel',
    ]);
    expect(await aboutOrder(operator, order.id)).toEqual([
      ['pay', `/dashboard/operator/orders/${order.id}/`],
    ]);
  });

  it('pages newest first with the unread count, marks one and all read, and answers 304 while nothing changed', async () => {
    const before = await customer.get('users/notifications', { query: { limit: '2' } });
    expect(before.status).toBe(200);
    const etag = String(before.headers.etag);
    const { unread_count, next_cursor, notifications } = before.json.body;
    expect(unread_count).toBeGreaterThan(2);
    expect(notifications).toHaveLength(2);
    expect(notifications[0].id).toBeGreaterThan(notifications[1].id);
    const second = await customer.get('users/notifications', {
      query: { limit: '2', cursor: next_cursor },
    });
    expect(second.json.body.notifications[0].id).toBeLessThan(notifications[1].id);

    const again = await customer.get('users/notifications', {
      query: { limit: '2' },
      headers: { 'if-none-match': etag },
    });
    expect([again.status, again.text]).toEqual([304, '']);

    const read = await customer.post(`users/notifications/${notifications[0].id}/read`);
    expect(read.json.body.unread_count).toBe(unread_count - 1);
    const changed = await customer.get('users/notifications', {
      query: { limit: '2' },
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.body.notifications[0].is_read).toBe(true);

    // Another's notification is not found by id, and stays unread.
    const [theirs] = await listOf(expert);
    const refused = await customer.post(`users/notifications/${theirs?.id}/read`);
    expect([refused.status, slugOf(refused)]).toEqual([404, 'not_found']);
    expect((await listOf(expert)).find((n) => n.id === theirs?.id)?.is_read).toBe(theirs?.is_read);

    await customer.post('users/notifications/read');
    expect((await customer.get('users/notifications')).json.body.unread_count).toBe(0);
    expect((await newClient().get('users/notifications')).status).toBe(401);
    const tooMany = await customer.get('users/notifications', { query: { limit: '101' } });
    expect([tooMany.status, slugOf(tooMany)]).toEqual([400, 'invalid_request']);
  });

  it("answers each role the e-mail categories it receives, and refuses setting another's", async () => {
    const categoriesOf = async (client: ApiClient) =>
      (await client.get('users/email-preferences')).json.body.email_preferences.map(
        (preference: { category: string }) => preference.category,
      );
    const seo = await signedIn('seo');
    const partner = await signedIn('earnings');
    expect([
      await categoriesOf(customer),
      await categoriesOf(expert),
      await categoriesOf(operator),
      await categoriesOf(seo),
      await categoriesOf(partner),
    ]).toEqual([
      ['payments', 'account', 'order_updates', 'messages', 'reminders'],
      ['payments', 'account', 'order_updates', 'messages'],
      ['account', 'order_updates'],
      ['account'],
      // A referral partner is e-mailed their payouts.
      ['payments', 'account'],
    ]);
    const notTheirs = await expert.request('PUT', 'users/email-preferences', {
      form: { category: 'reminders', enabled: 'false' },
    });
    expect([notTheirs.status, slugOf(notTheirs)]).toEqual([400, 'invalid_request']);
    const off = await operator.request('PUT', 'users/email-preferences', {
      form: { category: 'order_updates', enabled: 'false' },
    });
    expect(off.json.body.email_preferences).toEqual([
      { category: 'account', enabled: true, transactional: true },
      { category: 'order_updates', enabled: false, transactional: false },
    ]);
    await operator.request('PUT', 'users/email-preferences', {
      form: { category: 'order_updates', enabled: 'true' },
    });
    // The operator's e-mail of a dispute links their Profile & Settings, where it is turned off.
    const order = await steps.deliveredOrder();
    await customer.post(`customers/orders/${order.id}/dispute`, { reason: 'Not what I asked.' });
    const toOperator = () =>
      mailsAbout(order.id).filter((mail) => mail.to === DEMO_ACCOUNTS.operator);
    await vi.waitFor(() => expect(toOperator()).toHaveLength(1), { timeout: 10_000 });
    expect(toOperator()[0]?.text).toContain(`${PUBLIC_ORIGIN}/dashboard/operator/profile/`);
  });

  it('leaves out the e-mails of a category turned off, never the notification nor a transactional e-mail', async () => {
    const turnedOff = await customer.request('PUT', 'users/email-preferences', {
      form: { category: 'order_updates', enabled: 'false' },
    });
    expect(turnedOff.json.body.email_preferences).toEqual(
      expect.arrayContaining([
        { category: 'order_updates', enabled: false, transactional: false },
        { category: 'payments', enabled: true, transactional: true },
      ]),
    );
    const refused = await customer.request('PUT', 'users/email-preferences', {
      form: { category: 'payments', enabled: 'false' },
    });
    expect([refused.status, slugOf(refused)]).toEqual([400, 'invalid_request']);

    const order = await steps.deliveredOrder();
    expect((await aboutOrder(customer, order.id)).map(([kind]) => kind)).toContain('deliver');
    // Payment received (transactional) and assigned (the expert's) go; delivered does not.
    await mailed(order.id, 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsAbout(order.id).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `BB: payment received for order #${order.id}`,
        `BB: order #${order.id} is yours to accept`,
      ]),
    );
    expect(mailsAbout(order.id)).toHaveLength(2);
    await customer.request('PUT', 'users/email-preferences', {
      form: { category: 'order_updates', enabled: 'true' },
    });
  });

  it('keeps the step and its notification when the mailer fails (its job is retried)', async () => {
    const send = vi.spyOn(server.ctx.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    try {
      const order = await steps.assignedOrder();
      expect((await expert.get(`writers/orders/${order.id}`)).json.body.order.status).toBe(
        'assigned',
      );
      expect((await aboutOrder(expert, order.id))[0]?.[0]).toBe('assign');
      await vi.waitFor(() => expect(send).toHaveBeenCalled(), { timeout: 10_000 });
      expect(mailsAbout(order.id)).toHaveLength(0);
    } finally {
      send.mockRestore();
    }
  });

  it('tells the other party of a burst of messages once', async () => {
    const order = await steps.assignedOrder();
    for (const body of ['One', 'Two', 'Three'])
      expect((await customer.post(`customers/orders/${order.id}/messages`, { body })).status).toBe(
        200,
      );
    expect((await aboutOrder(expert, order.id)).map(([kind]) => kind)).toEqual([
      'message',
      'assign',
    ]);
    const text = (await listOf(expert)).find((n) => n.kind === 'message')?.text;
    expect(text).toBe(
      `Your customer has written to you about order #${order.id}, "Dijkstra in Python".`,
    );
  });
});
