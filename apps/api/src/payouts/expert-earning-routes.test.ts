import type { AddressInfo } from 'node:net';
import type { Earnings, Payout } from '@bb/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expertEarningCents,
  lastPayoutDate,
  nextPayoutDate,
  payoutDay,
} from '../orders/expert-earnings';
import { PayoutProviderError } from '../providers/payout-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, expertOrderSteps, uploadResult } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { payOutEarnings } from './payout-ledgers';
import { runPayouts, senderBatchIdOf } from './payout-transfers';
import { type PayPalStandIn, startPayPalStandIn } from './paypal-stand-in';

describe('payout dates', () => {
  it('are the 1st and the 16th of each month, UTC', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(payoutDay(lastPayoutDate(at('2026-11-25T22:00:00Z')))).toBe('2026-11-16');
    expect(payoutDay(lastPayoutDate(at('2026-11-15T23:59:59Z')))).toBe('2026-11-01');
    expect(payoutDay(lastPayoutDate(at('2026-11-16T00:00:00Z')))).toBe('2026-11-16');
    expect(payoutDay(nextPayoutDate(at('2026-11-25T22:00:00Z')))).toBe('2026-12-01');
    expect(payoutDay(nextPayoutDate(at('2026-12-31T12:00:00Z')))).toBe('2027-01-01');
    expect(payoutDay(nextPayoutDate(at('2026-12-01T00:00:00Z')))).toBe('2026-12-16');
  });
});

