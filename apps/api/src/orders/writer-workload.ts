import { type Kysely, sql } from 'kysely';
import type { Database, Order } from '../db/schema';

/*
 * An expert's order counts on their card and in the operator's workload column
 * (writers.orders_progress_qty, orders_finished_qty) follow the orders: every step changes them in
 * its own transaction (take-order-step.ts). The work counted is every order the expert holds that
 * is neither waiting for an expert nor over, so a state added to the lifecycle counts as work
 * unless listed here. Both counts are always the counts of the expert's order rows.
 */

/** The states of an order that is not the expert's work: not yet given, or over. */
const NOT_WORK_STATES = ['pre_order', 'paid', 'finished', 'cancelled'];

type Counted = Pick<Order, 'status' | 'writer_id'>;

function countsOf(order: Counted): { progress: number; finished: number } {
  return {
    progress: order.writer_id !== null && !NOT_WORK_STATES.includes(order.status) ? 1 : 0,
    finished: order.writer_id !== null && order.status === 'finished' ? 1 : 0,
  };
}

/**
 * Moves the counts of the experts an order step concerns from the order as it was (`before`) to
 * the order as it is (`after`): a reassignment moves the work from one expert to the other. Each
 * change is one increment of the row, so concurrent steps of one expert all count.
 */
export async function followWriterWorkload(
  db: Kysely<Database>,
  before: Counted,
  after: Counted,
): Promise<void> {
  const deltas = new Map<number, { progress: number; finished: number }>();
  for (const [order, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (order.writer_id === null) continue;
    const counts = countsOf(order);
    const delta = deltas.get(order.writer_id) ?? { progress: 0, finished: 0 };
    delta.progress += sign * counts.progress;
    delta.finished += sign * counts.finished;
    deltas.set(order.writer_id, delta);
  }
  for (const [writerId, delta] of deltas) {
    if (delta.progress === 0 && delta.finished === 0) continue;
    await db
      .updateTable('writers')
      .set({
        orders_progress_qty: sql`orders_progress_qty + ${delta.progress}`,
        orders_finished_qty: sql`orders_finished_qty + ${delta.finished}`,
      })
      .where('id', '=', writerId)
      .execute();
  }
}

/** Counts every expert's orders in progress and finished anew from the orders (the demo's seeding). */
export async function recountWriterWorkload(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('writers')
    .set((eb) => ({
      orders_progress_qty: eb
        .selectFrom('orders')
        .select((inner) => inner.fn.countAll<number>().as('qty'))
        .whereRef('orders.writer_id', '=', 'writers.id')
        .where('orders.status', 'not in', NOT_WORK_STATES),
      orders_finished_qty: eb
        .selectFrom('orders')
        .select((inner) => inner.fn.countAll<number>().as('qty'))
        .whereRef('orders.writer_id', '=', 'writers.id')
        .where('orders.status', '=', 'finished'),
    }))
    .execute();
}
