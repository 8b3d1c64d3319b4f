import { ordersLatestQuery, testimonialsRotatorQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { latestFinishedOrders, rotatorTestimonials } from './review-queries';
import { ratingFromTenths, writerRef } from './writer-cards';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  rotator: { config: { openapi: { query: testimonialsRotatorQuery } } },
  latest: { config: { openapi: { query: ordersLatestQuery } } },
} satisfies Record<string, RouteDeclaration>;

/** How many finished orders the latest-orders widget lists (the total comes as total_qty). */
export const LATEST_ORDERS_PAGE = 50;

/** Reviews: the testimonials rotator and the latest finished orders. */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const publicOrigin = ctx.config.publicOrigin;
  return async (app) => {
    // Highlighted testimonials first, then the most recent.
    app.get('/widgets/testimonials-rotator', shapes.rotator, async (request) => {
      const { qty } = parseInput(testimonialsRotatorQuery, request.query);
      const rows = await rotatorTestimonials(db, qty);
      return okEnvelope({
        testimonials: rows.map((row) => ({
          id: row.id,
          text: row.text,
          rating: ratingFromTenths(row.rating_x10),
          customer_label: row.customer_label,
          created_at: row.created_at,
          discipline: { id: row.discipline_id, title: row.discipline_title },
          writer: writerRef(publicOrigin, row),
        })),
      });
    });

    app.get('/widgets/orders-latest', shapes.latest, async (request) => {
      const { discipline } = parseInput(ordersLatestQuery, request.query);
      const { rows, totalQty } = await latestFinishedOrders(db, {
        discipline,
        limit: LATEST_ORDERS_PAGE,
      });
      return okEnvelope({
        orders: rows.map((row) => ({
          id: row.id,
          title: row.title,
          pages_qty: row.pages_qty,
          rating: row.rating_x10 === null ? null : ratingFromTenths(row.rating_x10),
          finished_at: row.finished_at,
          customer_label: row.customer_label,
          discipline: { id: row.discipline_id, title: row.discipline_title },
          paper_type: { id: row.paper_type_id, title: row.paper_type_title },
          writer: writerRef(publicOrigin, row),
        })),
        total_qty: totalQty,
      });
    });
  };
}
