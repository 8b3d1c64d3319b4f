import { DISCOUNT_POLICY, orderPriceCents } from '@bb/validation';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expertEarningCents } from '../orders/expert-earnings';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, orderDraft } from '../testing/customer-fixtures';
import { insertOrderRows } from '../testing/order-rows';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

const DAY = 24 * 60 * 60 * 1000;
/** Race rounds, and the time they may take at most (on a loaded machine, fewer rounds). */
const ROUNDS = 10;
const ROUNDS_MS = 15_000;

describe.each(ENGINES)('the welcome and loyalty discounts on %s', (engine) => {
  let server: TestServer;
  let operator: ApiClient;
  let expert: ApiClient;
  let expertSlug: string;
  let customers = 0;
  const { newClient, signedIn } = clientFactory(() => server, '10.29.4');

  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
    [operator, expert] = await Promise.all([signedIn('operator'), signedIn('writer')]);
    expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.ctx.config.discounts = DISCOUNT_POLICY;
  });

  /** A new customer, signed in, with `fundsCents` on their balance; their client and user id. */
  async function newCustomer(fundsCents = 0) {
    const client = newClient();
    const login = `discount-${engine}-${++customers}@bb.example`;
    await client.post('customers', { login, policy_agree: '1' });
    const { id } = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', login)
      .executeTakeFirstOrThrow();
    if (fundsCents > 0) await fund(id, fundsCents);
    return { client, id };
  }
  const fund = (userId: number, cents: number) =>
    server.ctx.db
      .insertInto('balance_entries')
      .values({
        user_id: userId,
        amount_cents: cents,
        reason: 'top_up',
        order_id: null,
        created_at: 1,
      })
      .execute();
  /** An order the customer topped up for and paid before, of `cents`, finished. */
  async function paidBefore(userId: number, cents: number) {
    const [orderId] = await insertOrderRows(server, [
      { customer_user_id: userId, status: 'finished', price_cents: cents, list_price_cents: cents },
    ]);
    await fund(userId, cents);
    await server.ctx.db
      .insertInto('balance_entries')
      .values({
        user_id: userId,
        amount_cents: -cents,
        reason: 'order_payment',
        order_id: orderId,
        created_at: 2,
      })
      .execute();
  }
  /** The draft's list price: three pages due in three days. */
  const listPrice = () =>
    orderPriceCents({
      pagesQty: 3,
      wordsQty: 0,
      deadline: server.clock.now + 3 * DAY,
      now: server.clock.now,
    });
  const place = async (client: ApiClient) => {
    const response = await client.post('customers/pre-orders', orderDraft(server));
    expect(response.status).toBe(200);
    return response.json.body.order;
  };

  it('takes 15% off a new customer’s first order, shown before ordering and on the order', async () => {
    const { client } = await newCustomer(10_000);
    expect((await client.get('customers/discount')).json.body).toEqual({
      discount: { kind: 'welcome', percent: 15 },
      paid_total_cents: 0,
    });
    const list = listPrice();
    const order = await place(client);
    const off = Math.round(list * 0.15);
    expect(order).toMatchObject({
      status: 'paid',
      list_price_cents: list,
      discount_kind: 'welcome',
      discount_percent: 15,
      discount_cents: off,
      price_cents: list - off,
    });
    const { balance_cents, entries } = (await client.get('customers/balance')).json.body;
    expect(balance_cents).toBe(10_000 - (list - off));
    expect(entries[0]).toMatchObject({ amount_cents: -(list - off), reason: 'order_payment' });

    // Once: the second order pays the list price.
    expect((await client.get('customers/discount')).json.body).toEqual({
      discount: null,
      paid_total_cents: list - off,
    });
    expect(await place(client)).toMatchObject({
      list_price_cents: list,
      discount_kind: null,
      discount_percent: 0,
      discount_cents: 0,
      price_cents: list,
    });
  });

  it.each([
    [49_999, null],
    [50_000, 5],
    [99_999, 5],
    [100_000, 10],
    [199_999, 10],
    [200_000, 15],
  ])('after %i cents paid gives %s percent of loyalty', async (paidCents, percent) => {
    const { client, id } = await newCustomer(10_000);
    await paidBefore(id, paidCents);
    const discount = percent === null ? null : { kind: 'loyalty', percent };
    expect((await client.get('customers/discount')).json.body).toEqual({
      discount,
      paid_total_cents: paidCents,
    });
    const list = listPrice();
    const off = Math.round((list * (percent ?? 0)) / 100);
    expect(await place(client)).toMatchObject({
      status: 'paid',
      list_price_cents: list,
      discount_kind: discount?.kind ?? null,
      discount_percent: percent ?? 0,
      price_cents: list - off,
    });
  });

  it('counts a loyalty total across orders, net of refunds', async () => {
    const { client, id } = await newCustomer();
    await paidBefore(id, 30_000);
    await paidBefore(id, 25_000);
    expect((await client.get('customers/discount')).json.body).toEqual({
      discount: { kind: 'loyalty', percent: 5 },
      paid_total_cents: 55_000,
    });
    const [refunded] = await server.ctx.db
      .selectFrom('balance_entries')
      .select('order_id')
      .where('user_id', '=', id)
      .where('amount_cents', '=', -25_000)
      .execute();
    await server.ctx.db
      .insertInto('balance_entries')
      .values({
        user_id: id,
        amount_cents: 10_000,
        reason: 'refund',
        order_id: refunded?.order_id ?? null,
        created_at: 3,
      })
      .execute();
    expect((await client.get('customers/discount')).json.body).toEqual({
      discount: null,
      paid_total_cents: 45_000,
    });
  });

  it('keeps the loyalty total right as the ledger grows: payments, refunds in part and in full, top-ups', async () => {
    const { client, id } = await newCustomer();
    const orderIds = await insertOrderRows(
      server,
      Array.from({ length: 40 }, () => ({ customer_user_id: id, status: 'finished' as const })),
    );
    const entry = (amount: number, reason: string, orderId: number | null) => ({
      user_id: id,
      amount_cents: amount,
      reason,
      order_id: orderId,
      created_at: 2,
    });
    // Every order paid (500 to 20,000 cents), in one statement; then, a statement each, refunds
    // of all of every fifth order and of a quarter of every third, and top-ups between them.
    const paid = orderIds.map((orderId, at) => ({ orderId, cents: 500 * (1 + (at % 40)) }));
    await fund(id, 1_000_000);
    await server.ctx.db
      .insertInto('balance_entries')
      .values(paid.map(({ orderId, cents }) => entry(-cents, 'order_payment', orderId)))
      .execute();
    let expected = paid.reduce((sum, { cents }) => sum + cents, 0);
    const discount = async () =>
      (await client.get('customers/discount')).json.body.paid_total_cents;
    expect(await discount()).toBe(expected);
    for (const [at, { orderId, cents }] of paid.entries()) {
      const refund = at % 5 === 0 ? cents : at % 3 === 0 ? Math.floor(cents / 4) : 0;
      if (refund === 0) continue;
      await server.ctx.db
        .insertInto('balance_entries')
        .values(entry(refund, 'refund', orderId))
        .execute();
      expected -= refund;
      if (at % 10 === 0) await fund(id, 700);
      expect(await discount()).toBe(expected);
    }
    // Ten more orders paid and refunded in full, each in one statement: nothing paid in the end.
    const more = await insertOrderRows(
      server,
      Array.from({ length: 10 }, () => ({ customer_user_id: id, status: 'cancelled' as const })),
    );
    await server.ctx.db
      .insertInto('balance_entries')
      .values(more.map((orderId) => entry(-2_000, 'order_payment', orderId)))
      .execute();
    expect(await discount()).toBe(expected + 20_000);
    await server.ctx.db
      .insertInto('balance_entries')
      .values(more.map((orderId) => entry(2_000, 'refund', orderId)))
      .execute();
    expect(await discount()).toBe(expected);
  });

  it('gives the largest discount that applies, never two', async () => {
    server.ctx.config.discounts = {
      welcomePercent: 15,
      loyaltyTiers: [{ fromPaidCents: 0, percent: 20 }],
    };
    const { client } = await newCustomer(10_000);
    const list = listPrice();
    expect(await place(client)).toMatchObject({
      discount_kind: 'loyalty',
      discount_percent: 20,
      price_cents: list - Math.round(list * 0.2),
    });
  });

  it('offers the welcome discount again after a first order cancelled with a full refund', async () => {
    const { client } = await newCustomer(10_000);
    const first = await place(client);
    expect(first.discount_kind).toBe('welcome');
    expect((await operator.post(`operators/orders/${first.id}/cancel`)).status).toBe(200);
    expect((await client.get('customers/balance')).json.body.balance_cents).toBe(10_000);
    expect((await client.get('customers/discount')).json.body.discount).toEqual({
      kind: 'welcome',
      percent: 15,
    });
    expect((await place(client)).discount_kind).toBe('welcome');
  });

  it('prices an order awaiting payment at payment, and again when another payment changes the discount', async () => {
    const { client, id } = await newCustomer();
    const [first, second] = [await place(client), await place(client)];
    // Neither paid yet: each shows what paying it now would cost.
    expect([first.discount_kind, second.discount_kind]).toEqual(['welcome', 'welcome']);
    await fund(id, 10_000);
    const paid = await client.post(`customers/orders/${second.id}/pay`);
    expect(paid.json.body.order).toMatchObject({ status: 'paid', discount_kind: 'welcome' });
    const waiting = (await client.get(`customers/orders/${first.id}`)).json.body.order;
    expect(waiting).toMatchObject({
      status: 'pre_order',
      discount_kind: null,
      price_cents: waiting.list_price_cents,
    });
    const again = await client.post(`customers/orders/${first.id}/pay`);
    expect(again.json.body.order).toMatchObject({
      status: 'paid',
      discount_kind: null,
      price_cents: waiting.list_price_cents,
    });
  });

  it('prices an order awaiting payment again when a refund brings the welcome discount back', async () => {
    const { client, id } = await newCustomer();
    const [waiting, other] = [await place(client), await place(client)];
    await fund(id, 10_000);
    expect((await client.post(`customers/orders/${other.id}/pay`)).status).toBe(200);
    expect((await client.get(`customers/orders/${waiting.id}`)).json.body.order.discount_kind).toBe(
      null,
    );
    // The paid one cancelled with a full refund: the waiting one is the first order again.
    expect((await operator.post(`operators/orders/${other.id}/cancel`)).status).toBe(200);
    const shown = (await client.get(`customers/orders/${waiting.id}`)).json.body.order;
    expect(shown).toMatchObject({
      discount_kind: 'welcome',
      price_cents: shown.list_price_cents - Math.round(shown.list_price_cents * 0.15),
    });
    const balanceBefore = (await client.get('customers/balance')).json.body.balance_cents;
    const paid = (await client.post(`customers/orders/${waiting.id}/pay`)).json.body.order;
    expect(paid.price_cents).toBe(shown.price_cents);
    expect((await client.get('customers/balance')).json.body.balance_cents).toBe(
      balanceBefore - shown.price_cents,
    );
  });

  it('pays the expert 70% of the price paid, after the discount', async () => {
    const { client } = await newCustomer(10_000);
    const order = await place(client);
    expect(order.discount_kind).toBe('welcome');
    await operator.post(`operators/orders/${order.id}/assign`, { writer_slug: expertSlug });
    const shown = (await expert.get(`writers/orders/${order.id}`)).json.body.order;
    expect(shown.expert_earning_cents).toBe(Math.floor(order.price_cents * 0.7));
    expect(shown.expert_earning_cents).toBeLessThan(expertEarningCents(order.list_price_cents));
    expect((await expert.post(`writers/orders/${order.id}/accept`)).status).toBe(200);
    const earning = await server.ctx.db
      .selectFrom('expert_earnings')
      .select('amount_cents')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(earning.amount_cents).toBe(Math.floor(order.price_cents * 0.7));
  });

  it('gives the welcome discount once when a new customer pays two orders at the same moment', async () => {
    const started = Date.now();
    let rounds = 0;
    while (rounds < ROUNDS && Date.now() - started < ROUNDS_MS) {
      rounds += 1;
      const { client, id } = await newCustomer();
      const orders = [await place(client), await place(client)];
      await fund(id, 2 * listPrice());
      const paid = await Promise.all(
        orders.map((order) => client.post(`customers/orders/${order.id}/pay`)),
      );
      expect(paid.map((response) => [response.status, slugOf(response)])).toEqual([
        [200, undefined],
        [200, undefined],
      ]);
      const kinds = paid.map((response) => response.json.body.order.discount_kind).sort();
      expect(kinds).toEqual(['welcome', null].sort());
      const charged = await server.ctx.db
        .selectFrom('balance_entries')
        .select(['order_id', 'amount_cents'])
        .where('user_id', '=', id)
        .where('reason', '=', 'order_payment')
        .execute();
      expect(charged.map((entry) => -entry.amount_cents).sort()).toEqual(
        paid.map((response) => response.json.body.order.price_cents).sort(),
      );
    }
    expect(rounds).toBeGreaterThan(0);
  });

  it('tells only customers their discount', async () => {
    expect(slugOf(await newClient().get('customers/discount'))).toBe('not_authenticated');
    const refused = await expert.get('customers/discount');
    expect([refused.status, slugOf(refused)]).toEqual([403, 'user_role_required_user_not_matched']);
    expect((await operator.get('customers/discount')).status).toBe(403);
  });
});
