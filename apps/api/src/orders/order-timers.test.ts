import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../db/schema';
import { transact } from '../db/transactions';
import { createJobs, type Jobs } from '../jobs/jobs';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { setOrderTimer, workOrderTimer } from './order-timers';

/** A queue of this test only: the lifecycle's timers (auto-approval, reminders) come with their steps. */
const QUEUE = 'test-order-timer';
const WAIT = { timeout: 15_000, interval: 100 };

describe.each(ENGINES)('order timers on %s', (engine) => {
  let server: TestServer;
  let jobs: Jobs;
  let fired: number[];
  let firedAt: number[];
  let orderId: number;
  let otherOrderId: number;
  beforeEach(async () => {
    server = await startTestServer(engine);
    const { db } = server.ctx;
    jobs = createJobs({ db, engine: server.ctx.engine }, server.ctx.config.databaseUrl, {
      pollingIntervalSeconds: 0.5,
      schedules: false,
    });
    fired = [];
    firedAt = [];
    // Leaves the order as it is: a second timer, were one set, would find it in its entry too.
    workOrderTimer(jobs, db, server.ctx.engine, QUEUE, entryOf, async (_trx, order) => {
      fired.push(order.id);
      firedAt.push(Date.now());
    });
    await jobs.start();
    const [order, other] = await db
      .selectFrom('orders')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    if (!order || !other) throw new Error('the seed has orders');
    orderId = order.id;
    otherOrderId = other.id;
    await db
      .updateTable('orders')
      .set({ status: 'delivered', delivered_at: 1 })
      .where('id', 'in', [orderId, otherOrderId])
      .execute();
  });
  afterEach(async () => {
    await jobs.stop({ graceful: false });
    await server.close();
  });

  const statusOf = async () =>
    (
      await server.ctx.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status;

  /** Sets the timer in a transaction that reads the order, as the step that starts it would. */
  const setTimer = (at: number, id = orderId) =>
    transact(server.ctx.db, async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await setOrderTimer(jobs, QUEUE, { id, entry: entryOf(order) ?? '' }, at, trx);
    });

  const deliverAgain = (deliveredAt: number) =>
    server.ctx.db
      .updateTable('orders')
      .set({ status: 'delivered', delivered_at: deliveredAt })
      .where('id', '=', orderId)
      .execute();

  it('fires a timer set twice once, when it comes, on the order still in its state', async () => {
    const at = Date.now() + 1_000;
    await setTimer(at);
    await setTimer(at);
    await setTimer(at, otherOrderId);
    await sleep(300);
    expect(fired).toEqual([]);
    await vi.waitFor(() => expect(fired).toHaveLength(2), WAIT);
    await sleep(2_000);
    expect(fired.sort()).toEqual([orderId, otherOrderId].sort());
  });

  it('drops the timer of an order that has moved on', async () => {
    await setTimer(Date.now() + 1_000);
    await server.ctx.db
      .updateTable('orders')
      .set({ status: 'revision' })
      .where('id', '=', orderId)
      .execute();
    await sleep(3_000);
    expect(fired).toEqual([]);
    expect(await statusOf()).toBe('revision');
  });

  it('fires the timer of the entry the order is in, not one of an earlier entry into the same state', async () => {
    const start = Date.now();
    await setTimer(start + 1_000);
    // Sent back for a revision and delivered again: a new entry, with a later timer.
    await deliverAgain(2);
    await setTimer(start + 2_500);
    await vi.waitFor(() => expect(fired).toHaveLength(1), WAIT);
    expect(firedAt[0]).toBeGreaterThanOrEqual(start + 2_500);
    await sleep(1_000);
    expect(fired).toEqual([orderId]);
  });
});

/** The tests' entry: a delivery, named by its instant. */
function entryOf(order: Order): string | null {
  return order.status === 'delivered' ? `delivered@${order.delivered_at}` : null;
}
