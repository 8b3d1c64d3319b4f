import { listPageQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { balanceAnswer } from './balance-ledger';
import { requireCustomer } from './order-access';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  ledger: { config: { openapi: { query: listPageQuery } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /customers/balance: the customer's balance (`balance_cents`, the sum of their whole ledger,
 * summed by the database) and a page of the ledger (`entries`, newest first; `next_cursor` for
 * the older ones).
 */
export function balanceRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/customers/balance', shapes.ledger, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const page = parseInput(listPageQuery, request.query);
      return okEnvelope(await balanceAnswer(ctx.db, user.id, page));
    });
  };
}
