import type { Kysely, Updateable } from 'kysely';
import { followExpertStanding } from '../content/expert-standing';
import type { Database, Order, OrderTable } from '../db/schema';
import { ApiError } from '../http/envelope';
import { actorOf, type OrderScope, orderInScope } from './order-access';
import { nextOrderState, type OrderAction, type OrderState } from './order-lifecycle';
import { followWriterWorkload } from './writer-workload';

/**
 * Moves an order one step along its lifecycle, with whatever else that step changes, taken by the
 * asker of `scope` (its customer, the expert assigned to it, an operator, or the system when a timer
 * comes). The one update names
 * what the step was judged on, the state and the expert as read and the asker's claim on the
 * order, so it applies only to the order as it still is: of two requests racing (two steps, or an
 * expert's step and the operator's reassignment) only one wins; the other, like any step the
 * lifecycle does not list, gets 409 `order_action_refused` and changes nothing. Answers the row as
 * updated, which whatever the step derives (an earning, a charge, a refund) is written from; the
 * experts' order counts (writer-workload.ts) and their rating and badges
 * (content/expert-standing.ts) follow it.
 * `db` is the database, or the transaction the step is part of; `outcome` names the state of a
 * step that has several (`nextOrderState`).
 */
export async function takeOrderStep(
  db: Kysely<Database>,
  order: Order,
  action: OrderAction,
  scope: OrderScope,
  changes: Omit<Updateable<OrderTable>, 'id' | 'status'> = {},
  outcome?: OrderState,
): Promise<Order> {
  const to = nextOrderState(order.status, action, actorOf(scope), outcome);
  if (!to) throw new ApiError('order_action_refused', 409, 'status');
  const taken = await db
    .updateTable('orders')
    .set({ ...changes, status: to })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .where((eb) =>
      order.writer_id === null
        ? eb('writer_id', 'is', null)
        : eb('writer_id', '=', order.writer_id),
    )
    .where(orderInScope(scope))
    .returningAll()
    .executeTakeFirst();
  if (!taken) throw new ApiError('order_action_refused', 409, 'status');
  await followWriterWorkload(db, order, taken);
  await followExpertStanding(db, order, taken);
  return taken;
}
