import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../app-context';
import { requireRole } from '../auth/require-role';
import type { CurrentSession } from '../auth/session-store';
import type { Database, Order } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { OrderActor, OrderParty } from './order-lifecycle';

/** The signed-in customer; other roles cannot place or see customer orders. */
export function requireCustomer(ctx: AppContext, request: FastifyRequest) {
  return requireRole(ctx, request, 'customer');
}

/** The signed-in operator. */
export function requireOperator(ctx: AppContext, request: FastifyRequest) {
  return requireRole(ctx, request, 'operator');
}

/** The signed-in expert and their writer profile; an expert account without one is refused. */
export async function requireExpert(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<CurrentSession & { writerId: number }> {
  const session = await requireRole(ctx, request, 'writer');
  const writer = await ctx.db
    .selectFrom('writers')
    .select('id')
    .where('user_id', '=', session.user.id)
    .executeTakeFirst();
  if (!writer) throw new ApiError('user_role_required_user_not_matched', 403);
  return { ...session, writerId: writer.id };
}

/**
 * Whose orders the asker may see: a customer's own, those assigned to an expert, or all (an
 * operator, or the API's own timers).
 */
export type OrderScope = { customerUserId: number } | { writerId: number } | 'operator' | 'system';

/** Who the asker of `scope` acts as. */
export function actorOf(scope: OrderScope): OrderActor {
  if (scope === 'operator' || scope === 'system') return scope;
  return 'customerUserId' in scope ? 'customer' : 'expert';
}

/** The condition that an order (the `orders` table of a query) lies within `scope`. */
export function orderInScope(scope: OrderScope) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    if (scope === 'operator' || scope === 'system') return eb.lit(true);
    return 'customerUserId' in scope
      ? eb('orders.customer_user_id', '=', scope.customerUserId)
      : eb('orders.writer_id', '=', scope.writerId);
  };
}

/**
 * An order by id, within the asker's scope. Any other order is 'not found', as if it did not
 * exist: nobody learns of orders that are not theirs by trying ids.
 */
export async function findOrder(
  ctx: AppContext,
  orderId: number,
  scope: OrderScope,
): Promise<Order> {
  const query = ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where(orderInScope(scope));
  const order = await query.executeTakeFirst();
  if (!order) throw new ApiError('not_found', 404, 'order_id');
  return order;
}

/** Who asks, through which path: their user id, their party and the orders they may see. */
export type OrderAsker = { userId: number; party: OrderParty; scope: OrderScope };

/**
 * Each party's path prefix for the routes on one order (its thread, its files) and how the asker
 * is recognised there: the customer's own orders, the expert's assigned ones, the operator's all.
 */
export const ORDER_ASKERS: ReadonlyArray<{
  party: OrderParty;
  prefix: string;
  asker: (ctx: AppContext, request: FastifyRequest) => Promise<OrderAsker>;
}> = [
  {
    party: 'customer',
    prefix: '/customers/orders',
    asker: async (ctx, request) => {
      const { user } = await requireCustomer(ctx, request);
      return { userId: user.id, party: 'customer', scope: { customerUserId: user.id } };
    },
  },
  {
    party: 'expert',
    prefix: '/writers/orders',
    asker: async (ctx, request) => {
      const { user, writerId } = await requireExpert(ctx, request);
      return { userId: user.id, party: 'expert', scope: { writerId } };
    },
  },
  {
    party: 'operator',
    prefix: '/operators/orders',
    asker: async (ctx, request) => {
      const { user } = await requireOperator(ctx, request);
      return { userId: user.id, party: 'operator', scope: 'operator' };
    },
  },
];
