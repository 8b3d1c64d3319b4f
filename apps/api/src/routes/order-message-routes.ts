import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import { orderIdParams, orderMessageBody } from '../http/request-schemas';
import {
  findOrder,
  type OrderScope,
  requireCustomer,
  requireExpert,
  requireOperator,
} from '../orders/order-access';
import type { OrderParty } from '../orders/order-lifecycle';
import { sendMessageNotice } from '../orders/order-notices';

/** Who asks, through which path: their user id, their party and the orders they may see. */
type Asker = { userId: number; party: OrderParty; scope: OrderScope };

const THREADS: Array<{
  prefix: string;
  asker: (ctx: AppContext, request: FastifyRequest) => Promise<Asker>;
}> = [
  {
    prefix: '/customers/orders',
    asker: async (ctx, request) => {
      const { user } = await requireCustomer(ctx, request);
      return { userId: user.id, party: 'customer', scope: { customerUserId: user.id } };
    },
  },
  {
    prefix: '/writers/orders',
    asker: async (ctx, request) => {
      const { user, writerId } = await requireExpert(ctx, request);
      return { userId: user.id, party: 'expert', scope: { writerId } };
    },
  },
  {
    prefix: '/operators/orders',
    asker: async (ctx, request) => {
      const { user } = await requireOperator(ctx, request);
      return { userId: user.id, party: 'operator', scope: 'operator' };
    },
  },
];

/**
 * The message thread on an order, for each of its parties: GET …/orders/{id}/messages reads it,
 * oldest first; POST writes to it (`body`, up to 4000 characters) while the order is open, and
 * e-mails the other party. Authors show as their party, never by e-mail address.
 */
export function orderMessageRoutes(ctx: AppContext): FastifyPluginAsync {
  const thread = (orderId: number) =>
    ctx.db
      .selectFrom('order_messages')
      .select(['id', 'author_party as party', 'body', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();

  return async (app) => {
    for (const { prefix, asker } of THREADS) {
      app.get(`${prefix}/:id/messages`, async (request) => {
        const { scope } = await asker(ctx, request);
        const { id } = parseInput(orderIdParams, request.params);
        const order = await findOrder(ctx, id, scope);
        return okEnvelope({ messages: await thread(order.id) });
      });

      app.post(`${prefix}/:id/messages`, async (request) => {
        const { userId, party, scope } = await asker(ctx, request);
        const { id } = parseInput(orderIdParams, request.params);
        const { body } = parseInput(orderMessageBody, request.body);
        const order = await findOrder(ctx, id, scope);
        if (order.status === 'finished' || order.status === 'cancelled')
          throw new ApiError('order_action_refused', 409, 'status');
        await ctx.db
          .insertInto('order_messages')
          .values({
            order_id: order.id,
            author_user_id: userId,
            author_party: party,
            body,
            created_at: ctx.now(),
          })
          .execute();
        await sendMessageNotice(ctx, order, party, request.log);
        return okEnvelope({ messages: await thread(order.id) });
      });
    }
  };
}
