import { PORTFOLIO_MAX_ITEMS } from '@bb/validation';
import {
  expertPortfolioItemParams,
  listPageQuery,
  portfolioItemBody,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { writerSlug } from '../content/writer-queries';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { requireExpert } from '../orders/order-access';
import { addPortfolioItem } from './add-portfolio-item';
import { type PortfolioRow, publicPortfolioItem } from './portfolio-item';
import {
  deleteOwnPortfolioItem,
  isKnownDiscipline,
  ownPortfolioItem,
  ownPortfolioPage,
  portfolioItemCount,
} from './portfolio-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  list: { config: { openapi: { query: listPageQuery } } },
  add: { config: { openapi: { body: portfolioItemBody } } },
  remove: { config: { openapi: { params: expertPortfolioItemParams } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The expert's portfolio on Profile & Settings: GET /writers/portfolio answers a page of their own
 * items, newest first, with how many they have and may have (PORTFOLIO_MAX_ITEMS); POST adds one
 * (`portfolioItemBody`: title, discipline, description, and `file`, an uploaded orphan file the
 * item keeps); DELETE /writers/portfolio/{id} removes one of theirs (another's id is 404, as an
 * unknown one) and its file. Any other role is refused. The items are public
 * (public-portfolio-routes.ts).
 */
export function expertPortfolioRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const publicOrigin = ctx.config.publicOrigin;

  /** The expert's own view of an item: the public one, its description and its file. */
  const ownItem = (slug: string, row: PortfolioRow & { body: string }) => ({
    ...publicPortfolioItem(publicOrigin, slug, row),
    description: row.body,
    file: row.file_name === null ? null : { name: row.file_name, size: Number(row.file_size) },
  });

  return async (app) => {
    app.get('/writers/portfolio', shapes.list, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const page = parseInput(listPageQuery, request.query);
      const [slug, items, count] = await Promise.all([
        writerSlug(db, writerId),
        ownPortfolioPage(db, writerId, page),
        portfolioItemCount(db, writerId),
      ]);
      return okEnvelope({
        portfolio: items.rows.map((row) => ownItem(slug, row)),
        next_cursor: items.next_cursor,
        count,
        max_count: PORTFOLIO_MAX_ITEMS,
      });
    });

    app.post('/writers/portfolio', shapes.add, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const item = parseInput(portfolioItemBody, request.body);
      if (!(await isKnownDiscipline(db, item.discipline)))
        throw new ApiError('portfolio_discipline_required', 400, 'discipline');
      const id = await addPortfolioItem(ctx, writerId, item);
      const added = await ownPortfolioItem(db, writerId, id);
      if (!added) throw new ApiError('not_found', 404, 'id');
      return okEnvelope({ item: ownItem(await writerSlug(db, writerId), added) });
    });

    app.delete('/writers/portfolio/:id', shapes.remove, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const { id } = parseInput(expertPortfolioItemParams, request.params);
      const removed = await deleteOwnPortfolioItem(db, writerId, id);
      if (!removed) throw new ApiError('not_found', 404, 'id');
      // The row is gone first: no item ever names a file that is not there.
      if (removed.fileId !== null) await ctx.files.delete(removed.fileId);
      return okEnvelope({});
    });
  };
}
