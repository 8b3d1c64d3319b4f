import type { Updateable } from 'kysely';
import type { AppContext } from '../app-context';
import type { Order, OrderTable } from '../db/schema';
import { ApiError } from '../http/envelope';
import { nextOrderState, type OrderAction, type OrderParty } from './order-lifecycle';

/**
 * Moves an order one step along its lifecycle, with whatever else that step changes. The update
 * names the state the order was read in, so of two requests racing for one step only one wins;
 * the other, like any step the lifecycle does not list, gets 409 `order_action_refused` and
 * changes nothing.
 */
export async function takeOrderStep(
  ctx: AppContext,
  order: Order,
  action: OrderAction,
  by: OrderParty,
  changes: Omit<Updateable<OrderTable>, 'id' | 'status'> = {},
): Promise<Order> {
  const to = nextOrderState(order.status, action, by);
  if (!to) throw new ApiError('order_action_refused', 409, 'status');
  const result = await ctx.db
    .updateTable('orders')
    .set({ ...changes, status: to })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw new ApiError('order_action_refused', 409, 'status');
  return { ...order, ...changes, status: to } as Order;
}
