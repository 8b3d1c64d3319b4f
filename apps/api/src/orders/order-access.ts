import type { UserRole } from '@bb/validation';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { type CurrentSession, requireSession, userRole } from '../auth/session-store';
import type { Order } from '../db/schema';
import { ApiError } from '../http/envelope';

/** The signed-in user in `role`; anyone else is refused (spec §6: roles do not mix). */
async function requireRole(
  ctx: AppContext,
  request: FastifyRequest,
  role: UserRole,
): Promise<CurrentSession> {
  const session = await requireSession(ctx, request);
  if (userRole(session.user) !== role)
    throw new ApiError('user_role_required_user_not_matched', 403);
  return session;
}

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

/** Whose orders the asker may see: a customer's own, those assigned to an expert, or all. */
export type OrderScope = { customerUserId: number } | { writerId: number } | 'operator';

/**
 * An order by id, within the asker's scope. Any other order is 'not found', as if it did not
 * exist: nobody learns of orders that are not theirs by trying ids.
 */
export async function findOrder(
  ctx: AppContext,
  orderId: number,
  scope: OrderScope,
): Promise<Order> {
  let query = ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (scope !== 'operator') {
    query =
      'customerUserId' in scope
        ? query.where('customer_user_id', '=', scope.customerUserId)
        : query.where('writer_id', '=', scope.writerId);
  }
  const order = await query.executeTakeFirst();
  if (!order) throw new ApiError('not_found', 404, 'order_id');
  return order;
}
