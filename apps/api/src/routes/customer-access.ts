import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { type CurrentSession, requireSession, userRole } from '../auth/session-store';
import { ApiError } from '../http/envelope';

/** The signed-in customer; other roles cannot place or see customer orders (spec §6). */
export async function requireCustomer(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<CurrentSession> {
  const session = await requireSession(ctx, request);
  if (userRole(session.user) !== 'customer')
    throw new ApiError('user_role_required_user_not_matched', 403);
  return session;
}

export async function findOwnOrder(ctx: AppContext, userId: number, orderId: number) {
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('customer_user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw new ApiError('not_found', 404, 'order_id');
  return order;
}
