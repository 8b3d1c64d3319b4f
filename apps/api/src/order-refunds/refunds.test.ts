import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../db/transactions';
import { lastPayoutDate } from '../orders/expert-earnings';
import { percentOf } from '../orders/refund-policy';
import { type CheckoutStandIn, startCheckoutStandIn } from '../payments/checkout-stand-in';
import { payOutExpert } from '../payouts/payout-ledgers';
import { type ApiClient, slugOf } from '../testing/api-client';
import {
  clientFactory,
  expertOrderSteps,
  orderDraft,
  uploadFile,
} from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(ENGINES)(
  'cancellations, refunds and disputes by the refund policy on %s',
  (engine) => {
    let server: TestServer;
    let standIn: CheckoutStandIn;
    let customer: ApiClient;
    let operator: ApiClient;
    let expert: ApiClient;
    let expertSlug: string;
    let writerId: number;
    let customerId: number;
    const { signedInParties, newClient } = clientFactory(() => server, '10.29.6');
    const steps = expertOrderSteps(
      () => server,
      () => ({ customer, operator, expert, expertSlug }),
    );

    beforeAll(async () => {
      standIn = await startCheckoutStandIn();
      server = await startTestServer(engine, { ...standIn.env, RATE_LIMIT: 'off' });
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (server.app.server.address() as AddressInfo).port;
      standIn.deliverTo(`http://127.0.0.1:${port}/api/en/1/payments/stripe/webhook`);
      ({ customer, operator, expert } = await signedInParties());
      expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
      const { db } = server.ctx;
      writerId = (
        await db
          .selectFrom('writers')
          .select('id')
          .where('slug', '=', expertSlug)
          .executeTakeFirstOrThrow()
      ).id;
      customerId = (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'customer@demo.bb.example')
          .executeTakeFirstOrThrow()
      ).id;
      await db
        .insertInto('balance_entries')
        .values({
          user_id: customerId,
          amount_cents: 10_000_00,
          reason: 'top_up',
          order_id: null,
          created_at: server.clock.now,
        })
        .execute();
    });
    afterAll(async () => {
      await server?.close();
      await standIn?.close();
    });

    const balance = async (client = customer) =>
      (await client.get('customers/balance')).json.body.balance_cents as number;
    const ledgerOf = async (id: number) =>
      server.ctx.db
        .selectFrom('balance_entries')
        .select(['reason', 'amount_cents'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();
    const earningOf = async (id: number) =>
      server.ctx.db
        .selectFrom('expert_earnings')
        .select(['amount_cents', 'available_at', 'clawback_cents'])
        .where('order_id', '=', id)
        .executeTakeFirst();
    const auditOf = async (id: number) =>
      (await operator.get(`operators/orders/${id}/audit-events`)).json.body.events?.map(
        (event: { action: string; detail: string }) => [event.action, event.detail],
      );
    const statusOf = async (id: number) =>
      (await customer.get(`customers/orders/${id}`)).json.body.order.status;
    const placed = async () =>
      (await customer.post('customers/pre-orders', orderDraft(server))).json.body.order as {
        id: number;
        price_cents: number;
      };
    /** Moves the clock; the parties sign in again, their sessions having expired meanwhile. */
    const advance = async (ms: number) => {
      server.clock.advance(ms);
      ({ customer, operator, expert } = await signedInParties());
    };
    const inProgress = async () => {
      const order = await steps.assignedOrder();
      expect((await expert.post(`writers/orders/${order.id}/accept`)).status).toBe(200);
      return order;
    };

    it('cancels a paid order before assignment with a full refund to the balance', async () => {
      const order = await placed();
      const card = await customer.post(`customers/orders/${order.id}/cancel`, {
        refund_to: 'card',
      });
      expect([card.status, slugOf(card)]).toEqual([409, 'card_refund_unavailable']);
      const before = await balance();
      const cancelled = await customer.post(`customers/orders/${order.id}/cancel`);
      expect(cancelled.json.body.order).toMatchObject({
        status: 'cancelled',
        refunded_cents: order.price_cents,
      });
      expect(await balance()).toBe(before + order.price_cents);
      expect(await ledgerOf(order.id)).toEqual([
        { reason: 'order_payment', amount_cents: -order.price_cents },
        { reason: 'refund', amount_cents: order.price_cents },
      ]);
    });

    it('refunds to the card a checkout for the order paid, through the payment provider', async () => {
      const client = newClient();
      await client.post('customers', { login: `card-${engine}@bb.example`, policy_agree: '1' });
      const { order } = (await client.post('customers/pre-orders', orderDraft(server))).json.body;
      const noCard = await client.post(`customers/orders/${order.id}/cancel`, {
        refund_to: 'card',
      });
      expect([noCard.status, slugOf(noCard)]).toEqual([409, 'card_refund_unavailable']);
      const started = await client.post('customers/balance/top-ups', {
        order_id: String(order.id),
      });
      const sessionId = String(started.json.body.checkout_url).split('/').pop() ?? '';
      expect(await standIn.deliver(standIn.complete(sessionId))).toBe(200);
      const paid = (await client.get(`customers/orders/${order.id}`)).json.body.order;
      expect(paid).toMatchObject({ status: 'paid', card_refundable_cents: order.price_cents });

      const cancelled = await client.post(`customers/orders/${order.id}/cancel`, {
        refund_to: 'card',
      });
      expect(cancelled.json.body.order.status).toBe('cancelled');
      const intent = standIn.sessions.get(sessionId)?.payment_intent;
      expect(standIn.refunds.filter((refund) => refund.payment_intent === intent)).toEqual([
        expect.objectContaining({ amount: order.price_cents, status: 'succeeded' }),
      ]);
      // The ledger shows the refund and the money leaving to the card: the balance is as before.
      expect(await ledgerOf(order.id)).toEqual([
        { reason: 'order_payment', amount_cents: -order.price_cents },
        { reason: 'refund', amount_cents: order.price_cents },
        { reason: 'card_refund', amount_cents: -order.price_cents },
      ]);
      expect(await balance(client)).toBe(0);
    });

    it('rolls the cancellation back when the card refund cannot be made', async () => {
      const client = newClient();
      await client.post('customers', {
        login: `card-down-${engine}@bb.example`,
        policy_agree: '1',
      });
      const { order } = (await client.post('customers/pre-orders', orderDraft(server))).json.body;
      const started = await client.post('customers/balance/top-ups', {
        order_id: String(order.id),
      });
      const sessionId = String(started.json.body.checkout_url).split('/').pop() ?? '';
      await standIn.deliver(standIn.complete(sessionId));
      standIn.failWith(503);
      try {
        const refused = await client.post(`customers/orders/${order.id}/cancel`, {
          refund_to: 'card',
        });
        expect([refused.status, slugOf(refused)]).toEqual([503, 'refund_failed']);
      } finally {
        standIn.failWith(null);
      }
      expect((await client.get(`customers/orders/${order.id}`)).json.body.order.status).toBe(
        'paid',
      );
      expect((await ledgerOf(order.id)).map((entry) => entry.reason)).toEqual(['order_payment']);
    });

    it('cancels a late order with the refund its lateness gives, and reduces the earning', async () => {
      const order = await inProgress();
      const early = await customer.post(`customers/orders/${order.id}/cancel`);
      expect([early.status, slugOf(early)]).toEqual([409, 'order_not_late']);
      const { deadline_datetime } = (await customer.get(`customers/orders/${order.id}`)).json.body
        .order;
      server.clock.advance(deadline_datetime - server.clock.now + 30 * HOUR);
      const earned = (await earningOf(order.id))?.amount_cents ?? 0;
      const cancelled = await customer.post(`customers/orders/${order.id}/cancel`);
      const refund = percentOf(order.price_cents, 90);
      expect(cancelled.json.body.order).toMatchObject({
        status: 'cancelled',
        refunded_cents: refund,
      });
      expect((await earningOf(order.id))?.amount_cents).toBe(
        Math.floor((earned * (order.price_cents - refund)) / order.price_cents),
      );
    });

    it('settles a cancellation request within the policy bounds, audited', async () => {
      const order = await inProgress();
      const early = await operator.post(`operators/orders/${order.id}/cancellation-settlement`, {
        refund_cents: String(order.price_cents),
      });
      expect([early.status, slugOf(early)]).toEqual([409, 'cancellation_not_requested']);
      const noReason = await customer.post(`customers/orders/${order.id}/cancellation-request`);
      expect([noReason.status, slugOf(noReason)]).toEqual([400, 'reason_required']);
      const asked = await customer.post(`customers/orders/${order.id}/cancellation-request`, {
        reason: 'I no longer need it',
      });
      expect(asked.json.body.order).toMatchObject({
        status: 'in_progress',
        cancellation_request: { reason: 'I no longer need it', requested_at: server.clock.now },
      });
      const again = await customer.post(`customers/orders/${order.id}/cancellation-request`, {
        reason: 'Twice',
      });
      expect([again.status, slugOf(again)]).toEqual([409, 'order_action_refused']);
      for (const cents of [percentOf(order.price_cents, 50) - 1, order.price_cents + 1]) {
        const out = await operator.post(`operators/orders/${order.id}/cancellation-settlement`, {
          refund_cents: String(cents),
        });
        expect([out.status, slugOf(out)]).toEqual([409, 'refund_out_of_range']);
      }
      const earned = (await earningOf(order.id))?.amount_cents ?? 0;
      const refund = percentOf(order.price_cents, 60);
      const settled = await operator.post(`operators/orders/${order.id}/cancellation-settlement`, {
        refund_cents: String(refund),
      });
      expect(settled.json.body.order).toMatchObject({
        status: 'cancelled',
        refunded_cents: refund,
      });
      expect((await earningOf(order.id))?.amount_cents).toBe(
        Math.floor((earned * (order.price_cents - refund)) / order.price_cents),
      );
      expect(await auditOf(order.id)).toContainEqual([
        'cancellation_settled',
        `refund ${refund} of ${order.price_cents} cents`,
      ]);
      const twice = await operator.post(`operators/orders/${order.id}/cancellation-settlement`, {
        refund_cents: String(refund),
      });
      expect(twice.status).toBe(409);
      expect((await ledgerOf(order.id)).filter((entry) => entry.reason === 'refund')).toHaveLength(
        1,
      );
    });

    it('asks for a revision with a reason, counted on the order', async () => {
      const order = await steps.deliveredOrder();
      const bare = await customer.post(`customers/orders/${order.id}/revision`);
      expect([bare.status, slugOf(bare)]).toEqual([400, 'reason_required']);
      const asked = await customer.post(`customers/orders/${order.id}/revision`, {
        reason: 'Add the complexity proof',
      });
      expect(asked.json.body.order).toMatchObject({
        status: 'revision',
        revision_count: 1,
        revision_reason: 'Add the complexity proof',
      });
    });

    it('opens a dispute with files within the review period, and the operator refunds 40%', async () => {
      const order = await steps.deliveredOrder();
      const file = await uploadFile(
        customer,
        'notes.txt',
        'The instructions said Python.',
        'text/plain',
        `customers/orders/${order.id}/files`,
      );
      const fileId: string = file.json.body.file.id;
      const notMine = await customer.post(`customers/orders/${order.id}/dispute`, {
        reason: 'Wrong language',
        files: 'not-a-file',
      });
      expect([notMine.status, slugOf(notMine)]).toEqual([400, 'invalid_request']);
      const opened = await customer.post(`customers/orders/${order.id}/dispute`, {
        reason: 'Written in Java, not Python',
        files: fileId,
      });
      expect(opened.json.body.order).toMatchObject({
        status: 'disputed',
        dispute: {
          reason: 'Written in Java, not Python',
          file_ids: [fileId],
          opened_at: server.clock.now,
          resolved_at: null,
          outcome: null,
        },
      });
      // Held: the customer cannot approve it meanwhile; the three parties talk on its thread.
      expect((await customer.post(`customers/orders/${order.id}/approve`)).status).toBe(409);
      for (const [client, prefix] of [
        [customer, 'customers'],
        [expert, 'writers'],
        [operator, 'operators'],
      ] as const) {
        const sent = await client.post(`${prefix}/orders/${order.id}/messages`, {
          body: 'About it',
        });
        expect(sent.status).toBe(200);
      }
      const bare = await operator.post(`operators/orders/${order.id}/dispute-resolution`, {
        outcome: 'refund_partial',
      });
      expect([bare.status, slugOf(bare)]).toEqual([400, 'refund_cents_required']);
      const earned = (await earningOf(order.id))?.amount_cents ?? 0;
      const refund = percentOf(order.price_cents, 40);
      const resolved = await operator.post(`operators/orders/${order.id}/dispute-resolution`, {
        outcome: 'refund_partial',
        refund_cents: String(refund),
      });
      expect(resolved.json.body.order).toMatchObject({
        status: 'finished',
        refunded_cents: refund,
        dispute: { outcome: 'refund_partial', refund_cents: refund, resolved_at: server.clock.now },
      });
      expect(await earningOf(order.id)).toEqual({
        amount_cents: Math.floor((earned * (order.price_cents - refund)) / order.price_cents),
        available_at: server.clock.now,
        clawback_cents: 0,
      });
      expect(await auditOf(order.id)).toContainEqual([
        'dispute_resolved',
        `refund_partial: refund ${refund} of ${order.price_cents} cents`,
      ]);
    });

    it('resolves a dispute with a full refund, a free revision or a release', async () => {
      const full = await steps.deliveredOrder();
      await customer.post(`customers/orders/${full.id}/dispute`, { reason: 'Empty file' });
      const refunded = await operator.post(`operators/orders/${full.id}/dispute-resolution`, {
        outcome: 'refund_full',
      });
      expect(refunded.json.body.order).toMatchObject({
        status: 'cancelled',
        refunded_cents: full.price_cents,
      });
      expect((await earningOf(full.id))?.amount_cents).toBe(0);

      const revised = await steps.deliveredOrder();
      await customer.post(`customers/orders/${revised.id}/dispute`, { reason: 'Misses part 2' });
      const revision = await operator.post(`operators/orders/${revised.id}/dispute-resolution`, {
        outcome: 'revision',
      });
      expect(revision.json.body.order).toMatchObject({
        status: 'revision',
        revision_count: 1,
        revision_reason: 'Misses part 2',
        refunded_cents: 0,
      });

      const released = await steps.deliveredOrder();
      await customer.post(`customers/orders/${released.id}/dispute`, { reason: 'Not sure' });
      const release = await operator.post(`operators/orders/${released.id}/dispute-resolution`, {
        outcome: 'release',
      });
      expect(release.json.body.order.status).toBe('finished');
      expect((await earningOf(released.id))?.available_at).toBe(server.clock.now);
    });

    it('refuses a dispute after the review period', async () => {
      const order = await steps.deliveredOrder();
      await advance(14 * DAY + 1);
      const late = await customer.post(`customers/orders/${order.id}/dispute`, { reason: 'Late' });
      expect([late.status, slugOf(late)]).toEqual([409, 'review_period_over']);
      expect(await statusOf(order.id)).toBe('delivered');
    });

    it('carries what a refund owes of a paid-out earning to the next payout', async () => {
      const { db } = server.ctx;
      const payOut = () =>
        transact(db, (trx) =>
          payOutExpert(
            trx,
            writerId,
            'expert@paypal.example',
            lastPayoutDate(server.clock.now),
            server.clock.now,
          ),
        );
      // A disputed order whose earning a payout took already (as one refunded after approval).
      const order = await steps.deliveredOrder();
      await customer.post(`customers/orders/${order.id}/dispute`, { reason: 'Refund it' });
      await db
        .updateTable('expert_earnings')
        .set({ available_at: server.clock.now })
        .where('order_id', '=', order.id)
        .execute();
      await advance(16 * DAY);
      expect(await payOut()).toBe(true);
      const earned = (await earningOf(order.id))?.amount_cents ?? 0;
      await operator.post(`operators/orders/${order.id}/dispute-resolution`, {
        outcome: 'refund_full',
      });
      expect(await earningOf(order.id)).toMatchObject({
        amount_cents: earned,
        clawback_cents: earned,
      });
      // The Financial Overview's available total carries it, below zero.
      expect((await expert.get('writers/earnings')).json.body.available_cents).toBe(-earned);

      // The next payout nets it: an earning no larger than what is owed makes no payout, both wait.
      const next = await steps.approvedOrder();
      const nextEarning = (await earningOf(next.id))?.amount_cents ?? 0;
      expect(nextEarning).toBe(earned);
      await advance(16 * DAY);
      expect(await payOut()).toBe(false);
      const another = await steps.approvedOrder();
      const anotherEarning = (await earningOf(another.id))?.amount_cents ?? 0;
      await advance(16 * DAY);
      expect(await payOut()).toBe(true);
      const payout = await db
        .selectFrom('expert_payouts')
        .select('amount_cents')
        .where('writer_id', '=', writerId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(payout.amount_cents).toBe(nextEarning + anotherEarning - earned);
    });

    it('keeps each step to its party and to their own orders', async () => {
      const order = await inProgress();
      const other = newClient();
      await other.post('customers', { login: `other-${engine}@bb.example`, policy_agree: '1' });
      for (const path of ['cancel', 'cancellation-request', 'dispute']) {
        const refused = await other.post(`customers/orders/${order.id}/${path}`, { reason: 'x' });
        expect([path, refused.status, slugOf(refused)]).toEqual([path, 404, 'not_found']);
        expect(
          (await expert.post(`customers/orders/${order.id}/${path}`, { reason: 'x' })).status,
        ).toBe(403);
      }
      for (const path of ['cancellation-settlement', 'dispute-resolution']) {
        const body = { refund_cents: '100', outcome: 'release' };
        expect((await customer.post(`operators/orders/${order.id}/${path}`, body)).status).toBe(
          403,
        );
        expect((await expert.post(`operators/orders/${order.id}/${path}`, body)).status).toBe(403);
      }
      expect(await statusOf(order.id)).toBe('in_progress');
    });
  },
);
