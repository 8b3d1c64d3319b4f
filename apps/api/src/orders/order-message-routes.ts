import { LIST_PAGE_DEFAULT_LIMIT } from '@bb/validation';
import { listPageQuery, orderIdParams, orderMessageBody } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { signedInAccount } from '../auth/session-store';
import { transact } from '../db/transactions';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { markThreadRead } from '../mail/message-notices';
import { tellOrderEvent } from '../notifications/tell-order-event';
import { findOrder, ORDER_ASKERS } from './order-access';
import type { OrderParty } from './order-lifecycle';
import { addOrderMessage, orderThread } from './order-message-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  read: { config: { openapi: { params: orderIdParams, query: listPageQuery } } },
  send: { config: { openapi: { params: orderIdParams, body: orderMessageBody } } },
} satisfies Record<string, RouteDeclaration>;

/** How a message's author is named to the reader. */
const AUTHOR_NAMES: Record<OrderParty, string> = {
  customer: 'customer',
  expert: 'expert',
  operator: 'BB operator',
};

/**
 * The message thread on an order, for each of its parties: GET …/orders/{id}/messages reads it a
 * page at a time, the newest first (`next_cursor` for the earlier ones); POST writes to it
 * (`body`, up to 4000 characters) while the order is open, tells the other parties (one notice
 * and e-mail for a burst: `mail/message-notices.ts`) and answers the newest page. Authors show as their
 * party, never by e-mail address. Reading or writing marks the thread read for the reader.
 */
export function orderMessageRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const limit = rateLimitGuard(
      app,
      ctx.config.rateLimitEnabled,
      'orderMessage',
      signedInAccount(ctx),
    );
    for (const { prefix, asker } of ORDER_ASKERS) {
      app.get(`${prefix}/:id/messages`, shapes.read, async (request) => {
        const { userId, scope } = await asker(ctx, request);
        const { id } = parseInput(orderIdParams, request.params);
        const page = parseInput(listPageQuery, request.query);
        const order = await findOrder(ctx, id, scope);
        await markThreadRead(ctx.db, `order:${order.id}`, userId);
        return okEnvelope(await orderThread(ctx.db, order.id, page));
      });

      app.post(`${prefix}/:id/messages`, { preHandler: limit, ...shapes.send }, async (request) => {
        const { userId, party, scope } = await asker(ctx, request);
        const { id } = parseInput(orderIdParams, request.params);
        const { body } = parseInput(orderMessageBody, request.body);
        const order = await findOrder(ctx, id, scope);
        if (order.status === 'finished' || order.status === 'cancelled')
          throw new ApiError('order_action_refused', 409, 'status');
        await transact(ctx.db, async (trx) => {
          await addOrderMessage(trx, { orderId: order.id, userId, party, body, at: ctx.now() });
          // The author has the thread before them: read, for the next answer's notice.
          await markThreadRead(trx, `order:${order.id}`, userId);
          await tellOrderEvent(ctx, trx, order, 'message', {
            by: party,
            detail: AUTHOR_NAMES[party],
          });
        });
        return okEnvelope(await orderThread(ctx.db, order.id, { limit: LIST_PAGE_DEFAULT_LIMIT }));
      });
    }
  };
}
