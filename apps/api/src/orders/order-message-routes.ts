import { LIST_PAGE_DEFAULT_LIMIT } from '@bb/validation';
import { listPageQuery, orderIdParams, orderMessageBody } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { signedInAccount } from '../auth/session-store';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { markThreadRead } from '../mail/message-notices';
import { findOrder, ORDER_ASKERS } from './order-access';
import { addOrderMessage, orderThread } from './order-message-queries';
import { sendMessageNotice } from './order-notices';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  read: { config: { openapi: { params: orderIdParams, query: listPageQuery } } },
  send: { config: { openapi: { params: orderIdParams, body: orderMessageBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The message thread on an order, for each of its parties: GET …/orders/{id}/messages reads it a
 * page at a time, the newest first (`next_cursor` for the earlier ones); POST writes to it
 * (`body`, up to 4000 characters) while the order is open, e-mails the other party (one e-mail
 * for a burst: `mail/message-notices.ts`) and answers the newest page. Authors show as their
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
        await addOrderMessage(ctx.db, {
          orderId: order.id,
          userId,
          party,
          body,
          at: ctx.now(),
        });
        // The author has the thread before them: read, for the next answer's e-mail.
        await markThreadRead(ctx.db, `order:${order.id}`, userId);
        await sendMessageNotice(ctx, order, party, request.log);
        return okEnvelope(await orderThread(ctx.db, order.id, { limit: LIST_PAGE_DEFAULT_LIMIT }));
      });
    }
  };
}
