import { REFERRAL_COOKIE_MAX_AGE_S } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import { lastPayoutDate, nextPayoutDate } from '../orders/expert-earnings';
import { commissionCents, reduceCommission } from '../orders/partner-commissions';
import { PARTNER_LEDGER, payOutLedger } from '../payouts/payout-ledgers';
import { runPayouts, senderBatchIdOf } from '../payouts/payout-transfers';
import { type PayPalStandIn, startPayPalStandIn } from '../payouts/paypal-stand-in';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, expertOrderSteps, orderDraft } from '../testing/customer-fixtures';
import { findLink, readOutbox } from '../testing/outbox';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { attributeSignUp } from './referral-attribution';
import { partnerOf } from './referral-partners';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('referral partners on %s', (engine) => {
  let server: TestServer;
  let paypal: PayPalStandIn;
  let partner: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  let expertSlug: string;
  let code: string;
  let partnerId: number;
  let signUps = 0;
  const { newClient, signedIn } = clientFactory(() => server, '10.30.1');

  /** A visitor through `via` (a link code) who signs up and has `cents` on their balance. */
  async function referredCustomer(via: string, cents = 100_000) {
    const client = newClient();
    const visit = await client.post('referrals/visits', { code: via });
    expect(visit.status).toBe(200);
    const email = `referred-${engine}-${++signUps}@bb.example`;
    const signUp = await client.post('customers', {
      login: email,
      utc_offset_min: '0',
      policy_agree: '1',
      marketing_agree: '0',
      client_type: 'browser',
    });
    expect(signUp.status).toBe(200);
    const userId: number = signUp.json.body.user_id;
    await server.ctx.db
      .insertInto('balance_entries')
      .values({
        user_id: userId,
        amount_cents: cents,
        reason: 'top_up',
        order_id: null,
        created_at: 1,
      })
      .execute();
    return { client, userId, email };
  }

  /** Every page of one of the partner's lists, a few items a page. */
  async function everyPage<Item>(client: ApiClient, path: string, key: string): Promise<Item[]> {
    const items: Item[] = [];
    let cursor = '';
    do {
      const response = await client.get(`${path}?limit=3${cursor && `&cursor=${cursor}`}`);
      expect(response.status).toBe(200);
      items.push(...response.json.body[key]);
      cursor = response.json.body.next_cursor ?? '';
    } while (cursor);
    return items;
  }
  type PartnerOrder = {
    order_id: number;
    commission_cents: number;
    commission_status: string;
    amount_cents: number;
  };
  const ordersOf = (client = partner) =>
    everyPage<PartnerOrder>(client, 'partners/orders', 'orders');
  const overview = async (client = partner) => (await client.get('partners/overview')).json.body;

  /** An order of `customer` paid, assigned to the demo expert, accepted and delivered. */
  async function deliveredOrderOf(customer: ApiClient) {
    const steps = expertOrderSteps(
      () => server,
      () => ({ customer, operator, expert, expertSlug }),
    );
    return steps.deliveredOrder();
  }

  /** A second partner account (the operator creates them; here straight into the database). */
  async function otherPartner(email: string) {
    const now = server.ctx.now();
    const user = await server.ctx.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(DEMO_PASSWORD),
        role: 'earnings',
        is_blocked: 0,
        name: null,
        email_verified_at: now,
        policy_agreed_at: now,
        marketing_agree: 0,
        utc_offset_min: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = newClient();
    await client.post('users/sessions', { login: email, password: DEMO_PASSWORD });
    return { client, userId: user.id };
  }

  beforeAll(async () => {
    paypal = await startPayPalStandIn();
    server = await startTestServer(engine, paypal.env);
    [partner, operator, expert] = await Promise.all([
      signedIn('earnings'),
      signedIn('operator'),
      signedIn('writer'),
    ]);
    expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
    const body = await overview();
    code = body.code;
    partnerId = (
      await server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.earnings)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await server.close();
    await paypal.close();
  });

  it('refuses every other role and anyone signed out', async () => {
    const paths = ['overview', 'orders', 'customers', 'payouts', 'payout-method'];
    const others = await Promise.all(
      (['customer', 'writer', 'operator', 'seo'] as const).map((role) => signedIn(role)),
    );
    for (const path of paths) {
      expect((await newClient().get(`partners/${path}`)).status).toBe(401);
      for (const other of others) {
        const refused = await other.get(`partners/${path}`);
        expect([refused.status, slugOf(refused)]).toEqual([
          403,
          'user_role_required_user_not_matched',
        ]);
      }
    }
    const patch = await others[0]?.patch('partners/payout-method', {
      paypal_email: 'thief@bb.example',
      current_password: DEMO_PASSWORD,
    });
    expect(patch?.status).toBe(403);
  });

  it('gives the partner a link and counts its first visits only, setting the ref cookie once', async () => {
    expect(code).toMatch(/^[A-HJ-NP-Z]{8}$/);
    const before = await overview();
    expect(before.link_path).toBe(`/?ref=${code}`);
    const visitor = newClient();
    const first = await visitor.post('referrals/visits', { code });
    expect(first.json.body.counted).toBe(true);
    const cookie = first.cookies.find((set) => set.name === 'ref');
    expect(cookie).toMatchObject({ value: code, maxAge: REFERRAL_COOKIE_MAX_AGE_S, path: '/' });
    // A second page of the same visitor, or another partner's link later: first touch stays.
    expect((await visitor.post('referrals/visits', { code })).json.body.counted).toBe(false);
    expect(visitor.cookies.get('ref')).toBe(code);
    // A visitor whose visit was tracked already (a visit id in the cookie) is not counted.
    const tracked = newClient();
    await tracked.post('services/visits', {
      url: 'http://bb.localhost/',
      referer: '',
      user_agent: 'x',
    });
    expect((await tracked.post('referrals/visits', { code })).json.body.counted).toBe(false);
    expect((await overview()).visits).toBe(before.visits + 1);
  });

  it('refuses a malformed or unknown code beside its field', async () => {
    for (const bad of ['abc', 'ABCDEFGI', '', 'ABCDEFGHJ']) {
      const refused = await newClient().post('referrals/visits', { code: bad });
      expect([refused.status, refused.json.meta.response.field]).toEqual([400, 'code']);
    }
    const unknown = await newClient().post('referrals/visits', { code: 'ZZZZZZZZ' });
    expect([unknown.status, slugOf(unknown), unknown.json.meta.response.field]).toEqual([
      404,
      'not_found',
      'code',
    ]);
    const tooMany = await partner.get('partners/orders?limit=101');
    expect(tooMany.status).toBe(400);
    const badEmail = await partner.patch('partners/payout-method', {
      paypal_email: 'me@',
      current_password: DEMO_PASSWORD,
    });
    expect([badEmail.status, badEmail.json.meta.response.field]).toEqual([400, 'paypal_email']);
  });

  it('attributes a customer who signs up with the cookie, shows them anonymously and to the operator', async () => {
    const before = await overview();
    const { userId } = await referredCustomer(code);
    const after = await overview();
    expect(after.sign_ups).toBe(before.sign_ups + 1);
    const customers = await everyPage<Record<string, unknown>>(
      partner,
      'partners/customers',
      'customers',
    );
    const shown = customers[0];
    expect(Object.keys(shown ?? {}).sort()).toEqual([
      'number',
      'orders_qty',
      'signed_up_at',
      'total_cents',
    ]);
    expect(shown).toMatchObject({ orders_qty: 0, total_cents: 0 });
    const page = (await operator.get(`operators/customers/${userId}`)).json.body.customer;
    expect(page.referral).toMatchObject({
      partner_user_id: partnerId,
      partner_email: DEMO_ACCOUNTS.earnings,
    });
    // A customer who came without a link has no partner.
    const plain = (await operator.get('operators/customers')).json.body.customers.find(
      (row: { email: string }) => row.email === DEMO_ACCOUNTS.customer,
    );
    expect(
      (await operator.get(`operators/customers/${plain.id}`)).json.body.customer.referral,
    ).toBeNull();
  });

  it('refuses self-referral and a customer attributed already', async () => {
    const other = await otherPartner(`partner-b-${engine}@bb.example`);
    const otherCode = (await overview(other.client)).code;
    // The partner's own mailbox under a +tag is not their customer.
    const self = newClient();
    await self.post('referrals/visits', { code: otherCode });
    await self.post('customers', {
      login: `partner-b-${engine}+me@bb.example`,
      utc_offset_min: '0',
      policy_agree: '1',
      marketing_agree: '0',
      client_type: 'browser',
    });
    expect((await overview(other.client)).sign_ups).toBe(0);
    // A customer of the demo partner stays theirs whatever link they follow later.
    const { userId, email } = await referredCustomer(code);
    const request = { cookies: { ref: otherCode } } as never;
    const customer = { id: userId, email, role: 'customer' };
    expect(await attributeSignUp(server.ctx.db, request, customer, server.ctx.now())).toBe(false);
    const again = { cookies: { ref: code } } as never;
    expect(await attributeSignUp(server.ctx.db, again, customer, server.ctx.now())).toBe(false);
    // Each partner sees only their own customers.
    expect(await everyPage(other.client, 'partners/customers', 'customers')).toEqual([]);
  });

  it('earns the commission on a paid order, pending until the order is finished, then available and paid out', async () => {
    const { client: customer } = await referredCustomer(code);
    const before = await overview();
    const order = await deliveredOrderOf(customer);
    const percent = server.ctx.config.referralCommissionPercent;
    const expected = commissionCents(order.price_cents, percent);
    expect(expected).toBe(Math.floor(order.price_cents * 0.1));
    const pending = (await ordersOf()).find((row) => row.order_id === order.id);
    expect(pending).toMatchObject({
      commission_cents: expected,
      commission_status: 'pending',
      amount_cents: order.price_cents,
    });
    expect(Object.keys(pending ?? {})).not.toContain('customer_user_id');
    const mid = await overview();
    expect(mid.pending_cents).toBe(before.pending_cents + expected);
    expect(mid.this_month_cents).toBe(before.this_month_cents + expected);
    expect(mid.first_orders).toBe(before.first_orders + 1);

    expect((await customer.post(`customers/orders/${order.id}/approve`)).status).toBe(200);
    expect((await ordersOf()).find((row) => row.order_id === order.id)?.commission_status).toBe(
      'available',
    );
    const released = await overview();
    expect(released.available_cents).toBe(before.available_cents + expected);
    expect(released.pending_cents).toBe(before.pending_cents);

    // Paid with the experts' payout run to the PayPal e-mail set with the password.
    const wrong = await partner.patch('partners/payout-method', {
      paypal_email: `partner-${engine}@paypal.example`,
      current_password: 'Wrong-password-1',
    });
    expect(wrong.status).toBe(401);
    expect((await partner.get('partners/payout-method')).json.body.paypal_email).toBe(
      DEMO_ACCOUNTS.earnings,
    );
    const set = await partner.patch('partners/payout-method', {
      paypal_email: `partner-${engine}@paypal.example`,
      current_password: DEMO_PASSWORD,
    });
    expect(set.status).toBe(200);
    expect((await partner.get('partners/payout-method')).json.body.paypal_email).toBe(
      `partner-${engine}@paypal.example`,
    );
    const payoutNotices = async () =>
      (await partner.get('users/notifications')).json.body.notifications.filter(
        (notice: { kind: string }) => notice.kind === 'payout_sent',
      );
    const toldBefore = await payoutNotices();
    const payday = nextPayoutDate(server.clock.now + 3 * DAY);
    await Promise.all([
      runPayouts(server.ctx, server.ctx.payouts, payday, () => {}),
      runPayouts(server.ctx, server.ctx.payouts, payday + 1000, () => {}),
    ]);
    const payoutsNow = () =>
      everyPage<{ id: number; amount_cents: number; status: string }>(
        partner,
        'partners/payouts',
        'payouts',
      );
    const [sent] = await payoutsNow();
    expect(sent).toMatchObject({ amount_cents: released.available_cents, status: 'sent' });
    // The partner is told of the payout once, whatever the runs raced, as an expert is: a
    // notification linking their earnings, and an e-mail.
    const amount = `Amount: ${(released.available_cents / 100).toFixed(2)} USD.`;
    const told = await payoutNotices();
    expect(told).toHaveLength(toldBefore.length + 1);
    expect(told[0]).toMatchObject({
      link_path: '/dashboard/earnings/earnings/',
      text: `Your payout is sent to your PayPal account. ${amount}`,
      is_read: false,
    });
    const earningsPage = `${server.ctx.config.publicOrigin}/dashboard/earnings/earnings/`;
    await vi.waitFor(
      () => {
        const mail = readOutbox(server.outboxDir).find(
          (each) => each.to.includes(DEMO_ACCOUNTS.earnings) && each.text.includes(amount),
        );
        expect(mail?.subject).toContain('your payout is sent');
        expect(findLink(mail?.text ?? '', earningsPage)).toBe(earningsPage);
      },
      { timeout: 10_000 },
    );
    const row = await server.ctx.db
      .selectFrom('partner_payouts')
      .select(['id', 'created_at', 'batch_id'])
      .where('id', '=', sent?.id ?? 0)
      .executeTakeFirstOrThrow();
    // One batch at PayPal under the partners' own sender batch id, whatever the runs raced.
    const batches = [...paypal.batches.values()].filter(
      (batch) => batch.sender_batch_id === senderBatchIdOf(row, PARTNER_LEDGER),
    );
    expect(batches).toHaveLength(1);
    paypal.settle(row.batch_id ?? '', 'SUCCESS');
    await runPayouts(server.ctx, server.ctx.payouts, payday + 60_000, () => {});
    expect((await payoutsNow())[0]).toMatchObject({
      amount_cents: released.available_cents,
      status: 'paid',
    });
    expect((await ordersOf()).find((row) => row.order_id === order.id)?.commission_status).toBe(
      'paid_out',
    );
    const paid = await overview();
    expect(paid.available_cents).toBe(0);
    expect(paid.paid_out_cents).toBe(before.paid_out_cents + released.available_cents);

    // A refund after the payout is owed back: a negative balance the next payout nets.
    await server.ctx.db
      .transaction()
      .execute((trx) => reduceCommission(trx, order, order.price_cents));
    expect((await overview()).available_cents).toBe(-expected);
  });

  it('takes nothing when a cancelled order is refunded before it is settled', async () => {
    const { client: customer } = await referredCustomer(code);
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    expect((await ordersOf()).find((row) => row.order_id === order.id)?.commission_status).toBe(
      'pending',
    );
    expect((await operator.post(`operators/orders/${order.id}/cancel`)).status).toBe(200);
    expect((await ordersOf()).find((row) => row.order_id === order.id)).toMatchObject({
      commission_cents: 0,
      amount_cents: 0,
      commission_status: 'void',
    });
  });

  it('releases and pays each commission once while approvals and payout runs race', async () => {
    const { client: customer } = await referredCustomer(code, 1_000_000);
    const partnerRow = await partnerOf(server.ctx.db, partnerId, server.ctx.now());
    expect(partnerRow.payout_paypal_email).not.toBeNull();
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await deliveredOrderOf(customer));
    // The payout date after the e-mail's hold: approvals and runs at once.
    const payday = lastPayoutDate(server.clock.now + 40 * DAY);
    await Promise.all([
      ...orders.map((order) => customer.post(`customers/orders/${order.id}/approve`)),
      payOutLedger(server.ctx.db, PARTNER_LEDGER, payday),
      payOutLedger(server.ctx.db, PARTNER_LEDGER, payday),
    ]);
    await Promise.all([
      payOutLedger(server.ctx.db, PARTNER_LEDGER, payday + 1),
      payOutLedger(server.ctx.db, PARTNER_LEDGER, payday + 2),
    ]);
    const rows = await server.ctx.db
      .selectFrom('partner_commissions')
      .select(['order_id', 'amount_cents', 'available_at', 'payout_id'])
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .execute();
    expect(rows).toHaveLength(orders.length);
    for (const row of rows) expect(row.available_at).not.toBeNull();
    // Each payout is the sum of the commissions it took, less what was owed back.
    const payouts = await server.ctx.db
      .selectFrom('partner_payouts')
      .select(['id', 'amount_cents'])
      .where('partner_user_id', '=', partnerId)
      .execute();
    const taken = await server.ctx.db
      .selectFrom('partner_commissions')
      .select(['payout_id', 'amount_cents', 'clawback_cents', 'clawback_payout_id'])
      .where('partner_user_id', '=', partnerId)
      .execute();
    for (const payout of payouts) {
      const sum =
        taken
          .filter((row) => row.payout_id === payout.id)
          .reduce((all, row) => all + row.amount_cents, 0) -
        taken
          .filter((row) => row.clawback_payout_id === payout.id)
          .reduce((all, row) => all + row.clawback_cents, 0);
      expect(sum).toBe(payout.amount_cents);
    }
  });
});
