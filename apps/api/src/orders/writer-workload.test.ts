import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seed-data';
import { clientFactory, createExpertAccount } from '../testing/customer-fixtures';
import { pageThrough } from '../testing/order-rows';
import { reviewParties } from '../testing/review-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)("the experts' order counts on %s", (engine) => {
  let server: TestServer;
  const clients = clientFactory(() => server, '10.7.11');
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
  });
  afterAll(() => server.close());

  it("follow every step, on the expert's card and in the operator's workload column", async () => {
    const { customer, operator, expert, steps, writer } = await reviewParties(
      server,
      clients,
      `counted-${engine}`,
    );
    const other = await createExpertAccount(
      server.ctx,
      `other-${engine}@bb.example`,
      DEMO_PASSWORD,
    );
    const counts = async (slug: string) => {
      const card = (await clients.newClient().get(`widgets/writers/${slug}`)).json.body;
      return [card.orders_progress_qty, card.orders_finished_qty];
    };
    const workload = async () => {
      const { experts } = (await operator.get('operators/experts?limit=100')).json.body as {
        experts: Array<{ slug: string; orders_progress_qty: number }>;
      };
      return experts.find((listed) => listed.slug === writer.slug)?.orders_progress_qty;
    };

    const order = await steps.assignedOrder();
    expect(await counts(writer.slug)).toEqual([1, 0]);
    expect(await workload()).toBe(1);
    // Given to another expert before acceptance, the work moves with it, and back.
    await operator.post(`operators/orders/${order.id}/assign`, { writer_slug: other.slug });
    expect([await counts(writer.slug), await counts(other.slug)]).toEqual([
      [0, 0],
      [1, 0],
    ]);
    await operator.post(`operators/orders/${order.id}/assign`, { writer_slug: writer.slug });
    expect(await counts(other.slug)).toEqual([0, 0]);
    await expert.post(`writers/orders/${order.id}/decline`);
    expect(await counts(writer.slug)).toEqual([0, 0]);

    // Two orders approved at once both count.
    const [first, second] = await Promise.all([steps.deliveredOrder(), steps.deliveredOrder()]);
    expect(await workload()).toBe(2);
    await Promise.all(
      [first, second].map((delivered) =>
        customer.post(`customers/orders/${delivered?.id}/approve`),
      ),
    );
    expect(await counts(writer.slug)).toEqual([0, 2]);
    // A refused step changes nothing.
    expect((await customer.post(`customers/orders/${first?.id}/approve`)).status).toBe(409);
    expect(await counts(writer.slug)).toEqual([0, 2]);
  });

  it('counts the orders the demo experts hold from the start', async () => {
    const customer = await clients.signedIn();
    const { orders } = (await customer.get('customers/orders')).json.body as {
      orders: Array<{ id: number; status: string; writer: { slug: string } | null }>;
    };
    const running = orders.find((order) => order.status === 'in_progress');
    if (!running?.writer) throw new Error('the demo customer has an order in progress');
    // The demo expert holds it, among the work the demo seeds for the other dashboards.
    const held = await pageThrough(await clients.signedIn('writer'), 'writers/orders', {
      query: { limit: '100' },
    });
    expect(held.ids).toContain(running.id);
    const work = held.items.filter((order) => !['finished', 'cancelled'].includes(order.status));
    expect(work.length).toBeGreaterThan(0);
    const card = (await clients.newClient().get(`widgets/writers/${running.writer.slug}`)).json
      .body;
    expect(card.orders_progress_qty).toBe(work.length);
  });
});
