import type { OrderDetails } from '@bb/validation';
import type { AppContext } from '../app-context';
import type { Order } from '../db/schema';
import { pendingExtensions } from './deadline-extensions';
import { isOrderLate } from './order-lateness';
import { reviewEndsAt } from './review-period';

type OrderDeadlineFields = Pick<
  OrderDetails,
  'is_late' | 'review_ends_datetime' | 'extension_request'
>;

/**
 * What every party's view of these orders tells of their deadline and review period: late or
 * not, when a delivered one is approved unless answered first, and the pending request for a
 * later deadline. One query for the whole list.
 */
export async function orderDeadlineFields(
  ctx: AppContext,
  orders: Order[],
): Promise<(order: Order) => OrderDeadlineFields> {
  const now = ctx.now();
  const pending = await pendingExtensions(
    ctx.db,
    orders.map((order) => order.id),
  );
  return (order) => ({
    is_late: isOrderLate(order, now),
    review_ends_datetime: reviewEndsAt(ctx, order),
    extension_request: pending.get(order.id) ?? null,
  });
}
