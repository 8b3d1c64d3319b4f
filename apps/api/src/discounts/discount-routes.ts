import { discountFor } from '@bb/validation';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { requireRole } from '../auth/require-role';
import { okEnvelope } from '../http/envelope';
import type { RouteDeclaration } from '../http/route-shapes';
import { paidHistoryOf } from './paid-history';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  none: { config: { openapi: {} } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /customers/discount: the discount the signed-in customer's next payment gets (the welcome
 * or loyalty one, the largest only; null for none) and what they have paid so far, so the
 * dashboard can tell them before they order.
 */
export function discountRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/customers/discount', shapes.none, async (request) => {
      const { user } = await requireRole(ctx, request, 'customer');
      const history = await paidHistoryOf(ctx.db, user.id);
      return okEnvelope({
        discount: discountFor(history, ctx.config.discounts),
        paid_total_cents: history.paidTotalCents,
      });
    });
  };
}
