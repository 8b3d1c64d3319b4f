import {
  accountIdParams,
  customerRatingBody,
  listPageQuery,
  orderIdParams,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { findOrder, requireExpert, requireOperator } from '../orders/order-access';
import { customerRatingOf, customerRatingPage, saveCustomerRating } from './customer-ratings';
import { hideOrderExperience, orderExperienceRow } from './order-experience-queries';
import { experienceAnswer } from './order-experience-routes';
import { isReviewWindowOpen, reviewWindowEndsAt } from './review-window';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  one: { config: { openapi: { params: orderIdParams } } },
  rate: { config: { openapi: { params: orderIdParams, body: customerRatingBody } } },
  customer: { config: { openapi: { params: accountIdParams, query: listPageQuery } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The reviews staff see. The expert of a finished order rates its customer within the review
 * window: GET /writers/orders/{id}/customer-rating (their rating, `can_submit`,
 * `window_ends_at`), POST the same (rating 0–10, comment) to give or change it. The operator reads
 * both sides of an order (GET /operators/orders/{id}/reviews: the customer's review, hidden or not,
 * and the expert's rating of the customer), hides a review that breaks the rules (POST
 * /operators/orders/{id}/review/hide, audited), and pages through a customer's ratings by experts
 * (GET /operators/customers/{id}/customer-ratings). No customer route answers the expert's rating.
 */
export function reviewStaffRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    app.get('/writers/orders/:id/customer-rating', shapes.one, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const order = await findOrder(ctx, id, { writerId });
      return okEnvelope({
        can_submit: isReviewWindowOpen(ctx, order),
        window_ends_at: reviewWindowEndsAt(ctx, order),
        customer_rating: await customerRatingOf(db, order.id),
      });
    });

    app.post('/writers/orders/:id/customer-rating', shapes.rate, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const form = parseInput(customerRatingBody, request.body);
      const order = await findOrder(ctx, id, { writerId });
      if (!isReviewWindowOpen(ctx, order)) throw new ApiError('order_action_refused', 409, 'id');
      await saveCustomerRating(db, order, {
        ratingX10: form.rating * 10,
        comment: form.comment,
        at: ctx.now(),
      });
      return okEnvelope({ customer_rating: await customerRatingOf(db, order.id) });
    });

    app.get('/operators/orders/:id/reviews', shapes.one, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const order = await findOrder(ctx, id, 'operator');
      return okEnvelope({
        review: experienceAnswer(await orderExperienceRow(db, order.id)),
        customer_rating: await customerRatingOf(db, order.id),
      });
    });

    app.post('/operators/orders/:id/review/hide', shapes.one, async (request) => {
      const session = await requireOperator(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const order = await findOrder(ctx, id, 'operator');
      await hideOrderExperience(db, order, { userId: session.user.id, at: ctx.now() });
      return okEnvelope({ review: experienceAnswer(await orderExperienceRow(db, order.id)) });
    });

    app.get('/operators/customers/:id/customer-ratings', shapes.customer, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(accountIdParams, request.params);
      const page = parseInput(listPageQuery, request.query);
      return okEnvelope(await customerRatingPage(db, id, page));
    });
  };
}
