import {
  writerSlugParams,
  writerSlugsParams,
  writersTopQuery,
  writerTestimonialsQuery,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { ratingFromTenths, writerCards } from './writer-cards';
import { topWriters, writerBySlug, writersBySlugs, writerTestimonials } from './writer-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  many: { config: { openapi: { params: writerSlugsParams } } },
  testimonials: {
    config: { openapi: { params: writerSlugParams, query: writerTestimonialsQuery } },
  },
  top: { config: { openapi: { query: writersTopQuery } } },
} satisfies Record<string, RouteDeclaration>;

/** Experts: by slug or slug list, their testimonials, and the top list (their portfolio: expert-portfolio/). */
export function writerRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;

  const findWriter = async (slug: string) => {
    const writer = await writerBySlug(db, slug);
    if (!writer) throw new ApiError('not_found', 404, 'slug');
    return writer;
  };

  return async (app) => {
    // One slug: that writer's card. A comma-separated list: the cards as a map by slug, in the
    // list's order, unknown slugs left out.
    app.get('/widgets/writers/:slugs', shapes.many, async (request) => {
      const { slugs } = parseInput(writerSlugsParams, request.params);
      const isList = (request.params as { slugs: string }).slugs.includes(',');
      const bySlug = await writersBySlugs(db, slugs);
      const asked = slugs.flatMap((slug) => {
        const writer = bySlug.get(slug);
        return writer ? [{ slug, writer }] : [];
      });
      const cards = await writerCards(
        ctx,
        asked.map(({ writer }) => writer),
      );
      if (isList) {
        // Keyed by the slug asked: an old one (a pen name changed) maps to the card, whose
        // `slug` is the current one.
        return okEnvelope(Object.fromEntries(asked.map(({ slug }, index) => [slug, cards[index]])));
      }
      const [card] = cards;
      if (!card) throw new ApiError('not_found', 404, 'slug');
      return okEnvelope(card);
    });

    app.get('/widgets/writers/:slug/testimonials', shapes.testimonials, async (request) => {
      const { slug } = parseInput(writerSlugParams, request.params);
      const query = parseInput(writerTestimonialsQuery, request.query);
      const writer = await findWriter(slug);
      const { rows, totalQty } = await writerTestimonials(db, writer.id, {
        highlightedOnly: query.highlighted_only,
        offset: query.offset,
        limit: query.limit,
      });
      return okEnvelope({
        testimonials: rows.map((row) => ({
          id: row.id,
          text: row.text,
          rating: ratingFromTenths(row.rating_x10),
          customer_label: row.customer_label,
          is_highlighted: row.is_highlighted === 1,
          created_at: row.created_at,
          discipline: { id: row.discipline_id, title: row.discipline_title },
        })),
        total_qty: totalQty,
        offset: query.offset,
        limit: query.limit,
      });
    });

    app.get('/widgets/writers-top', shapes.top, async (request) => {
      const query = parseInput(writersTopQuery, request.query);
      const { rows, next_cursor } = await topWriters(db, query);
      return okEnvelope({ writers: await writerCards(ctx, rows), next_cursor });
    });
  };
}
