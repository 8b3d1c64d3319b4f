import { orderIdParams, orderListQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { transact } from '../db/transactions';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { tellOrderEvent } from '../notifications/tell-order-event';
import { recordEarning } from './expert-earnings';
import { findOrder, requireExpert } from './order-access';
import { orderDetails } from './order-details';
import { handOverResult } from './order-files';
import type { OrderAction } from './order-lifecycle';
import { expertOrderList } from './order-list-answers';
import { startReviewPeriod } from './review-period';
import { takeOrderStep } from './take-order-step';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  list: { config: { openapi: { query: orderListQuery } } },
  one: { config: { openapi: { params: orderIdParams } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The expert's orders (the dashboard's `orders_progress/`): GET /writers/orders lists the orders
 * assigned to them a page at a time (their new and current work, nearest deadline first, then
 * their finished work, latest first, then their cancelled orders; or those in one `status`; how many in each on the first page), GET /writers/orders/{id} shows one (with `expert_earning_cents`, what the
 * expert earns for it); POST /writers/orders/{id}/accept, …/decline and …/deliver take the
 * expert's steps (accepting fixes the earning in the ledger; a delivery hands over the files uploaded since the expert accepted the order or since
 * the last revision request, needs at least one, and tells the customer). An order not
 * assigned to them is not found.
 */
export function expertOrderRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/writers/orders', shapes.list, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const query = parseInput(orderListQuery, request.query);
      return okEnvelope(await expertOrderList(ctx, writerId, query, 'expert'));
    });

    app.get('/writers/orders/:id', shapes.one, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const [details] = await orderDetails(ctx, [await findOrder(ctx, id, { writerId })], 'expert');
      return okEnvelope({ order: details });
    });

    const expertStep = (action: OrderAction) => async (request: FastifyRequest) => {
      const { writerId } = await requireExpert(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const order = await findOrder(ctx, id, { writerId });
      // Declined, the order goes back to the operator's queue without an expert; delivered, its
      // review period starts.
      const changes =
        action === 'decline'
          ? { writer_id: null }
          : action === 'deliver'
            ? { delivered_at: ctx.now() }
            : {};
      const next = await transact(ctx.db, async (trx) => {
        // Refused unless the order is still this expert's (the operator may have reassigned it).
        const taken = await takeOrderStep(trx, order, action, { writerId }, changes);
        // Accepting fixes what the expert earns; delivering hands the result over.
        if (action === 'accept') await recordEarning(trx, taken, ctx.now());
        if (action === 'deliver') {
          await handOverResult(trx, taken.id, ctx.now());
          await startReviewPeriod(ctx, trx, taken);
        }
        // Declined, the order has no expert any more: the operators hear of it.
        await tellOrderEvent(ctx, trx, taken, action, { by: 'expert' });
        return taken;
      });
      const [details] = await orderDetails(ctx, [next], 'expert');
      return okEnvelope({ order: details });
    };
    app.post('/writers/orders/:id/accept', shapes.one, expertStep('accept'));
    app.post('/writers/orders/:id/decline', shapes.one, expertStep('decline'));
    app.post('/writers/orders/:id/deliver', shapes.one, expertStep('deliver'));
  };
}
