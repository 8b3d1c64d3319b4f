import { FOUNDATION_YEAR } from '@bb/validation';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { okEnvelope } from '../http/envelope';
import { createResponseCache } from '../http/response-cache';
import type { RouteDeclaration } from '../http/route-shapes';
import { customerCount, writerFigures } from './content-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  none: { config: { openapi: {} } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /widgets/statistics: live figures from the data, with the award image names of spec §3
 * that illustrate them (writers_count, writers_online, quality_score). Cached for a minute.
 */
export function statisticsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 1, now: ctx.now });
    app.get('/widgets/statistics', shapes.none, async (_request, reply) => {
      const json = await cache.get('statistics', async () =>
        JSON.stringify(okEnvelope(await statistics(ctx))),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    });
  };
}

async function statistics(ctx: AppContext) {
  const writers = await writerFigures(ctx.db);
  const customersQty = await customerCount(ctx.db);
  const rated = writers.filter((writer) => writer.reviews_qty > 0);
  const reviewsQty = rated.reduce((sum, writer) => sum + writer.reviews_qty, 0);
  // The quality score weighs each expert's rating by their number of reviews.
  const qualityScore =
    reviewsQty === 0
      ? 0
      : Math.round(
          rated.reduce((sum, writer) => sum + writer.rating_x10 * writer.reviews_qty, 0) /
            reviewsQty,
        ) / 10;
  // The experts the experts page lists: the orders and reviews count everyone's.
  const listed = writers.filter((writer) => Number(writer.is_listed) === 1);
  const writersQty = listed.length;
  const writersOnlineQty = listed.filter((writer) => writer.is_online === 1).length;
  return {
    orders_finished_qty: writers.reduce((sum, writer) => sum + writer.orders_finished_qty, 0),
    orders_progress_qty: writers.reduce((sum, writer) => sum + writer.orders_progress_qty, 0),
    reviews_qty: reviewsQty,
    customers_qty: customersQty,
    writers_qty: writersQty,
    writers_online_qty: writersOnlineQty,
    quality_score: qualityScore,
    foundation_year: FOUNDATION_YEAR,
    badges: [
      { name: 'writers_count', value: writersQty },
      { name: 'writers_online', value: writersOnlineQty },
      { name: 'quality_score', value: qualityScore },
    ],
  };
}
