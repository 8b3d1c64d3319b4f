import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CheckoutStandIn, startCheckoutStandIn } from '../payments/checkout-stand-in';
import { DEMO_COMPANY } from '../seed/seed-data';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, orderDraft } from '../testing/customer-fixtures';
import { findLink, readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

type Entry = { id: number; reason: string; order_id: number | null; amount_cents: number };

describe.each(ENGINES)('receipts of payments and top-ups on %s', (engine) => {
  let server: TestServer;
  let standIn: CheckoutStandIn;
  const { newClient, signedIn } = clientFactory(() => server, '10.34.1');
  let customers = 0;

  beforeAll(async () => {
    standIn = await startCheckoutStandIn();
    server = await startTestServer(engine, { ...standIn.env, RATE_LIMIT: 'off' });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    standIn.deliverTo(`http://127.0.0.1:${port}/api/en/1/payments/stripe/webhook`);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  /** A new customer, signed in, with a balance of $0. */
  const newCustomer = async () => {
    const client = newClient();
    const email = `receipt-${engine}-${++customers}@bb.example`;
    const signUp = await client.post('customers', { login: email, policy_agree: '1' });
    return { client, email, userId: signUp.json.body.user_id as number };
  };
  /** Pays a top-up (of an amount, or for an order) on the checkout, as the provider reports it. */
  const topUp = async (client: ApiClient, form: Record<string, string>) => {
    const started = await client.post('customers/balance/top-ups', form);
    const sessionId = String(started.json.body.checkout_url).split('/').pop() ?? '';
    expect(await standIn.deliver(standIn.complete(sessionId))).toBe(200);
  };
  const entries = async (client: ApiClient): Promise<Entry[]> =>
    (await client.get('customers/balance')).json.body.entries;
  const entryOf = async (client: ApiClient, reason: string) => {
    const entry = (await entries(client)).find((each) => each.reason === reason);
    if (!entry) throw new Error(`No ${reason} entry`);
    return entry;
  };
  const receipt = async (client: ApiClient, id: number) => {
    const answer = await client.get(`receipts/${id}`);
    expect(answer.status).toBe(200);
    return answer.json.body.receipt;
  };
  const mailsTo = (email: string) =>
    readOutbox(server.outboxDir).filter((mail) => mail.to.includes(email));

  it('gives a top-up a receipt with the amount, the card, the customer and the company, and e-mails its link', async () => {
    const { client, email, userId } = await newCustomer();
    await topUp(client, { amount_cents: '5000' });
    const entry = await entryOf(client, 'top_up');
    expect(await receipt(client, entry.id)).toEqual({
      id: entry.id,
      number: `R-${String(entry.id).padStart(6, '0')}`,
      kind: 'top_up',
      issued_at: server.clock.now,
      amount_cents: 5000,
      payment_method: 'card',
      card_cents: 5000,
      order: null,
      discount: null,
      refunds: [],
      customer: { id: userId, name: null, email },
      company: DEMO_COMPANY,
      support_email: server.ctx.config.site.supportEmail,
    });
    const page = `${PUBLIC_ORIGIN}/dashboard/customer/receipts/${entry.id}/`;
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(2), { timeout: 10_000 });
    const mail = mailsTo(email).find((each) => each.subject.includes('top-up'));
    expect(mail?.subject).toBe('BB: your top-up has arrived');
    expect(mail?.text).toContain('Amount: 50.00 USD.');
    expect(findLink(mail?.text ?? '', `${PUBLIC_ORIGIN}/dashboard/customer/receipts/`)).toBe(page);
    expect(mail?.html).toContain(`href="${page}"`);
  });

  it('gives an order paid by card a receipt with its discount, and a refund to the card on it and on the top-up', async () => {
    const { client, email } = await newCustomer();
    const { order } = (await client.post('customers/pre-orders', orderDraft(server))).json.body;
    await topUp(client, { order_id: String(order.id) });
    const payment = await entryOf(client, 'order_payment');
    const paid = await receipt(client, payment.id);
    expect(paid).toMatchObject({
      kind: 'order_payment',
      amount_cents: order.price_cents,
      payment_method: 'card',
      card_cents: order.price_cents,
      order: { id: order.id, title: order.title },
      // A new customer's first order: the welcome discount.
      discount: {
        kind: 'welcome',
        percent: 15,
        list_price_cents: order.list_price_cents,
        amount_cents: order.list_price_cents - order.price_cents,
      },
      refunds: [],
    });
    expect(paid.discount.amount_cents).toBeGreaterThan(0);
    // The order's payment e-mail links its receipt (the top-up that paid it sends none).
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(2), { timeout: 10_000 });
    const mail = mailsTo(email).find((each) => each.subject.includes('payment received'));
    expect(findLink(mail?.text ?? '', `${PUBLIC_ORIGIN}/dashboard/customer/receipts/`)).toBe(
      `${PUBLIC_ORIGIN}/dashboard/customer/receipts/${payment.id}/`,
    );

    const cancelled = await client.post(`customers/orders/${order.id}/cancel`, {
      refund_to: 'card',
    });
    expect(cancelled.status).toBe(200);
    const at = server.clock.now;
    expect((await receipt(client, payment.id)).refunds).toEqual([
      { amount_cents: order.price_cents, to: 'balance', created_at: at },
      { amount_cents: order.price_cents, to: 'card', created_at: at },
    ]);
    const topUpEntry = await entryOf(client, 'top_up');
    expect(await receipt(client, topUpEntry.id)).toMatchObject({
      kind: 'top_up',
      order: { id: order.id, title: order.title },
      discount: null,
      refunds: [{ amount_cents: order.price_cents, to: 'card', created_at: at }],
    });
  });

  it('gives an order paid from the balance a receipt that says so', async () => {
    const { client } = await newCustomer();
    await topUp(client, { amount_cents: '20000' });
    const { order } = (await client.post('customers/pre-orders', orderDraft(server))).json.body;
    // Placed with the balance to cover it, it is paid at once.
    expect(order.status).toBe('paid');
    const payment = await entryOf(client, 'order_payment');
    expect(await receipt(client, payment.id)).toMatchObject({
      kind: 'order_payment',
      amount_cents: order.price_cents,
      payment_method: 'balance',
      card_cents: 0,
      order: { id: order.id },
    });
  });

  it('shows a receipt to its customer and operators only', async () => {
    const { client } = await newCustomer();
    await topUp(client, { amount_cents: '5000' });
    const { id } = await entryOf(client, 'top_up');
    const other = (await newCustomer()).client;
    const refused = async (reader: ApiClient, entryId = id) => {
      const answer = await reader.get(`receipts/${entryId}`);
      return [answer.status, slugOf(answer)];
    };
    expect(await refused(other)).toEqual([404, 'not_found']);
    expect(await refused(newClient())).toEqual([401, 'not_authenticated']);
    for (const role of ['writer', 'seo', 'earnings', 'support_contract'] as const)
      expect(await refused(await signedIn(role))).toEqual([
        403,
        'user_role_required_user_not_matched',
      ]);
    expect((await receipt(await signedIn('operator'), id)).amount_cents).toBe(5000);
    expect(await refused(client, id + 10_000)).toEqual([404, 'not_found']);
    expect((await client.get('receipts/R-1')).status).toBe(400);
  });

  it('gives an operator the receipt of each payment and top-up in a customer’s ledger they read', async () => {
    const { client, email } = await newCustomer();
    await topUp(client, { amount_cents: '20000' });
    await client.post('customers/pre-orders', orderDraft(server));
    const { id: customerId } = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const operator = await signedIn('operator');
    const ledger = await operator.get(`operators/customers/${customerId}/balance`);
    const listed: Entry[] = ledger.json.body.entries;
    expect(listed.map((entry) => entry.reason).sort()).toEqual(['order_payment', 'top_up']);
    // The ids the operator's ledger lists are the receipts' ids: each opens, as the customer's own.
    const other = (await newCustomer()).client;
    for (const entry of listed) {
      const seen = await receipt(operator, entry.id);
      expect(seen).toEqual(await receipt(client, entry.id));
      expect(seen.amount_cents).toBe(Math.abs(entry.amount_cents));
      expect((await other.get(`receipts/${entry.id}`)).status).toBe(404);
    }
  });
});
