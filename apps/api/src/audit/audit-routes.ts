import { accountIdParams, auditEventsQuery, orderIdParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { findOrder, requireOperator } from '../orders/order-access';
import { auditEventPage } from './audit-log';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  order: { config: { openapi: { params: orderIdParams, query: auditEventsQuery } } },
  account: { config: { openapi: { params: accountIdParams, query: auditEventsQuery } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The audit trail, for operators: GET /operators/orders/{id}/audit-events and
 * /operators/accounts/{id}/audit-events page through what was done to an order or an account,
 * newest first (who, what, when, detail).
 */
export function auditRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/operators/orders/:id/audit-events', shapes.order, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const page = parseInput(auditEventsQuery, request.query);
      await findOrder(ctx, id, 'operator');
      return okEnvelope(await auditEventPage(ctx.db, { subjectOrderId: id }, page));
    });

    app.get('/operators/accounts/:id/audit-events', shapes.account, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(accountIdParams, request.params);
      const page = parseInput(auditEventsQuery, request.query);
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) throw new ApiError('not_found', 404, 'id');
      return okEnvelope(await auditEventPage(ctx.db, { subjectUserId: id }, page));
    });
  };
}