describe.each(ENGINES)('GET /writers/earnings on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  let expertSlug: string;
  let paypal: PayPalStandIn;
  const { signedInParties, newClient, signedIn } = clientFactory(() => server, '10.9.1');

  /** Every page of a list (a few items a page, so the tests page through them too). */
  async function everyPage<Item>(path: string, key: string): Promise<Item[]> {
    const items: Item[] = [];
    let cursor = '';
    do {
      const response = await expert.get(`${path}?limit=7${cursor && `&cursor=${cursor}`}`);
      expect(response.status).toBe(200);
      items.push(...response.json.body[key]);
      cursor = response.json.body.next_cursor ?? '';
    } while (cursor);
    return items;
  }
  /** The Financial Overview as the page shows it: the totals, every earning and every payout. */
  const overview = async (): Promise<Earnings & { payouts: Payout[] }> => {
    const response = await expert.get('writers/earnings');
    expect(response.status).toBe(200);
    const [earnings, payouts] = await Promise.all([
      everyPage<Earnings['earnings'][number]>('writers/earnings', 'earnings'),
      everyPage<Payout>('writers/payouts', 'payouts'),
    ]);
    return { ...(response.json.body as Earnings), earnings, payouts };
  };
  const earningOf = async (id: number) =>
    (await overview()).earnings.find((earning) => earning.order_id === id);

  const { assignedOrder, deliveredOrder, approvedOrder } = expertOrderSteps(
    () => server,
    () => ({ customer, operator, expert, expertSlug }),
  );

  /** A payout run at `at` through the PayPal stand-in, as the server's hourly one. */
  const run = (at: number) => runPayouts(server.ctx, server.ctx.payouts, at, () => {});
  /** The payout dates the payout tests use, each after the ones the tests before them used. */
  let lastPayday = 0;
  const nextPayday = () => {
    lastPayday = nextPayoutDate(Math.max(lastPayday, server.clock.now) + 1);
    return lastPayday;
  };
  /** The payout of `day` as the overview shows it, and PayPal's batches of it. */
  async function payoutOn(day: number) {
    const payout = (await overview()).payouts.find((shown) => shown.paid_on === payoutDay(day));
    if (!payout) return { payout, batches: [] };
    const row = await server.ctx.db
      .selectFrom('expert_payouts')
      .select(['id', 'created_at'])
      .where('id', '=', payout.id)
      .executeTakeFirstOrThrow();
    const batches = [...paypal.batches.values()].filter(
      (batch) => batch.sender_batch_id === senderBatchIdOf(row),
    );
    return { payout, batches };
  }

  beforeAll(async () => {
    paypal = await startPayPalStandIn();
    server = await startTestServer(engine, paypal.env);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    paypal.deliverTo(`http://127.0.0.1:${port}/api/en/1/payments/paypal/webhook`);
    ({ customer, operator, expert } = await signedInParties());
    expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
  });
  afterAll(async () => {
    await server.close();
    await paypal.close();
  });

  it('shows the demo expert their earnings, payouts and next payout date', async () => {
    const body = await overview();
    expect(body.paypal_email).toBe(DEMO_ACCOUNTS.writer);
    expect(body.next_payout_date).toBe(payoutDay(nextPayoutDate(server.clock.now)));
    expect(body.payouts.length).toBeGreaterThan(0);
    expect(body.expected_cents).toBeGreaterThan(0);
    // Each total is the sum of its earnings; each payout the sum of the earnings it took.
    for (const [status, total] of [
      ['available', body.available_cents],
      ['expected', body.expected_cents],
      ['paid_out', body.paid_out_cents],
    ] as const) {
      const sum = body.earnings
        .filter((earning) => earning.status === status)
        .filter((earning) => status !== 'paid_out' || earning.payout_status === 'paid')
        .reduce((all, earning) => all + earning.amount_cents, 0);
      expect(sum, status).toBe(total);
    }
    for (const payout of body.payouts.filter((shown) => shown.status !== 'failed')) {
      const taken = body.earnings.filter((earning) => earning.paid_on === payout.paid_on);
      expect(taken).toHaveLength(payout.earnings_qty);
      expect(taken.reduce((all, earning) => all + earning.amount_cents, 0)).toBe(
        payout.amount_cents,
      );
      expect(['01', '16']).toContain(payout.paid_on.slice(8));
    }
  });

  it('shows the earning before the expert accepts, fixes it at accept and releases it once on approval', async () => {
    const order = await assignedOrder();
    const shown = (await expert.get(`writers/orders/${order.id}`)).json.body.order;
    expect(shown.expert_earning_cents).toBe(expertEarningCents(order.price_cents));
    expect(shown.expert_earning_cents).toBe(Math.floor(order.price_cents * 0.7));
    expect(await earningOf(order.id)).toBeUndefined();
    // The customer and the operator are not told what the expert earns.
    expect((await customer.get(`customers/orders/${order.id}`)).json.body.order).not.toHaveProperty(
      'expert_earning_cents',
    );

    const before = await overview();
    const accepted = await expert.post(`writers/orders/${order.id}/accept`);
    expect(accepted.json.body.order.expert_earning_cents).toBe(shown.expert_earning_cents);
    expect(await earningOf(order.id)).toMatchObject({
      amount_cents: shown.expert_earning_cents,
      status: 'expected',
      order_status: 'in_progress',
      paid_on: null,
    });
    expect((await overview()).expected_cents).toBe(
      before.expected_cents + shown.expert_earning_cents,
    );
    // A later change of the price (or of the rate) leaves the earning as it was taken.
    await server.ctx.db
      .updateTable('orders')
      .set({ price_cents: order.price_cents * 2 })
      .where('id', '=', order.id)
      .execute();
    expect(
      (await expert.get(`writers/orders/${order.id}`)).json.body.order.expert_earning_cents,
    ).toBe(shown.expert_earning_cents);

    await uploadResult(expert, order.id);
    await expert.post(`writers/orders/${order.id}/deliver`);
    const approvals = await Promise.all([
      customer.post(`customers/orders/${order.id}/approve`),
      customer.post(`customers/orders/${order.id}/approve`),
    ]);
    expect(approvals.map((response) => response.status).sort()).toEqual([200, 409]);
    const after = await overview();
    expect(after.earnings.filter((earning) => earning.order_id === order.id)).toHaveLength(1);
    expect(await earningOf(order.id)).toMatchObject({
      status: 'available',
      order_status: 'finished',
    });
    expect(after.available_cents).toBe(before.available_cents + shown.expert_earning_cents);
    expect(after.expected_cents).toBe(before.expected_cents);
  });

  it('pays what is available on the next payout date, once, to the PayPal account on the profile', async () => {
    const order = await deliveredOrder();
    await customer.post(`customers/orders/${order.id}/approve`);
    const before = await overview();
    expect(before.available_cents).toBeGreaterThan(0);

    // Nothing is paid before the payout date: it only became available today.
    expect(await payOutEarnings(server.ctx.db, server.clock.now)).toBe(0);
    const payday = nextPayday();
    const runs = await Promise.all([
      payOutEarnings(server.ctx.db, payday),
      payOutEarnings(server.ctx.db, payday + 1000),
    ]);
    expect(runs.reduce((all, made) => all + made, 0)).toBe(1);
    expect(await payOutEarnings(server.ctx.db, payday + 60_000)).toBe(0);

    const after = await overview();
    expect(after.available_cents).toBe(0);
    // Taken by the payout, not paid out until PayPal has paid it.
    expect(after.paid_out_cents).toBe(before.paid_out_cents);
    expect(after.payouts[0]).toMatchObject({
      paid_on: payoutDay(payday),
      amount_cents: before.available_cents,
      paypal_email: DEMO_ACCOUNTS.writer,
    });
    expect(await earningOf(order.id)).toMatchObject({
      status: 'paid_out',
      paid_on: payoutDay(payday),
    });
  });

  it('keeps the earnings of an expert without a payout method available', async () => {
    const order = await deliveredOrder();
    await customer.post(`customers/orders/${order.id}/approve`);
    const writers = server.ctx.db.updateTable('writers').where('slug', '=', expertSlug);
    await writers.set({ payout_paypal_email: null }).execute();
    try {
      const later = nextPayday();
      expect(await payOutEarnings(server.ctx.db, later)).toBe(0);
      expect(await earningOf(order.id)).toMatchObject({ status: 'available' });
    } finally {
      await writers.set({ payout_paypal_email: DEMO_ACCOUNTS.writer }).execute();
    }
  });

  it('sets the payout method on the profile, where the next payout goes', async () => {
    const paypal = 'payouts.writer@example.com';
    const set = await expert.patch('writers/payout-method', {
      paypal_email: ` ${paypal} `,
      current_password: DEMO_PASSWORD,
    });
    expect([set.status, set.json.body]).toEqual([200, { paypal_email: paypal }]);
    try {
      expect((await expert.get('writers/payout-method')).json.body).toEqual({
        paypal_email: paypal,
      });
      expect((await overview()).paypal_email).toBe(paypal);
      const order = await deliveredOrder();
      await customer.post(`customers/orders/${order.id}/approve`);
      const payday = nextPayday();
      expect(await payOutEarnings(server.ctx.db, payday)).toBe(1);
      expect((await overview()).payouts[0]).toMatchObject({
        paid_on: payoutDay(payday),
        paypal_email: paypal,
      });
    } finally {
      await expert.patch('writers/payout-method', {
        paypal_email: DEMO_ACCOUNTS.writer,
        current_password: DEMO_PASSWORD,
      });
    }
  });

  it('refuses a payout method that is not an e-mail, keeping the one set', async () => {
    for (const [form, slug] of [
      [{}, 'paypal_email_required'],
      [{ paypal_email: '   ' }, 'paypal_email_required'],
      [{ paypal_email: 'paypal-me' }, 'paypal_email_invalid'],
      [{ paypal_email: `${'a'.repeat(200)}@example.com` }, 'paypal_email_invalid'],
    ] as const) {
      const refused = await expert.patch('writers/payout-method', {
        ...form,
        current_password: DEMO_PASSWORD,
      });
      expect([refused.status, slugOf(refused)]).toEqual([400, slug]);
      expect(refused.json.meta.response.field).toBe('paypal_email');
    }
    expect((await expert.get('writers/payout-method')).json.body).toEqual({
      paypal_email: DEMO_ACCOUNTS.writer,
    });
  });

  it('sends a payout through PayPal once when two runs race, and shows it paid once PayPal pays it', async () => {
    const order = await approvedOrder();
    const earning = expertEarningCents(order.price_cents);
    const payday = nextPayday();
    const before = await overview();
    await Promise.all([run(payday), run(payday + 1000)]);

    const sent = await payoutOn(payday);
    expect(sent.payout).toMatchObject({ status: 'sent', failure_reason: null });
    expect(sent.batches).toHaveLength(1);
    expect(sent.batches[0]?.item).toMatchObject({
      receiver: DEMO_ACCOUNTS.writer,
      amount: { value: ((sent.payout?.amount_cents ?? 0) / 100).toFixed(2), currency: 'USD' },
      transaction_status: 'PENDING',
    });
    expect(sent.payout?.amount_cents).toBeGreaterThanOrEqual(earning);
    // The expert is told of each payout sent once, by the run that recorded it, with the link to
    // their overview.
    const told = (await expert.get('users/notifications')).json.body.notifications.filter(
      (notice: { kind: string }) => notice.kind === 'payout_sent',
    );
    const { sentQty } = await server.ctx.db
      .selectFrom('expert_payouts')
      .select((eb) => eb.fn.countAll<number | string>().as('sentQty'))
      .where('sent_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(told).toHaveLength(Number(sentQty));
    expect(told[0]).toMatchObject({ link_path: '/dashboard/writer/balance/', is_read: false });
    expect(told.map((notice: { text: string }) => notice.text).join()).toContain(
      `Amount: ${((sent.payout?.amount_cents ?? 0) / 100).toFixed(2)} USD.`,
    );
    expect(await earningOf(order.id)).toMatchObject({
      status: 'paid_out',
      paid_on: payoutDay(payday),
      payout_status: 'sent',
    });

    // Still processing at PayPal: the next run leaves it sent, and sends nothing again.
    await run(payday + 60 * 60_000);
    expect((await payoutOn(payday)).payout?.status).toBe('sent');
    paypal.settle(sent.batches[0]?.payout_batch_id ?? '', 'SUCCESS');
    await run(payday + 2 * 60 * 60_000);
    const paid = await payoutOn(payday);
    expect(paid.payout?.status).toBe('paid');
    expect(paid.batches).toHaveLength(1);
    expect(await earningOf(order.id)).toMatchObject({ status: 'paid_out', payout_status: 'paid' });
    // Paid out so far counts it only now that PayPal has paid it.
    expect((await overview()).paid_out_cents).toBe(
      before.paid_out_cents + (paid.payout?.amount_cents ?? 0),
    );
  });

  it("gives a failed payout's earnings back, paid on the next payout date", async () => {
    const order = await approvedOrder();
    const earning = expertEarningCents(order.price_cents);
    const payday = nextPayday();
    await run(payday);
    const { payout, batches } = await payoutOn(payday);
    const before = await overview();
    paypal.settle(batches[0]?.payout_batch_id ?? '', 'RETURNED', 'The payout was not claimed.');
    await run(payday + 60 * 60_000);

    const after = await overview();
    expect((await payoutOn(payday)).payout).toMatchObject({
      status: 'failed',
      failure_reason: 'The payout was not claimed.',
      amount_cents: payout?.amount_cents,
      earnings_qty: 0,
    });
    expect(await earningOf(order.id)).toMatchObject({
      status: 'available',
      paid_on: null,
      payout_status: null,
    });
    expect(after.available_cents).toBe(before.available_cents + (payout?.amount_cents ?? 0));
    // A payout on its way was never counted as paid out.
    expect(after.paid_out_cents).toBe(before.paid_out_cents);
    // The same date's later runs make no second payout; the next date pays them.
    await run(payday + 2 * 60 * 60_000);
    expect(
      (await overview()).payouts.filter((shown) => shown.paid_on === payoutDay(payday)),
    ).toHaveLength(1);
    const next = nextPayday();
    await run(next);
    expect((await payoutOn(next)).payout).toMatchObject({
      status: 'sent',
      amount_cents: payout?.amount_cents,
    });
    expect(await earningOf(order.id)).toMatchObject({
      status: 'paid_out',
      paid_on: payoutDay(next),
      amount_cents: earning,
    });
    expect((await overview()).available_cents).toBe(0);
  });

  it('renews an expired PayPal token', async () => {
    await approvedOrder();
    const issued = paypal.tokensIssued();
    paypal.expireTokens();
    const payday = nextPayday();
    await run(payday);
    expect((await payoutOn(payday)).payout?.status).toBe('sent');
    expect(paypal.tokensIssued()).toBe(issued + 1);
  });

  it('leaves a payout pending while PayPal is down, and the next run sends it', async () => {
    await approvedOrder();
    const payday = nextPayday();
    paypal.failWith(503);
    try {
      await expect(run(payday)).rejects.toThrow(PayoutProviderError);
      expect((await payoutOn(payday)).payout?.status).toBe('pending');
    } finally {
      paypal.failWith(null);
    }
    await run(payday + 60 * 60_000);
    const { payout, batches } = await payoutOn(payday);
    expect(payout?.status).toBe('sent');
    expect(batches).toHaveLength(1);
  });

  it('does not let a payout PayPal cannot read hold up the others', async () => {
    // The payouts the tests above left sent, oldest first.
    const sent = () =>
      server.ctx.db
        .selectFrom('expert_payouts')
        .select(['id', 'batch_id', 'status'])
        .where('status', '=', 'sent')
        .orderBy('id')
        .execute();
    const [lost, read] = await sent();
    if (!lost || !read) throw new Error('The tests above leave two payouts sent');
    const payouts = server.ctx.db.updateTable('expert_payouts').where('id', '=', lost.id);
    await payouts.set({ batch_id: 'UNKNOWNBATCH' }).execute();
    paypal.settle(read.batch_id ?? '', 'SUCCESS');
    try {
      await expect(run(lastPayday + 60 * 60_000)).rejects.toThrow(PayoutProviderError);
      expect((await sent()).map((payout) => payout.id)).toContain(lost.id);
      const after = await server.ctx.db
        .selectFrom('expert_payouts')
        .select('status')
        .where('id', '=', read.id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe('paid');
    } finally {
      await payouts.set({ batch_id: lost.batch_id }).execute();
    }
  });

  it("settles a payout when PayPal's webhook reports it, verified by PayPal; a forged one changes nothing", async () => {
    const statusOf = async (id: number) =>
      (await overview()).payouts.find((payout) => payout.id === id)?.status;
    const [paid, returned] = await server.ctx.db
      .selectFrom('expert_payouts')
      .select(['id', 'batch_id'])
      .where('status', '=', 'sent')
      .orderBy('id')
      .execute();
    if (!paid?.batch_id || !returned?.batch_id) {
      throw new Error('The tests above leave two payouts sent');
    }
    paypal.settle(paid.batch_id, 'SUCCESS');
    expect(await paypal.deliverItemEvent(paid.batch_id, { forged: true })).toBe(400);
    expect(await statusOf(paid.id)).toBe('sent');
    expect(await paypal.deliverItemEvent(paid.batch_id)).toBe(200);
    expect(await statusOf(paid.id)).toBe('paid');
    // Delivered again (PayPal retries): answered, nothing changes.
    expect(await paypal.deliverItemEvent(paid.batch_id)).toBe(200);
    expect(await statusOf(paid.id)).toBe('paid');

    const before = await overview();
    paypal.settle(returned.batch_id, 'RETURNED', 'The payout was not claimed.');
    expect(await paypal.deliverItemEvent(returned.batch_id)).toBe(200);
    const after = await overview();
    const payout = after.payouts.find((shown) => shown.id === returned.id);
    expect(payout).toMatchObject({
      status: 'failed',
      failure_reason: 'The payout was not claimed.',
    });
    expect(after.available_cents).toBe(before.available_cents + (payout?.amount_cents ?? 0));
  });

  it('keeps payouts pending without PayPal configured, and says so', async () => {
    await approvedOrder();
    const payday = nextPayday();
    const warnings: string[] = [];
    await runPayouts(server.ctx, undefined, payday, (message) => warnings.push(message));
    expect((await payoutOn(payday)).payout?.status).toBe('pending');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Expert payouts waiting unsent: \d+; set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/,
      ),
    ]);
    await run(payday + 60_000);
    expect((await payoutOn(payday)).payout?.status).toBe('sent');
  });

  it('refuses everyone but the expert', async () => {
    for (const client of [customer, operator, await signedIn('earnings')]) {
      for (const refused of [
        await client.get('writers/earnings'),
        await client.get('writers/payout-method'),
        await client.patch('writers/payout-method', { paypal_email: 'x@example.com' }),
      ]) {
        expect(refused.status).toBe(403);
        expect(slugOf(refused)).toBe('user_role_required_user_not_matched');
      }
    }
    const signedOut = await newClient().get('writers/earnings');
    expect([signedOut.status, slugOf(signedOut)]).toEqual([401, 'not_authenticated']);
    expect((await expert.get('writers/payout-method')).json.body).toEqual({
      paypal_email: DEMO_ACCOUNTS.writer,
    });
  });
});
