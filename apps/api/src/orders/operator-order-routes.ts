import {
  listPageQuery,
  orderAssignBody,
  orderIdParams,
  orderQueueQuery,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import { writerRef } from '../content/writer-cards';
import { writerSlug } from '../content/writer-queries';
import { writerForOrder } from '../content/writer-slugs';
import { transact } from '../db/transactions';
import { repriceWaitingOrders } from '../discounts/order-pricing';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { tellOrderEvent, tellRefund } from '../notifications/tell-order-event';
import { balanceTransaction, refundOrder } from './balance-ledger';
import { findOrder, requireOperator } from './order-access';
import { orderDetails } from './order-details';
import { queueStatusCounts } from './order-lists';
import { orderExpertPage } from './order-queries';
import { orderSearchPage } from './order-search';
import { reduceCommission } from './partner-commissions';
import { takeOrderStep } from './take-order-step';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  experts: { config: { openapi: { query: listPageQuery } } },
  queue: { config: { openapi: { query: orderQueueQuery } } },
  one: { config: { openapi: { params: orderIdParams } } },
  assign: { config: { openapi: { params: orderIdParams, body: orderAssignBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The operator's orders: GET /operators/orders is the console's order search (orders/order-search.ts),
 * by default the queue (the paid orders waiting for an expert and those assigned but not yet
 * accepted), nearest deadline first, a page at a time, with how many are in each of the queue's
 * states on the first page; GET /operators/orders/{id} shows any order, in the queue or past it;
 * GET /operators/experts pages through the experts, in the order they joined, each with whether
 * they accept orders and can be assigned now; POST /operators/orders/{id}/assign gives one to an
 * expert (`writer_slug`, as the requested writer is named; the expert gets an e-mail; 409
 * `writer_unavailable` for one who does not accept orders or is blocked), again while not
 * accepted; POST …/{id}/cancel drops a paid order and refunds it. Both are recorded in the audit
 * log in their transaction.
 */
export function operatorOrderRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/operators/experts', shapes.experts, async (request) => {
      await requireOperator(ctx, request);
      const page = parseInput(listPageQuery, request.query);
      const { rows, next_cursor } = await orderExpertPage(ctx.db, page);
      return okEnvelope({
        experts: rows.map((row) => ({
          id: row.id,
          ...writerRef(ctx.config.publicOrigin, row),
          orders_progress_qty: row.orders_progress_qty,
          // Whether they accept orders and their account is not blocked: only then assignable.
          is_available: row.is_available === 1,
          is_assignable: row.assignable === 1,
        })),
        next_cursor,
      });
    });

    app.get('/operators/orders', shapes.queue, async (request) => {
      await requireOperator(ctx, request);
      const { cursor, limit, ...search } = parseInput(orderQueueQuery, request.query);
      const page = { cursor, limit };
      const { orders, next_cursor } = await orderSearchPage(ctx.db, ctx.engine, search, page);
      return okEnvelope({
        orders: await orderDetails(ctx, orders, 'operator'),
        next_cursor,
        ...(page.cursor === undefined && { status_counts: await queueStatusCounts(ctx.db) }),
      });
    });

    app.get('/operators/orders/:id', shapes.one, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const [details] = await orderDetails(ctx, [await findOrder(ctx, id, 'operator')], 'operator');
      return okEnvelope({ order: details });
    });

    app.post('/operators/orders/:id/assign', shapes.assign, async (request) => {
      const session = await requireOperator(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const { writer_slug } = parseInput(orderAssignBody, request.body);
      const expert = await writerForOrder(ctx.db, writer_slug);
      if (!expert) throw new ApiError('invalid_request', 400, 'writer_slug');
      if (expert.requestable !== 1) throw new ApiError('writer_unavailable', 409, 'writer_slug');
      const order = await findOrder(ctx, id, 'operator');
      const assigned = await transact(ctx.db, async (trx) => {
        const next = await takeOrderStep(trx, order, 'assign', 'operator', {
          writer_id: expert.id,
        });
        const previous =
          order.writer_id === null ? undefined : await writerSlug(trx, order.writer_id);
        await recordAuditEvent(trx, {
          actorUserId: session.user.id,
          action: previous === undefined ? 'order_assigned' : 'order_reassigned',
          subjectOrderId: order.id,
          detail: previous === undefined ? expert.slug : `${previous} → ${expert.slug}`,
          at: ctx.now(),
        });
        await tellOrderEvent(ctx, trx, next, 'assign', { by: 'operator' });
        return next;
      });
      const [details] = await orderDetails(ctx, [assigned], 'operator');
      return okEnvelope({ order: details });
    });

    app.post('/operators/orders/:id/cancel', shapes.one, async (request) => {
      const session = await requireOperator(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const order = await findOrder(ctx, id, 'operator');
      // A paid order's price goes back to the customer's balance with the cancellation.
      const cancelled = await balanceTransaction(ctx, order.customer_user_id, async (trx) => {
        const next = await takeOrderStep(trx, order, 'cancel', 'operator');
        await refundOrder(trx, next, ctx.now());
        await reduceCommission(trx, next, next.price_cents);
        if (next.customer_user_id !== null)
          await repriceWaitingOrders(trx, ctx.config.discounts, next.customer_user_id);
        await recordAuditEvent(trx, {
          actorUserId: session.user.id,
          action: 'order_cancelled',
          subjectOrderId: order.id,
          at: ctx.now(),
        });
        await tellOrderEvent(ctx, trx, next, 'cancel', { by: 'operator' });
        await tellRefund(ctx, trx, next, { cents: next.price_cents, toCard: false });
        return next;
      });
      const [details] = await orderDetails(ctx, [cancelled], 'operator');
      return okEnvelope({ order: details });
    });
  };
}
