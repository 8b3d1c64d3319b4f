import { orderPriceCents } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seed-data';
import { type ApiClient, type ApiResponse, slugOf } from '../testing/api-client';
import {
  clientFactory,
  createAccount,
  createExpertAccount,
  orderDraft,
} from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { balanceOf } from './balance-ledger';

const DAY = 24 * 60 * 60 * 1000;
/** Rounds per race, and the time they may take at most (on a loaded machine, fewer rounds). */
const ROUNDS = 25;
const ROUNDS_MS = 20_000;

/** Runs `round` ROUNDS times, or fewer when ROUNDS_MS is spent; answers how many ran. */
async function inRounds(round: (index: number) => Promise<unknown>): Promise<number> {
  const started = Date.now();
  let index = 0;
  while (index < ROUNDS && Date.now() - started < ROUNDS_MS) await round(index++);
  return index;
}

/** Sends both requests at once, `a` first in even rounds and `b` in odd ones; answers [a's, b's]. */
async function race(
  index: number,
  a: () => Promise<ApiResponse>,
  b: () => Promise<ApiResponse>,
): Promise<[ApiResponse, ApiResponse]> {
  if (index % 2 === 0) return Promise.all([a(), b()]);
  const [fromB, fromA] = await Promise.all([b(), a()]);
  return [fromA, fromB];
}

/** What a racing request may answer: success, or the refusal of a step the order cannot take. */
function expectSettled(response: ApiResponse, ...alsoAllowed: string[]) {
  if (response.status === 200) return;
  const allowed = [[409, 'order_action_refused'], ...alsoAllowed.map((slug) => [404, slug])];
  expect(allowed).toContainEqual([response.status, slugOf(response)]);
}

