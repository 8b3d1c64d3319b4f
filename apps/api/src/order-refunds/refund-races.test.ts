import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertEarningCents } from '../orders/expert-earnings';
import { type ApiClient, type ApiResponse, slugOf } from '../testing/api-client';
import { clientFactory, expertOrderSteps, orderDraft } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

/** Rounds per race: each a new order, both requests sent at once, either first. */
const ROUNDS = 6;

describe.each(ENGINES)('refund steps racing for one order on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  let expertSlug: string;
  const { signedInParties } = clientFactory(() => server, '10.29.7');
  const steps = expertOrderSteps(
    () => server,
    () => ({ customer, operator, expert, expertSlug }),
  );

  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
    ({ customer, operator, expert } = await signedInParties());
    expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
    const { id } = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'customer@demo.bb.example')
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .insertInto('balance_entries')
      .values({
        user_id: id,
        amount_cents: 10_000_00,
        reason: 'top_up',
        order_id: null,
        created_at: server.clock.now,
      })
      .execute();
  });
  afterAll(() => server.close());

  /** Both requests at once, `a` first in even rounds; one wins, the other is refused. */
  async function raceOnce(
    round: number,
    id: number,
    a: () => Promise<ApiResponse>,
    b: () => Promise<ApiResponse>,
  ) {
    const answers =
      round % 2 === 0 ? await Promise.all([a(), b()]) : (await Promise.all([b(), a()])).reverse();
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status !== 200))
      expect([answer.status, slugOf(answer)]).toEqual([409, 'order_action_refused']);
    const refunds = await server.ctx.db
      .selectFrom('balance_entries')
      .select('amount_cents')
      .where('order_id', '=', id)
      .where('reason', '=', 'refund')
      .execute();
    expect(refunds).toHaveLength(1);
    return refunds[0]?.amount_cents;
  }

  it('refunds a paid order cancelled twice at once once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const paid = await customer.post('customers/pre-orders', orderDraft(server));
      const order = paid.json.body.order;
      const cancel = () => customer.post(`customers/orders/${order.id}/cancel`);
      expect(await raceOnce(round, order.id, cancel, cancel)).toBe(order.price_cents);
    }
  });

  it('settles a cancellation request once when two operators settle it at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await steps.assignedOrder();
      await expert.post(`writers/orders/${order.id}/accept`);
      await customer.post(`customers/orders/${order.id}/cancellation-request`, { reason: 'Stop' });
      const settle = (cents: number) => () =>
        operator.post(`operators/orders/${order.id}/cancellation-settlement`, {
          refund_cents: String(cents),
        });
      const refunded = await raceOnce(
        round,
        order.id,
        settle(order.price_cents),
        settle(Math.ceil(order.price_cents * 0.6)),
      );
      expect([order.price_cents, Math.ceil(order.price_cents * 0.6)]).toContain(refunded);
    }
  });

  it('resolves a dispute once when a full and a partial refund race', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await steps.deliveredOrder();
      await customer.post(`customers/orders/${order.id}/dispute`, { reason: 'Wrong topic' });
      const resolve = (form: Record<string, string>) => () =>
        operator.post(`operators/orders/${order.id}/dispute-resolution`, form);
      const partial = Math.ceil(order.price_cents * 0.4);
      const refunded = await raceOnce(
        round,
        order.id,
        resolve({ outcome: 'refund_full' }),
        resolve({ outcome: 'refund_partial', refund_cents: String(partial) }),
      );
      expect([order.price_cents, partial]).toContain(refunded);
      const earning = await server.ctx.db
        .selectFrom('expert_earnings')
        .select('amount_cents')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      // Reduced once, by the refund that won.
      const full = expertEarningCents(order.price_cents);
      expect(earning.amount_cents).toBe(
        Math.floor((full * (order.price_cents - (refunded ?? 0))) / order.price_cents),
      );
    }
  });
});
