import type { Kysely } from 'kysely';
import type { Engine } from '../db/database';
import type { Database } from '../db/schema';
import { transact } from '../db/transactions';
import type { Jobs, QueueSettings } from '../jobs/jobs';

/** What an order's timer carries: the order, and the state it was set in. */
export type OrderTimerData = { orderId: number; status: string };

/** A timer's step failing (the database busy) is tried again a few times, a minute apart and more. */
const ORDER_TIMER_SETTINGS: QueueSettings = {
  retryLimit: 5,
  retryDelaySeconds: 60,
  exclusive: true,
};

/**
 * Registers what happens when an order's timer of `queue` comes (an auto-approval, a reminder, an
 * expiry): `fire` runs in a transaction holding the order, and only while the order is still in the
 * state the timer was set in; an order that has moved on drops it.
 */
export function workOrderTimer(
  jobs: Jobs,
  db: Kysely<Database>,
  engine: Engine,
  queue: string,
  fire: (trx: Kysely<Database>, order: { id: number; status: string }) => Promise<void>,
): void {
  jobs.work<OrderTimerData>(queue, ORDER_TIMER_SETTINGS, ({ orderId, status }) =>
    transact(db, async (trx) => {
      let query = trx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId);
      // Locked, so a step racing the timer waits for it or finds it done.
      if (engine === 'postgres') query = query.forUpdate();
      const order = await query.executeTakeFirst();
      if (order?.status !== status) return;
      await fire(trx, order);
    }),
  );
}

/**
 * Sets the order's timer of `queue` for `at` (epoch ms, wall clock), in the transaction `trx` of
 * the step that starts it: the order's id is the singleton key, so while one is set a second is
 * not. The order's state now is the state in which it will fire.
 */
export function setOrderTimer(
  jobs: Jobs,
  queue: string,
  order: { id: number; status: string },
  at: number,
  trx: Kysely<Database>,
): Promise<void> {
  return jobs.send<OrderTimerData>(
    queue,
    { orderId: order.id, status: order.status },
    { startAfter: at, singletonKey: `order-${order.id}`, trx },
  );
}
