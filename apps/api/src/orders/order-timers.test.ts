import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    // Leaves the order as it is: a second timer, were one set, would find it in its state too.
    workOrderTimer(jobs, db, server.ctx.engine, QUEUE, async (_trx, order) => {
      fired.push(order.id);
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
      .set({ status: 'delivered' })
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
        .select(['id', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await setOrderTimer(jobs, QUEUE, order, at, trx);
    });

  it('fires a timer set twice once, when it comes, on the order still in its state', async () => {
    await setTimer(Date.now() + 1_000);
    await setTimer(Date.now() + 1_000);
    await setTimer(Date.now() + 1_000, otherOrderId);
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
});
