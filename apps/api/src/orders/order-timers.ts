import type { Kysely } from 'kysely';
import type { Engine } from '../db/database';
import type { Database, Order } from '../db/schema';
import { transact } from '../db/transactions';
import type { Jobs, QueueSettings } from '../jobs/jobs';

/**
 * What an order's timer carries: the order, and the one entry of the order into a state it
 * belongs to (`entryOf` of its queue: a delivery's instant, the deadline watched). An order that
 * leaves the state and enters it again is a new entry, with timers of its own.
 */
export type OrderTimerData = { orderId: number; entry: string };

/** A timer's step failing (the database busy) is tried again a few times, a minute apart and more. */
const ORDER_TIMER_SETTINGS: QueueSettings = {
  retryLimit: 5,
  retryDelaySeconds: 60,
  exclusive: true,
};

/**
 * Registers what happens when an order's timer of `queue` comes (an auto-approval, a reminder, a
 * deadline): `fire` runs in a transaction holding the order, and only while the order is still in
 * the entry the timer was set for (`entryOf`, null when it is in none); an order that has moved on,
 * or has left and come back, drops it.
 */
export function workOrderTimer(
  jobs: Jobs,
  db: Kysely<Database>,
  engine: Engine,
  queue: string,
  entryOf: (order: Order) => string | null,
  fire: (trx: Kysely<Database>, order: Order) => Promise<void>,
): void {
  jobs.work<OrderTimerData>(queue, ORDER_TIMER_SETTINGS, ({ orderId, entry }) =>
    transact(db, async (trx) => {
      let query = trx.selectFrom('orders').selectAll().where('id', '=', orderId);
      // Locked, so a step racing the timer waits for it or finds it done.
      if (engine === 'postgres') query = query.forUpdate();
      const order = await query.executeTakeFirst();
      if (!order || entryOf(order) !== entry) return;
      await fire(trx, order);
    }),
  );
}

/**
 * Sets the timer of `queue` for the order's `entry` (its queue's `entryOf` now), to come at `at`
 * (epoch ms, wall clock), in the transaction `trx` of the step that starts it. The order, the
 * entry and the instant are the singleton key: the same timer set twice is set once, while a
 * later entry's timer is a timer of its own.
 */
export function setOrderTimer(
  jobs: Jobs,
  queue: string,
  order: { id: number; entry: string },
  at: number,
  trx: Kysely<Database>,
): Promise<void> {
  return jobs.send<OrderTimerData>(
    queue,
    { orderId: order.id, entry: order.entry },
    { startAfter: at, singletonKey: `order-${order.id}-${order.entry}-${at}`, trx },
  );
}
