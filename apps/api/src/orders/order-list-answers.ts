import type { OrderStatus, OrderStatusCounts } from '@bb/validation';
import type { AppContext } from '../app-context';
import type { PageRequest } from '../db/keyset-page';
import { orderDetails } from './order-details';
import type { OrderParty } from './order-lifecycle';
import {
  customerOrderPage,
  customerStatusCounts,
  expertOrderPage,
  expertStatusCounts,
  type OrderPage,
} from './order-lists';

type OrderListRequest = PageRequest & { status?: OrderStatus | undefined };

/**
 * A page of an order list as `viewer` sees it, with how many are in each state on the first page
 * only (the filter's options read them once).
 */
async function orderListAnswer(
  ctx: AppContext,
  viewer: OrderParty,
  orders: OrderPage,
  cursor: PageRequest['cursor'],
  counts: () => Promise<OrderStatusCounts>,
) {
  return {
    orders: await orderDetails(ctx, orders.orders, viewer),
    next_cursor: orders.next_cursor,
    ...(cursor === undefined && { status_counts: await counts() }),
  };
}

/** GET /customers/orders (and the operator's …/customers/{id}/orders): the customer's orders. */
export async function customerOrderList(
  ctx: AppContext,
  customerUserId: number,
  { status, ...page }: OrderListRequest,
  viewer: OrderParty,
) {
  const orders = await customerOrderPage(ctx.db, customerUserId, status, page);
  return orderListAnswer(ctx, viewer, orders, page.cursor, () =>
    customerStatusCounts(ctx.db, customerUserId),
  );
}

/** GET /writers/orders (and the operator's …/writers/{id}/orders): the expert's orders. */
export async function expertOrderList(
  ctx: AppContext,
  writerId: number,
  { status, ...page }: OrderListRequest,
  viewer: OrderParty,
) {
  const orders = await expertOrderPage(ctx.db, writerId, status, page);
  return orderListAnswer(ctx, viewer, orders, page.cursor, () =>
    expertStatusCounts(ctx.db, writerId),
  );
}
