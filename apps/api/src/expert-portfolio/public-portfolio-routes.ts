import { portfolioItemParams, writerSlugParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { writerRef } from '../content/writer-cards';
import { writerBySlug } from '../content/writer-queries';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { sendFileDownload } from '../order-files/file-download';
import { publicPortfolioItem } from './portfolio-item';
import { publicPortfolioFile, writerPortfolio, writerPortfolioItem } from './portfolio-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  list: { config: { openapi: { params: writerSlugParams } } },
  one: { config: { openapi: { params: portfolioItemParams } } },
  file: { config: { openapi: { params: portfolioItemParams, answer: 'file' } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The spec's portfolio calls: GET /widgets/writers/{slug}/portfolio (the expert's items, newest
 * first) and …/portfolio/{id} (one, with its `body` and `writer`). An item the expert added
 * carries `file_url`: GET …/portfolio/{id}/file, which anyone downloads, only as an attachment.
 */
export function publicPortfolioRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const publicOrigin = ctx.config.publicOrigin;

  const findWriter = async (slug: string) => {
    const writer = await writerBySlug(db, slug);
    if (!writer) throw new ApiError('not_found', 404, 'slug');
    return writer;
  };

  return async (app) => {
    app.get('/widgets/writers/:slug/portfolio', shapes.list, async (request) => {
      const { slug } = parseInput(writerSlugParams, request.params);
      const writer = await findWriter(slug);
      const items = await writerPortfolio(db, writer.id);
      return okEnvelope({
        portfolio: items.map((item) => publicPortfolioItem(publicOrigin, writer.slug, item)),
      });
    });

    app.get('/widgets/writers/:slug/portfolio/:id', shapes.one, async (request) => {
      const { slug, id } = parseInput(portfolioItemParams, request.params);
      const writer = await findWriter(slug);
      const item = await writerPortfolioItem(db, writer.id, id);
      if (!item) throw new ApiError('not_found', 404, 'id');
      return okEnvelope({
        ...publicPortfolioItem(publicOrigin, writer.slug, item),
        body: item.body,
        writer: writerRef(publicOrigin, writer),
      });
    });

    app.get('/widgets/writers/:slug/portfolio/:id/file', shapes.file, async (request, reply) => {
      const { slug, id } = parseInput(portfolioItemParams, request.params);
      const file = await publicPortfolioFile(db, slug, id);
      if (!file || file.file_id === null) throw new ApiError('not_found', 404, 'id');
      return sendFileDownload(
        ctx.files,
        reply,
        { id: file.file_id, name: file.file_name ?? 'file', size: Number(file.file_size) },
        { log: request.log, field: 'id' },
      );
    });
  };
}