describe.each(ENGINES)('requests racing for one order or one balance on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  /** Two experts who sign in: the demo expert, and one more made here. */
  let first: { client: ApiClient; slug: string; id: number };
  let second: { client: ApiClient; slug: string; id: number };
  const { signedInParties, newClient } = clientFactory(() => server, '10.24.1');

  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
    const parties = await signedInParties();
    ({ customer, operator } = parties);
    const { db } = server.ctx;
    const demoExpert = (await operator.get('operators/experts')).json.body.experts[0];
    const demoWriter = await db
      .selectFrom('writers')
      .select('id')
      .where('slug', '=', demoExpert.slug)
      .executeTakeFirstOrThrow();
    first = { client: parties.expert, slug: demoExpert.slug, id: demoWriter.id };

    // A second expert account, given one of the seeded writers who has none.
    const email = `second-expert-${engine}@bb.example`;
    const writer = await createExpertAccount(server.ctx, email, DEMO_PASSWORD);
    const client = newClient();
    await client.post('users/sessions', { login: email, password: DEMO_PASSWORD });
    second = { client, slug: writer.slug, id: writer.id };

    // Enough for every order below.
    const demoCustomer = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'customer@demo.bb.example')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('balance_entries')
      .values({
        user_id: demoCustomer.id,
        amount_cents: 100_000_00,
        reason: 'top_up',
        order_id: null,
        created_at: server.clock.now,
      })
      .execute();
  });
  afterAll(() => server.close());

  /**
   * A new paid order of the demo customer, assigned to the first expert, who takes `step` on it
   * as the operator reassigns it to the second (either request leaving first): both answers, each
   * a success or a refusal, and the order after them.
   */
  async function stepAgainstReassignment(index: number, step: 'accept' | 'decline') {
    const placed = await customer.post('customers/pre-orders', orderDraft(server));
    expect(placed.json.body.order.status).toBe('paid');
    const id: number = placed.json.body.order.id;
    const assign = (slug: string) =>
      operator.post(`operators/orders/${id}/assign`, { writer_slug: slug });
    expect((await assign(first.slug)).status).toBe(200);
    const [stepped, reassigned] = await race(
      index,
      () => first.client.post(`writers/orders/${id}/${step}`),
      () => assign(second.slug),
    );
    // Too late, the first expert may also find the order no longer theirs.
    expectSettled(stepped, 'not_found');
    expectSettled(reassigned);
    const order = await server.ctx.db
      .selectFrom('orders')
      .select(['status', 'writer_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, stepped, reassigned, order };
  }

  it('gives the earning to the expert the order ends with when they accept as the operator reassigns it', async () => {
    const rounds = await inRounds(async (index) => {
      const { id, stepped, reassigned, order } = await stepAgainstReassignment(index, 'accept');
      const earnings = await server.ctx.db
        .selectFrom('expert_earnings')
        .select('writer_id')
        .where('order_id', '=', id)
        .execute();
      if (stepped.status === 200) {
        expect(reassigned.status).toBe(409);
        expect(order).toEqual({ status: 'in_progress', writer_id: first.id });
        expect(earnings).toEqual([{ writer_id: first.id }]);
      } else {
        expect(reassigned.status).toBe(200);
        expect(order).toEqual({ status: 'assigned', writer_id: second.id });
        expect(earnings).toEqual([]);
      }
    });
    expect(rounds).toBeGreaterThan(0);
  });

  it('never lets a decline drop the assignment the operator made meanwhile', async () => {
    const rounds = await inRounds(async (index) => {
      const { stepped, reassigned, order } = await stepAgainstReassignment(index, 'decline');
      if (reassigned.status === 200) {
        // Declined first (back in the queue, then assigned) or after: the new assignment stays.
        expect(order).toEqual({ status: 'assigned', writer_id: second.id });
      } else {
        expect(stepped.status).toBe(200);
        expect(order).toEqual({ status: 'paid', writer_id: null });
      }
    });
    expect(rounds).toBeGreaterThan(0);
  });

  it('places parallel orders of one customer without failing, each charged once from what the balance holds', async () => {
    const email = await createAccount(server.ctx, `parallel-${engine}@bb.example`, DEMO_PASSWORD);
    const buyer = newClient();
    await buyer.post('users/sessions', { login: email, password: DEMO_PASSWORD });
    const { db } = server.ctx;
    const { id: userId } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // One page two weeks ahead: the lowest price, the same for each order.
    const deadline = server.clock.now + 20 * DAY;
    const draft = orderDraft(server, { pages_qty: '1', deadline_datetime: String(deadline) });

    const topUp = (amountCents: number) =>
      db
        .insertInto('balance_entries')
        .values({
          user_id: userId,
          amount_cents: amountCents,
          reason: 'top_up',
          order_id: null,
          created_at: server.clock.now,
        })
        .execute();
    const price = orderPriceCents({ pagesQty: 1, wordsQty: 0, deadline, now: server.clock.now });
    await topUp(2 * price);

    const rounds = await inRounds(async () => {
      const placed = await Promise.all(
        Array.from({ length: 4 }, () => buyer.post('customers/pre-orders', draft)),
      );
      expect(placed.map((response) => [response.status, slugOf(response)])).toEqual(
        Array(4).fill([200, undefined]),
      );
      const ids: number[] = placed.map((response) => response.json.body.order.id);
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'status', 'list_price_cents', 'price_cents'])
        .where('id', 'in', ids)
        .execute();
      // The balance held two orders' worth: two are paid (at most at their list price, less the
      // customer's discount), the other two wait for payment.
      expect(orders.map((order) => order.list_price_cents)).toEqual(Array(4).fill(price));
      const paid = orders.filter((order) => order.status === 'paid');
      expect(paid).toHaveLength(2);
      expect(orders.filter((order) => order.status === 'pre_order')).toHaveLength(2);
      const payments = await db
        .selectFrom('balance_entries')
        .select(['order_id', 'amount_cents'])
        .where('order_id', 'in', ids)
        .execute();
      const byId = (a: { order_id: number | null }, b: { order_id: number | null }) =>
        Number(a.order_id) - Number(b.order_id);
      expect(payments.sort(byId)).toEqual(
        paid.map((order) => ({ order_id: order.id, amount_cents: -order.price_cents })).sort(byId),
      );
      const left = await balanceOf(db, userId);
      expect(left).toBe(2 * price - paid.reduce((sum, order) => sum + order.price_cents, 0));
      expect(left).toBeLessThan(price);
      await topUp(2 * price - left);
    });
    expect(rounds).toBeGreaterThan(0);
  });
});
