import {
  portfolioItemParams,
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
import { ratingFromTenths, writerCards, writerRef } from './writer-cards';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  many: { config: { openapi: { params: writerSlugsParams } } },
  testimonials: {
    config: { openapi: { params: writerSlugParams, query: writerTestimonialsQuery } },
  },
  portfolio: { config: { openapi: { params: writerSlugParams } } },
  portfolioItem: { config: { openapi: { params: portfolioItemParams } } },
  top: { config: { openapi: { query: writersTopQuery } } },
} satisfies Record<string, RouteDeclaration>;

const TOP_SORT_COLUMNS = {
  rating: 'rating_x10',
  orders_finished_qty: 'orders_finished_qty',
  reviews_qty: 'reviews_qty',
} as const;

/** Experts: by slug or slug list, their testimonials and portfolio, and the top list. */
export function writerRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const publicOrigin = ctx.config.publicOrigin;

  const findWriter = async (slug: string) => {
    const writer = await db
      .selectFrom('writers')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!writer) throw new ApiError('not_found', 404, 'slug');
    return writer;
  };

  return async (app) => {
    // One slug: that writer's card. A comma-separated list: the cards as a map by slug, in the
    // list's order, unknown slugs left out.
    app.get('/widgets/writers/:slugs', shapes.many, async (request) => {
      const { slugs } = parseInput(writerSlugsParams, request.params);
      const isList = (request.params as { slugs: string }).slugs.includes(',');
      const rows = await db.selectFrom('writers').selectAll().where('slug', 'in', slugs).execute();
      const ordered = slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
      const cards = await writerCards(ctx, ordered);
      if (isList) return okEnvelope(Object.fromEntries(cards.map((card) => [card.slug, card])));
      const [card] = cards;
      if (!card) throw new ApiError('not_found', 404, 'slug');
      return okEnvelope(card);
    });

    app.get('/widgets/writers/:slug/testimonials', shapes.testimonials, async (request) => {
      const { slug } = parseInput(writerSlugParams, request.params);
      const query = parseInput(writerTestimonialsQuery, request.query);
      const writer = await findWriter(slug);
      let base = db.selectFrom('testimonials').where('writer_id', '=', writer.id);
      if (query.highlighted_only) base = base.where('is_highlighted', '=', 1);
      const [rows, total] = await Promise.all([
        base
          .innerJoin('disciplines', 'disciplines.id', 'testimonials.discipline_id')
          .select([
            'testimonials.id',
            'testimonials.text',
            'testimonials.rating_x10',
            'testimonials.customer_label',
            'testimonials.is_highlighted',
            'testimonials.created_at',
            'disciplines.id as discipline_id',
            'disciplines.title as discipline_title',
          ])
          .orderBy('testimonials.created_at', 'desc')
          .orderBy('testimonials.id', 'desc')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('qty')).executeTakeFirstOrThrow(),
      ]);
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
        total_qty: Number(total.qty),
        offset: query.offset,
        limit: query.limit,
      });
    });

    app.get('/widgets/writers/:slug/portfolio', shapes.portfolio, async (request) => {
      const { slug } = parseInput(writerSlugParams, request.params);
      const writer = await findWriter(slug);
      const items = await portfolioQuery(ctx)
        .where('portfolio_items.writer_id', '=', writer.id)
        .orderBy('portfolio_items.created_at', 'desc')
        .execute();
      return okEnvelope({
        portfolio: items.map(({ body: _body, ...item }) => portfolioItem(item)),
      });
    });

    app.get('/widgets/writers/:slug/portfolio/:id', shapes.portfolioItem, async (request) => {
      const { slug, id } = parseInput(portfolioItemParams, request.params);
      const writer = await findWriter(slug);
      const item = await portfolioQuery(ctx)
        .where('portfolio_items.writer_id', '=', writer.id)
        .where('portfolio_items.id', '=', id)
        .executeTakeFirst();
      if (!item) throw new ApiError('not_found', 404, 'id');
      return okEnvelope({
        ...portfolioItem(item),
        body: item.body,
        writer: writerRef(publicOrigin, writer),
      });
    });

    app.get('/widgets/writers-top', shapes.top, async (request) => {
      const query = parseInput(writersTopQuery, request.query);
      let select = db
        .selectFrom('writers')
        .selectAll('writers')
        .where('reviews_qty', '>=', query.reviews_qty)
        .where('lang', '=', query.lang);
      if (query.discipline !== 0) {
        select = select.where((eb) =>
          eb.exists(
            eb
              .selectFrom('writer_disciplines')
              .select('writer_disciplines.writer_id')
              .whereRef('writer_disciplines.writer_id', '=', 'writers.id')
              .where('writer_disciplines.discipline_id', '=', query.discipline),
          ),
        );
      }
      if (query.online !== 'any')
        select = select.where('is_online', '=', query.online === 'online' ? 1 : 0);
      const rows = await select
        .orderBy(TOP_SORT_COLUMNS[query.sort], 'desc')
        .orderBy('id')
        .execute();
      return okEnvelope({ writers: await writerCards(ctx, rows) });
    });
  };
}

function portfolioQuery(ctx: AppContext) {
  return ctx.db
    .selectFrom('portfolio_items')
    .innerJoin('disciplines', 'disciplines.id', 'portfolio_items.discipline_id')
    .innerJoin('paper_types', 'paper_types.id', 'portfolio_items.paper_type_id')
    .select([
      'portfolio_items.id',
      'portfolio_items.title',
      'portfolio_items.summary',
      'portfolio_items.body',
      'portfolio_items.pages_qty',
      'portfolio_items.created_at',
      'disciplines.id as discipline_id',
      'disciplines.title as discipline_title',
      'paper_types.id as paper_type_id',
      'paper_types.title as paper_type_title',
    ]);
}

function portfolioItem(row: {
  id: number;
  title: string;
  summary: string;
  pages_qty: number;
  created_at: number;
  discipline_id: number;
  discipline_title: string;
  paper_type_id: number;
  paper_type_title: string;
}) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    pages_qty: row.pages_qty,
    created_at: row.created_at,
    discipline: { id: row.discipline_id, title: row.discipline_title },
    paper_type: { id: row.paper_type_id, title: row.paper_type_title },
  };
}
