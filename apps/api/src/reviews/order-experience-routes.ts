import { orderExperienceBody, orderExperienceQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { ratingFromTenths } from '../content/writer-cards';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { findOrder, requireCustomer } from '../orders/order-access';
import { orderExperienceRow, saveOrderExperience } from './order-experience-queries';
import { isReviewWindowOpen, reviewWindowEndsAt } from './review-window';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  read: { config: { openapi: { query: orderExperienceQuery } } },
  send: { config: { openapi: { body: orderExperienceBody } } },
} satisfies Record<string, RouteDeclaration>;

/** The customer's review as they read it (and, with `hidden_at`, staff). */
export function experienceAnswer(row: Awaited<ReturnType<typeof orderExperienceRow>>) {
  return row
    ? {
        order_id: row.order_id,
        rating: ratingFromTenths(row.rating_x10),
        comment: row.comment,
        would_recommend: row.would_recommend === 1,
        created_at: row.created_at,
        updated_at: row.updated_at,
        is_hidden: row.hidden_at !== null,
      }
    : null;
}

/**
 * The customer's review after an order is finished. GET /widgets/order-post-experience?order_id
 * shows it (null before), whether it can be given or changed now (`can_submit`: the order is
 * finished, its review window, REVIEW_WINDOW_DAYS, still open, and the review not hidden) and
 * until when (`window_ends_at`); POST (order_id, rating 0–10, comment, would_recommend) saves it,
 * again to change it, rates the order and recomputes the expert's rating (409 once it cannot).
 */
export function orderExperienceRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    app.get('/widgets/order-post-experience', shapes.read, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { order_id } = parseInput(orderExperienceQuery, request.query);
      const order = await findOrder(ctx, order_id, { customerUserId: user.id });
      const experience = experienceAnswer(await orderExperienceRow(db, order.id));
      return okEnvelope({
        can_submit: isReviewWindowOpen(ctx, order) && experience?.is_hidden !== true,
        window_ends_at: reviewWindowEndsAt(ctx, order),
        experience,
      });
    });

    app.post('/widgets/order-post-experience', shapes.send, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const form = parseInput(orderExperienceBody, request.body);
      const order = await findOrder(ctx, form.order_id, { customerUserId: user.id });
      if (!isReviewWindowOpen(ctx, order))
        throw new ApiError('order_action_refused', 409, 'order_id');
      await saveOrderExperience(ctx, order, {
        userId: user.id,
        ratingX10: form.rating * 10,
        comment: form.comment,
        wouldRecommend: form.would_recommend,
        at: ctx.now(),
      });
      return okEnvelope({ experience: experienceAnswer(await orderExperienceRow(db, order.id)) });
    });
  };
}
