import { receiptIdParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { requireSession, userRole } from '../auth/session-store';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { findReceipt, type ReceiptReader } from './receipts';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  one: { config: { openapi: { params: receiptIdParams } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /receipts/{id}: the receipt of a payment or a top-up, by its ledger entry's id, for the
 * customer who paid and for operators. Another customer's is not found (as their orders are);
 * the other roles are refused.
 */
export function receiptRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/receipts/:id', shapes.one, async (request) => {
      const { user } = await requireSession(ctx, request);
      const { id } = parseInput(receiptIdParams, request.params);
      const role = userRole(user);
      let reader: ReceiptReader;
      if (role === 'operator') reader = 'operator';
      else if (role === 'customer') reader = { customerUserId: user.id };
      else throw new ApiError('user_role_required_user_not_matched', 403);
      const receipt = await findReceipt(ctx.db, ctx.config, id, reader);
      if (!receipt) throw new ApiError('not_found', 404, 'id');
      return okEnvelope({ receipt });
    });
  };
}
