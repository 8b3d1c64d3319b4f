import { orderExperienceBody, orderExperienceQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { ratingFromTenths } from '../content/writer-cards';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { findOrder, requireCustomer } from './order-access';
import { orderExperienceRow, saveOrderExperience } from './order-experience-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  read: { config: { openapi: { query: orderExperienceQuery } } },
  send: { config: { openapi: { body: orderExperienceBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The customer's feedback after an order is finished. GET /widgets/order-post-experience?order_id
 * shows it (null before) and whether it can be given; POST (order_id, rating 0–10, comment,
 * would_recommend) saves it, again to change it, and rates the order.
 */
export function orderExperienceRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const readExperience = async (orderId: number) => {
    const row = await orderExperienceRow(db, orderId);
    return row
      ? {
          order_id: row.order_id,
          rating: ratingFromTenths(row.rating_x10),
          comment: row.comment,
          would_recommend: row.would_recommend === 1,
          created_at: row.created_at,
          updated_at: row.updated_at,
        }
      : null;
  };

  return async (app) => {
    app.get('/widgets/order-post-experience', shapes.read, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { order_id } = parseInput(orderExperienceQuery, request.query);
      const order = await findOrder(ctx, order_id, { customerUserId: user.id });
      return okEnvelope({
        can_submit: order.status === 'finished',
        experience: await readExperience(order.id),
      });
    });

    app.post('/widgets/order-post-experience', shapes.send, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const form = parseInput(orderExperienceBody, request.body);
      const order = await findOrder(ctx, form.order_id, { customerUserId: user.id });
      if (order.status !== 'finished') throw new ApiError('invalid_request', 409, 'order_id');
      await saveOrderExperience(db, {
        orderId: order.id,
        userId: user.id,
        ratingX10: form.rating * 10,
        comment: form.comment,
        wouldRecommend: form.would_recommend,
        at: ctx.now(),
      });
      return okEnvelope({ experience: await readExperience(order.id) });
    });
  };
}
