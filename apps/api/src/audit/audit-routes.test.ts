import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import type { ApiClient } from '../testing/api-client';
import {
  clientFactory,
  createAccount,
  createExpertAccount,
  orderDraft,
} from '../testing/customer-fixtures';
import { pageThrough } from '../testing/order-rows';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('the audit trail of orders and accounts on %s', (engine) => {
  let server: TestServer;
  let operator: ApiClient;
  let customer: ApiClient;
  const { newClient, signedIn } = clientFactory(() => server, '10.28.2');
  /** The demo expert, and a second expert who signs in. */
  const experts: string[] = [];
  /** Another seeded expert, whom a customer asks for (the operator may give the order to another). */
  let requestedSlug = '';

  beforeAll(async () => {
    server = await startTestServer(engine);
    [operator, customer] = await Promise.all([signedIn('operator'), signedIn('customer')]);
    const { db } = server.ctx;
    const second = await createExpertAccount(server.ctx, 'second-expert@bb.example', 'Second-1x');
    const writers = await db
      .selectFrom('writers')
      .select(['slug', 'user_id'])
      .where('id', '!=', second.id)
      .orderBy('id')
      .execute();
    const demo = writers.find((writer) => writer.user_id !== null);
    const requested = writers.find(
      (writer) => writer.user_id !== null && writer.slug !== demo?.slug,
    );
    if (!demo || !requested) throw new Error('the seed has writers');
    experts.push(demo.slug, second.slug);
    requestedSlug = requested.slug;
  });
  afterAll(() => server.close());

  const operatorEmail = DEMO_ACCOUNTS.operator;

  async function paidOrder(extra: Record<string, string> = {}): Promise<number> {
    const placed = await customer.post('customers/pre-orders', orderDraft(server, extra));
    expect(placed.json.body.order.status).toBe('paid');
    return placed.json.body.order.id;
  }

  it('records an assignment and a reassignment with the operator who did them, newest first', async () => {
    // The customer asked for a writer who does not sign in: the operator gives it to another.
    const id = await paidOrder({ writer_req_slug: requestedSlug });
    const [first, second] = experts;
    const assign = (slug = '') =>
      operator.post(`operators/orders/${id}/assign`, { writer_slug: slug });
    expect((await assign(first)).json.body.order.status).toBe('assigned');
    server.clock.advance(1000);
    expect((await assign(second)).json.body.order.status).toBe('assigned');
    // A refused step records nothing.
    expect((await operator.post(`operators/orders/${id}/cancel`)).status).toBe(409);

    const listed = await pageThrough(operator, `operators/orders/${id}/audit-events`, {
      key: 'events',
      query: { limit: '1' },
    });
    const actor = { id: expect.any(Number), email: operatorEmail, role: 'operator' };
    expect(listed.items).toEqual([
      {
        id: expect.any(Number),
        action: 'order_reassigned',
        actor,
        detail: `${first} → ${second}`,
        created_at: server.clock.now,
      },
      {
        id: expect.any(Number),
        action: 'order_assigned',
        actor,
        detail: first,
        created_at: server.clock.now - 1000,
      },
    ]);
    expect(listed.bodies).toHaveLength(2);
  });

  it('records a cancel on the order, not on its customer’s account', async () => {
    const id = await paidOrder();
    expect((await operator.post(`operators/orders/${id}/cancel`)).status).toBe(200);
    const { body } = (await operator.get(`operators/orders/${id}/audit-events`)).json;
    expect(body).toEqual({
      events: [
        {
          id: expect.any(Number),
          action: 'order_cancelled',
          actor: { id: expect.any(Number), email: operatorEmail, role: 'operator' },
          detail: '',
          created_at: server.clock.now,
        },
      ],
      next_cursor: null,
    });
    const { customers } = await server.ctx.db
      .selectFrom('orders')
      .select('customer_user_id as customers')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const account = await operator.get(`operators/accounts/${customers}/audit-events`);
    expect(account.json.body).toEqual({ events: [], next_cursor: null });
  });

  it("lists an account's events: a block and an unblock", async () => {
    const email = await createAccount(server.ctx, 'audited@bb.example', 'Audited-account-1');
    const { id } = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect((await operator.post(`operators/accounts/${id}/block`)).status).toBe(200);
    server.clock.advance(1000);
    expect((await operator.post(`operators/accounts/${id}/unblock`)).status).toBe(200);
    const { body } = (await operator.get(`operators/accounts/${id}/audit-events`)).json;
    expect(body.events.map((event: { action: string }) => event.action)).toEqual([
      'account_unblocked',
      'account_blocked',
    ]);
    expect(body.events[0].actor.email).toBe(operatorEmail);
  });

  it('refuses every other role, an unknown subject and bad input', async () => {
    const id = await paidOrder();
    const paths = [`operators/orders/${id}/audit-events`, 'operators/accounts/1/audit-events'];
    for (const path of paths) {
      for (const role of ['customer', 'writer', 'seo', 'support_contract', 'earnings'] as const) {
        expect((await (await signedIn(role)).get(path)).status, `${role} ${path}`).toBe(403);
      }
      expect((await newClient().get(path)).status).toBe(401);
      expect((await operator.get(`${path}?limit=101`)).status).toBe(400);
    }
    expect((await operator.get('operators/orders/999999/audit-events')).status).toBe(404);
    expect((await operator.get('operators/accounts/999999/audit-events')).status).toBe(404);
    expect((await operator.get('operators/accounts/x/audit-events')).status).toBe(400);
  });
});
