import { CUSTOM_DISCIPLINE_ID } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugOf } from '../testing/api-client';
import { clientFactory, orderDraft, uploadFile } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('customer pre-orders and orders on %s', (engine) => {
  let server: TestServer;
  const { newClient, signedIn } = clientFactory(() => server, '10.7.0');
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('turns a draft into an order paid from the balance, attaching uploaded files and using up its data box', async () => {
    const visitor = newClient();
    const file = (await uploadFile(visitor, 'graph.py', 'import heapq\n')).json.body.file;
    expect(file).toMatchObject({ name: 'graph.py', size: 13, content_type: 'text/x-python' });
    expect((await visitor.get(`widgets/orphanage-file/${file.id}`)).json.body.file.name).toBe(
      'graph.py',
    );
    const { key } = (await visitor.post('widgets/data-boxes', { data: '{"discipline_sub":101}' }))
      .json.body;

    const customer = await signedIn();
    const created = await customer.post(
      'customers/pre-orders',
      orderDraft(server, { files: file.id, data_box_key: key, writer_req_slug: 'adrian-k' }),
    );
    expect(created.status).toBe(200);
    const { order } = created.json.body;
    expect(order).toMatchObject({
      // The demo customer's balance covers it: charged at once.
      status: 'paid',
      price_cents: 4680,
      title: 'Dijkstra in Python',
      discipline: { id: 101, title: 'Python' },
      paper_type: { id: 1, title: 'Programming assignment' },
      pages_qty: 3,
      words_qty: 825,
      requested_writer: { slug: 'adrian-k' },
      files: [{ id: file.id, name: 'graph.py', size: 13, content_type: 'text/x-python' }],
    });
    expect((await visitor.get(`widgets/orphanage-file/${file.id}`)).status).toBe(404);
    expect(slugOf(await visitor.get(`widgets/data-boxes/${key}`))).toBe('data_box_not_found');

    expect((await customer.get(`customers/orders/${order.id}`)).json.body.order.id).toBe(order.id);
    const preOrders = (await customer.get('customers/pre-orders')).json.body.pre_orders;
    expect(preOrders.map((item: { id: number }) => item.id)).not.toContain(order.id);
    const orders = (await customer.get('customers/orders')).json.body.orders;
    expect(orders.map((item: { status: string }) => item.status)).toEqual(
      expect.arrayContaining(['paid', 'finished', 'in_progress']),
    );
    const balance = (await customer.get('customers/balance')).json.body;
    expect(balance.entries[0]).toMatchObject({
      amount_cents: -4680,
      reason: 'order_payment',
      order_id: order.id,
    });
    expect(balance.balance_cents).toBe(
      balance.entries.reduce(
        (sum: number, entry: { amount_cents: number }) => sum + entry.amount_cents,
        0,
      ),
    );
  });

  it('keeps a custom discipline as its text', async () => {
    const customer = await signedIn();
    const response = await customer.post(
      'customers/pre-orders',
      orderDraft(server, {
        discipline_sub: String(CUSTOM_DISCIPLINE_ID),
        discipline_txt: 'Prolog',
      }),
    );
    expect(response.json.body.order.discipline).toEqual({
      id: CUSTOM_DISCIPLINE_ID,
      title: 'Prolog',
    });
    expect(
      slugOf(
        await customer.post(
          'customers/pre-orders',
          orderDraft(server, { discipline_sub: String(CUSTOM_DISCIPLINE_ID) }),
        ),
      ),
    ).toBe('discipline_required');
  });

  it.each([
    [{ discipline_sub: '' }, 'discipline_required'],
    [{ discipline_sub: '99999' }, 'discipline_required'],
    [{ paper_type: '999' }, 'invalid_request'],
    [{ deadline_datetime: '1000' }, 'deadline_past'],
    [{ title: '  ' }, 'title_required'],
    [{ pages_qty: '0' }, 'pages_qty_invalid'],
    [{ writer_req_slug: 'nobody' }, 'invalid_request'],
    [{ files: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'invalid_request'],
    [{ pages_qty: '-1' }, 'invalid_request'],
  ])('refuses the draft %j and saves nothing', async (override, slug) => {
    const customer = await signedIn();
    const before = (await customer.get('customers/orders')).json.body.orders.length;
    const response = await customer.post('customers/pre-orders', orderDraft(server, override));
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe(slug);
    expect((await customer.get('customers/orders')).json.body.orders).toHaveLength(before);
  });

  it('keeps orders to their customer and to customers only', async () => {
    expect(slugOf(await newClient().get('customers/orders'))).toBe('not_authenticated');
    const writer = await signedIn('writer');
    const refused = await writer.post('customers/pre-orders', orderDraft(server));
    expect(refused.status).toBe(403);
    expect(slugOf(refused)).toBe('user_role_required_user_not_matched');

    const owner = await signedIn();
    const { order } = (await owner.post('customers/pre-orders', orderDraft(server))).json.body;
    const other = newClient();
    await other.post('customers', { login: 'other-customer@bb.example', policy_agree: '1' });
    expect((await other.get(`customers/orders/${order.id}`)).status).toBe(404);
  });

  it('keeps an order the balance does not cover waiting for payment, and pays it once funds arrive', async () => {
    const newcomer = newClient();
    await newcomer.post('customers', { login: `newcomer-${engine}@bb.example`, policy_agree: '1' });
    const { order } = (await newcomer.post('customers/pre-orders', orderDraft(server))).json.body;
    // A first order: the welcome discount, 15% off 4680.
    expect(order).toMatchObject({ status: 'pre_order', price_cents: 3978 });
    const preOrders = (await newcomer.get('customers/pre-orders')).json.body.pre_orders;
    expect(preOrders.map((item: { id: number }) => item.id)).toEqual([order.id]);

    const short = await newcomer.post(`customers/orders/${order.id}/pay`);
    expect([short.status, slugOf(short)]).toEqual([409, 'balance_too_low']);
    expect((await newcomer.get(`customers/orders/${order.id}`)).json.body.order.status).toBe(
      'pre_order',
    );
    expect((await newcomer.get('customers/balance')).json.body).toEqual({
      balance_cents: 0,
      entries: [],
      next_cursor: null,
    });

    const { id: userId } = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `newcomer-${engine}@bb.example`)
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .insertInto('balance_entries')
      .values({
        user_id: userId,
        amount_cents: 5000,
        reason: 'top_up',
        order_id: null,
        created_at: 1,
      })
      .execute();
    // Two payments of one order at once: one charge, one refusal.
    const answers = await Promise.all([
      newcomer.post(`customers/orders/${order.id}/pay`),
      newcomer.post(`customers/orders/${order.id}/pay`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const paid = answers.find((answer) => answer.status === 200);
    expect(paid?.json.body).toMatchObject({ order: { status: 'paid' }, balance_cents: 1022 });
    expect((await newcomer.get('customers/balance')).json.body.balance_cents).toBe(1022);
  });

  it('makes one order of one draft sent twice at once, charged once', async () => {
    const customer = await signedIn();
    const before = (await customer.get('customers/balance')).json.body.balance_cents;
    const draft = orderDraft(server, { create_datetime: String(server.clock.now - 60_000) });
    const answers = await Promise.all([
      customer.post('customers/pre-orders', draft),
      customer.post('customers/pre-orders', draft),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => answer.json.body.order);
    expect(second.id).toBe(first.id);
    expect((await customer.get('customers/balance')).json.body.balance_cents).toBe(before - 4680);
    const orders = (await customer.get('customers/orders')).json.body.orders;
    expect(orders.filter((item: { id: number }) => item.id === first.id)).toHaveLength(1);
  });

  it('refunds a paid order the operator cancels, once', async () => {
    const customer = await signedIn();
    const operator = await signedIn('operator');
    const before = (await customer.get('customers/balance')).json.body.balance_cents;
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    expect(order.status).toBe('paid');
    const cancelled = await operator.post(`operators/orders/${order.id}/cancel`);
    expect(cancelled.json.body.order.status).toBe('cancelled');
    expect((await operator.post(`operators/orders/${order.id}/cancel`)).status).toBe(409);
    const balance = (await customer.get('customers/balance')).json.body;
    expect(balance.balance_cents).toBe(before);
    expect(balance.entries[0]).toMatchObject({
      amount_cents: order.price_cents,
      reason: 'refund',
      order_id: order.id,
    });
  });
});
