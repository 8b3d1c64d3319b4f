import { accountIdParams, auditEventsQuery, orderIdParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { requireRole } from '../auth/require-role';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { auditEventPage, auditSubjectExists } from './audit-log';

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
      await requireRole(ctx, request, 'operator');
      const { id } = parseInput(orderIdParams, request.params);
      const page = parseInput(auditEventsQuery, request.query);
      if (!(await auditSubjectExists(ctx.db, { subjectOrderId: id })))
        throw new ApiError('not_found', 404, 'order_id');
      return okEnvelope(await auditEventPage(ctx.db, { subjectOrderId: id }, page));
    });

    app.get('/operators/accounts/:id/audit-events', shapes.account, async (request) => {
      await requireRole(ctx, request, 'operator');
      const { id } = parseInput(accountIdParams, request.params);
      const page = parseInput(auditEventsQuery, request.query);
      if (!(await auditSubjectExists(ctx.db, { subjectUserId: id })))
        throw new ApiError('not_found', 404, 'id');
      return okEnvelope(await auditEventPage(ctx.db, { subjectUserId: id }, page));
    });
  };
}
