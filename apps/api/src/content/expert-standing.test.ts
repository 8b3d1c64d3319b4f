import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFactory, uploadResult } from '../testing/customer-fixtures';
import { insertOrderRows, insertResultFiles } from '../testing/order-rows';
import { reviewParties } from '../testing/review-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { BADGE_RULES } from './rating-rules';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(ENGINES)("an expert's badges on %s", (engine) => {
  let server: TestServer;
  const clients = clientFactory(() => server, '10.33.2');
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
  });
  afterAll(() => server.close());

  it('follow their orders finishing and refunded, not only their reviews', async () => {
    const { customer, operator, expert, steps, writer } = await reviewParties(
      server,
      clients,
      `standing-${engine}`,
    );
    const badges = async (): Promise<string[]> =>
      (await clients.newClient().get(`widgets/writers/${writer.slug}`)).json.body.badges;
    // All but one of the orders the punctuality badge asks for, each delivered an hour early.
    const now = server.clock.now;
    const onTime = BADGE_RULES.punctuality_proofed.onTimeInARow - 1;
    const ids = await insertOrderRows(
      server,
      Array.from({ length: onTime }, (_, index) => ({
        writer_id: writer.id,
        status: 'finished',
        created_at: now - 30 * DAY,
        deadline_at: now - (index + 1) * DAY,
        finished_at: now - (index + 1) * DAY,
      })),
    );
    await insertResultFiles(
      server.ctx.db,
      ids.map((orderId, index) => ({ orderId, at: now - (index + 1) * DAY - HOUR })),
    );
    expect(await badges()).not.toContain('punctuality_proofed');

    // The last one delivered on time and approved: earned, with no review.
    await steps.approvedOrder();
    expect(await badges()).toContain('punctuality_proofed');

    // One delivered after its deadline, disputed and settled by a partial refund: lost.
    const late = await steps.assignedOrder();
    await expert.post(`writers/orders/${late.id}/accept`);
    await server.ctx.db
      .updateTable('orders')
      .set({ deadline_at: server.clock.now - HOUR })
      .where('id', '=', late.id)
      .execute();
    await uploadResult(expert, late.id);
    expect((await expert.post(`writers/orders/${late.id}/deliver`)).status).toBe(200);
    const disputed = await customer.post(`customers/orders/${late.id}/dispute`, {
      reason: 'Delivered after the deadline.',
    });
    expect(disputed.status).toBe(200);
    const resolved = await operator.post(`operators/orders/${late.id}/dispute-resolution`, {
      outcome: 'refund_partial',
      refund_cents: String(Math.floor(late.price_cents / 2)),
    });
    expect(resolved.json.body.order?.status ?? resolved.json.body).toBe('finished');
    expect(await badges()).not.toContain('punctuality_proofed');
  });
});
