import type { AddressInfo } from 'node:net';
import type { TopUp } from '@bb/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limits';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, orderDraft } from '../testing/customer-fixtures';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';
import { type CheckoutStandIn, startCheckoutStandIn } from './checkout-stand-in';

const WEBHOOK_PATH = '/api/en/1/payments/stripe/webhook';

type Ledger = { balance_cents: number; entries: Array<Record<string, unknown>> };

describe.each(ENGINES)('balance top-ups through the hosted checkout on %s', (engine) => {
  let server: TestServer;
  let standIn: CheckoutStandIn;
  let webhookUrl: string;
  const { newClient, signedIn } = clientFactory(() => server, '10.14.0');
  let customers = 0;

  /** A new customer, signed in, with a balance of $0. */
  const newCustomer = async () => {
    const client = newClient();
    await client.post('customers', {
      login: `top-up-${engine}-${++customers}@bb.example`,
      policy_agree: '1',
    });
    return client;
  };
  /** The balance and its ledger's entries (without their ids); each test's customer has few. */
  const ledger = async (client: ApiClient): Promise<Ledger> => {
    const { balance_cents, entries } = (await client.get('customers/balance')).json.body;
    return {
      balance_cents,
      entries: entries.map(
        ({ id: _id, ...entry }: Ledger['entries'][number] & { id: number }) => entry,
      ),
    };
  };
  const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() ?? '';
  /** Pays on the stand-in's page as a person would: the form's button, then the redirect. */
  const payOnPage = async (checkoutUrl: string) => {
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain('Test checkout: no card is charged');
    return fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
  };
  const startTopUp = async (client: ApiClient, form: Record<string, string>) => {
    const response = await client.post('customers/balance/top-ups', form);
    expect(response.status).toBe(200);
    return response.json.body as { top_up: TopUp; checkout_url: string };
  };

  beforeAll(async () => {
    standIn = await startCheckoutStandIn();
    server = await startTestServer(engine, standIn.env);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${WEBHOOK_PATH}`;
    standIn.deliverTo(webhookUrl);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('tops up an amount: the checkout page takes it, the balance and its ledger show it', async () => {
    const customer = await newCustomer();
    const { top_up, checkout_url } = await startTopUp(customer, { amount_cents: '5000' });
    expect(top_up).toEqual({
      id: expect.any(Number),
      amount_cents: 5000,
      status: 'pending',
      order_id: null,
      created_at: server.clock.now,
      paid_at: null,
    });
    expect(checkout_url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_\\w+$`));
    const returnUrl = `${PUBLIC_ORIGIN}/dashboard/customer/balance/?top_up=${top_up.id}`;
    expect(standIn.sessions.get(sessionIdOf(checkout_url))).toMatchObject({
      mode: 'payment',
      amount_total: 5000,
      currency: 'usd',
      product_name: 'BB balance top-up',
      client_reference_id: String(top_up.id),
      metadata: { top_up_id: String(top_up.id) },
      customer_email: `top-up-${engine}-${customers}@bb.example`,
      success_url: returnUrl,
      cancel_url: `${returnUrl}&checkout=cancelled`,
    });

    const page = await (await fetch(checkout_url)).text();
    expect(page).toContain('<button type="submit">Pay $50.00</button>');
    expect(page).toContain(`<a href="${returnUrl}&#38;checkout=cancelled">Cancel and return</a>`);
    const paid = await payOnPage(checkout_url);
    expect([paid.status, paid.headers.get('location')]).toEqual([303, returnUrl]);

    expect((await customer.get(`customers/balance/top-ups/${top_up.id}`)).json.body).toEqual({
      top_up: { ...top_up, status: 'paid', paid_at: server.clock.now },
    });
    expect(await ledger(customer)).toEqual({
      balance_cents: 5000,
      entries: [
        { amount_cents: 5000, reason: 'top_up', order_id: null, created_at: server.clock.now },
      ],
    });
  });

  it('tops up what an order lacks and pays the order once the money arrives', async () => {
    const customer = await newCustomer();
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    // A new customer's first order: 4680 less the welcome discount.
    expect(order).toMatchObject({ status: 'pre_order', price_cents: 3978 });

    const { top_up, checkout_url } = await startTopUp(customer, { order_id: String(order.id) });
    expect(top_up).toMatchObject({ amount_cents: 3978, order_id: order.id, status: 'pending' });
    const returnUrl = `${PUBLIC_ORIGIN}/dashboard/customer/orders/${order.id}/?top_up=${top_up.id}`;
    expect(standIn.sessions.get(sessionIdOf(checkout_url))).toMatchObject({
      amount_total: 3978,
      product_name: `Order #${order.id}`,
      success_url: returnUrl,
      cancel_url: `${returnUrl}&checkout=cancelled`,
    });
    expect((await payOnPage(checkout_url)).headers.get('location')).toBe(returnUrl);

    expect((await customer.get(`customers/orders/${order.id}`)).json.body.order.status).toBe(
      'paid',
    );
    const { balance_cents, entries } = await ledger(customer);
    expect(balance_cents).toBe(0);
    expect(
      entries.map(({ amount_cents, reason, order_id }) => [amount_cents, reason, order_id]),
    ).toEqual(
      expect.arrayContaining([
        [3978, 'top_up', null],
        [-3978, 'order_payment', order.id],
      ]),
    );
    // Paid: no second top-up for it.
    const again = await customer.post('customers/balance/top-ups', { order_id: String(order.id) });
    expect([again.status, slugOf(again)]).toEqual([409, 'order_action_refused']);
  });

  it('asks an order for what the balance lacks, at least the smallest top-up', async () => {
    const customer = await newCustomer();
    await payOnPage((await startTopUp(customer, { amount_cents: '3000' })).checkout_url);
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    expect(order.status).toBe('pre_order');
    const { top_up, checkout_url } = await startTopUp(customer, { order_id: String(order.id) });
    // 3978 (4680 less the welcome discount) − 3000 is 978, under the $10 minimum.
    expect(top_up.amount_cents).toBe(1000);
    await payOnPage(checkout_url);
    expect((await customer.get(`customers/orders/${order.id}`)).json.body.order.status).toBe(
      'paid',
    );
    expect((await ledger(customer)).balance_cents).toBe(22);
  });

  it('asks an order priced over the largest typed top-up for all it lacks, in one checkout', async () => {
    const customer = await newCustomer();
    const draft = orderDraft(server, { pages_qty: '400' });
    const { order } = (await customer.post('customers/pre-orders', draft)).json.body;
    // 400 pages at $12, times 1.3 for a deadline three days away: $6,240, less the welcome
    // discount $5,304, over TOP_UP_MAX_CENTS.
    expect(order.price_cents).toBe(530_400);
    const { top_up, checkout_url } = await startTopUp(customer, { order_id: String(order.id) });
    expect(top_up.amount_cents).toBe(530_400);
    await payOnPage(checkout_url);
    expect((await customer.get(`customers/orders/${order.id}`)).json.body.order.status).toBe(
      'paid',
    );
    expect((await ledger(customer)).balance_cents).toBe(0);
  });

  it('refuses a delivery with a bad or missing signature and changes nothing', async () => {
    const customer = await newCustomer();
    const { top_up, checkout_url } = await startTopUp(customer, { amount_cents: '2500' });
    const event = standIn.complete(sessionIdOf(checkout_url));

    expect(await standIn.deliver(event, 'whsec_not_the_endpoints')).toBe(400);
    const unsigned = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).meta.response.message_slug).toBe('invalid_request');
    const forged = await server.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify(event),
    });
    expect(forged.statusCode).toBe(400);
    expect(
      (await customer.get(`customers/balance/top-ups/${top_up.id}`)).json.body.top_up.status,
    ).toBe('pending');
    expect(await ledger(customer)).toEqual({ balance_cents: 0, entries: [] });

    expect(await standIn.deliver(event)).toBe(200);
    expect((await ledger(customer)).balance_cents).toBe(2500);
  });

  it('credits an event delivered twice at once, and again later, once', async () => {
    const customer = await newCustomer();
    const { top_up, checkout_url } = await startTopUp(customer, { amount_cents: '1500' });
    const event = standIn.complete(sessionIdOf(checkout_url));
    expect(await Promise.all([standIn.deliver(event), standIn.deliver(event)])).toEqual([200, 200]);
    expect(await standIn.deliver(event)).toBe(200);
    expect(await ledger(customer)).toEqual({
      balance_cents: 1500,
      entries: [expect.objectContaining({ amount_cents: 1500, reason: 'top_up' })],
    });
    const rows = await server.ctx.db
      .selectFrom('balance_entries')
      .select('top_up_id')
      .where('top_up_id', '=', top_up.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('credits nothing when the amount paid is not the amount asked, and ignores other events', async () => {
    const customer = await newCustomer();
    const { top_up, checkout_url } = await startTopUp(customer, { amount_cents: '3000' });
    const event = standIn.complete(sessionIdOf(checkout_url));
    const short = { ...event, data: { object: { ...event.data.object, amount_total: 100 } } };
    expect(await standIn.deliver(short)).toBe(200);
    const other = { ...event, type: 'payment_intent.created' } as unknown as typeof event;
    expect(await standIn.deliver(other)).toBe(200);
    expect(
      (await customer.get(`customers/balance/top-ups/${top_up.id}`)).json.body.top_up.status,
    ).toBe('pending');
    expect((await ledger(customer)).balance_cents).toBe(0);
  });

  it('marks a checkout left unpaid as expired', async () => {
    const customer = await newCustomer();
    const { top_up, checkout_url } = await startTopUp(customer, { amount_cents: '2000' });
    expect(await standIn.expire(sessionIdOf(checkout_url))).toBe(200);
    expect((await customer.get(`customers/balance/top-ups/${top_up.id}`)).json.body.top_up).toEqual(
      {
        ...top_up,
        status: 'expired',
      },
    );
    expect((await fetch(checkout_url)).status).toBe(409);
    expect((await ledger(customer)).balance_cents).toBe(0);
  });

  it('credits a delayed payment once it succeeds, and closes one that fails, charging nothing', async () => {
    const customer = await newCustomer();
    const paid = await startTopUp(customer, { amount_cents: '4000' });
    const [completed, succeeded] = standIn.completeDelayed(
      sessionIdOf(paid.checkout_url),
      'succeeded',
    );
    expect(await standIn.deliver(completed)).toBe(200);
    const statusOf = async (id: number) =>
      (await customer.get(`customers/balance/top-ups/${id}`)).json.body.top_up.status;
    expect(await statusOf(paid.top_up.id)).toBe('pending');
    expect((await ledger(customer)).balance_cents).toBe(0);
    expect(await standIn.deliver(succeeded)).toBe(200);
    expect(await statusOf(paid.top_up.id)).toBe('paid');
    expect((await ledger(customer)).balance_cents).toBe(4000);

    const bounced = await startTopUp(customer, { amount_cents: '2500' });
    for (const event of standIn.completeDelayed(sessionIdOf(bounced.checkout_url), 'failed')) {
      expect(await standIn.deliver(event)).toBe(200);
    }
    expect(await statusOf(bounced.top_up.id)).toBe('expired');
    expect((await ledger(customer)).balance_cents).toBe(4000);
  });

  it("keeps top-ups to their customer: another's top-up or order is not found", async () => {
    const owner = await newCustomer();
    const { top_up } = await startTopUp(owner, { amount_cents: '1000' });
    const { order } = (await owner.post('customers/pre-orders', orderDraft(server))).json.body;
    const stranger = await newCustomer();
    const seen = await stranger.get(`customers/balance/top-ups/${top_up.id}`);
    expect([seen.status, slugOf(seen)]).toEqual([404, 'not_found']);
    const forOrder = await stranger.post('customers/balance/top-ups', {
      order_id: String(order.id),
    });
    expect([forOrder.status, slugOf(forOrder)]).toEqual([404, 'not_found']);
    const unknown = await stranger.post('customers/balance/top-ups', { order_id: '999999' });
    expect([unknown.status, slugOf(unknown)]).toEqual([404, 'not_found']);
  });

  it('refuses an expert and a visitor signed out, as the other customer routes do', async () => {
    const expert = await signedIn('writer');
    for (const response of [
      await expert.post('customers/balance/top-ups', { amount_cents: '5000' }),
      await expert.get('customers/balance/top-ups/1'),
    ]) {
      expect([response.status, slugOf(response)]).toEqual([
        403,
        'user_role_required_user_not_matched',
      ]);
    }
    const visitor = newClient();
    for (const response of [
      await visitor.post('customers/balance/top-ups', { amount_cents: '5000' }),
      await visitor.get('customers/balance/top-ups/1'),
    ]) {
      expect([response.status, slugOf(response)]).toEqual([401, 'not_authenticated']);
    }
    // The browser guards stay on this route; only the webhook is exempt.
    const customer = await newCustomer();
    const crossSite = await customer.post(
      'customers/balance/top-ups',
      { amount_cents: '5000' },
      { withoutXhrHeader: true },
    );
    expect([crossSite.status, slugOf(crossSite)]).toEqual([403, 'xhr_header_required']);
  });

  it.each([
    [{ amount_cents: '999' }, 'top_up_amount_invalid', 'amount_cents'],
    [{ amount_cents: '500001' }, 'top_up_amount_invalid', 'amount_cents'],
    [{ amount_cents: '50.00' }, 'top_up_amount_invalid', 'amount_cents'],
    [{ amount_cents: 'ten' }, 'top_up_amount_invalid', 'amount_cents'],
    [{}, 'top_up_amount_invalid', 'amount_cents'],
    [{ amount_cents: '5000', order_id: '1' }, 'invalid_request', 'order_id'],
    [{ order_id: 'x' }, 'invalid_request', 'order_id'],
  ])('refuses %j with 400 %s and starts nothing', async (form, slug, field) => {
    const customer = await newCustomer();
    const topUps = () => server.ctx.db.selectFrom('top_ups').select('id').execute();
    const before = (await topUps()).length;
    const response = await customer.post('customers/balance/top-ups', form);
    expect(response.status).toBe(400);
    expect(response.json.meta.response).toMatchObject({ message_slug: slug, field });
    expect(await topUps()).toHaveLength(before);
  });

  it('limits the checkouts one address starts', async () => {
    const customer = await newCustomer();
    const answers = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.topUpStart.ip.max; attempt += 1) {
      answers.push(await customer.post('customers/balance/top-ups', { amount_cents: '1000' }));
    }
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers.at(-1);
    expect(refused && [refused.status, slugOf(refused)]).toEqual([429, 'too_many_requests']);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers payments_unavailable while the provider is down, and works once it is back', async () => {
    const customer = await newCustomer();
    standIn.failWith(503);
    const down = await customer.post('customers/balance/top-ups', { amount_cents: '5000' });
    standIn.failWith(null);
    expect([down.status, slugOf(down)]).toEqual([503, 'payments_unavailable']);
    expect(down.json.meta.response.message).toBe(
      'Payments are not available right now. Please try again later.',
    );
    const { id: userId } = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `top-up-${engine}-${customers}@bb.example`)
      .executeTakeFirstOrThrow();
    const kept = await server.ctx.db
      .selectFrom('top_ups')
      .select(['status', 'checkout_session_id'])
      .where('user_id', '=', userId)
      .execute();
    expect(kept).toEqual([{ status: 'expired', checkout_session_id: null }]);
    expect(await ledger(customer)).toEqual({ balance_cents: 0, entries: [] });

    const { checkout_url } = await startTopUp(customer, { amount_cents: '5000' });
    await payOnPage(checkout_url);
    expect((await ledger(customer)).balance_cents).toBe(5000);
  });
});

describe.each(ENGINES)('balance top-ups without a payment provider on %s', (engine) => {
  let server: TestServer;
  const { newClient } = clientFactory(() => server, '10.14.1');
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('answers payments_unavailable and records nothing; the webhook takes nothing', async () => {
    const customer = newClient();
    await customer.post('customers', {
      login: `no-provider-${engine}@bb.example`,
      policy_agree: '1',
    });
    const response = await customer.post('customers/balance/top-ups', { amount_cents: '5000' });
    expect([response.status, slugOf(response)]).toEqual([503, 'payments_unavailable']);
    expect(await server.ctx.db.selectFrom('top_ups').select('id').execute()).toEqual([]);
    const webhook = await server.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(400);
  });
});
