import { orphanageFileParams } from '@bb/validation/requests';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { randomToken } from '../auth/secret-tokens';
import { currentSession } from '../auth/session-store';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { deleteOrphanFile, findOrphanFile, insertOrderFile } from './order-file-queries';
import { receiveUpload, UPLOAD_LIMITS } from './receive-upload';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  upload: { config: { openapi: { bodyKind: 'file' } } },
  one: { config: { openapi: { params: orphanageFileParams } } },
} satisfies Record<string, RouteDeclaration>;

/** An upload not attached to an order within a day is deleted. */
export const ORPHAN_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Files uploaded with an order draft before the order exists ("orphans"). POST
 * /widgets/orphanage-file takes one file (`order-files/receive-upload.ts`) and answers its id, which the
 * draft lists in `files` and POST /customers/pre-orders attaches. The id is 128 random bits:
 * holding it is what allows GET (its details) and DELETE. The content goes to the file storage
 * under the id; the row says what it is.
 */
export function orphanageFileRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, UPLOAD_LIMITS);

    app.post(
      '/widgets/orphanage-file',
      {
        preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'fileUpload'),
        ...shapes.upload,
      },
      async (request) => {
        const upload = await receiveUpload(request);
        const session = await currentSession(ctx, request);
        const now = ctx.now();
        const file = {
          id: randomToken(16),
          name: upload.name,
          content_type: upload.contentType,
          size: upload.content.length,
          expires_at: now + ORPHAN_FILE_TTL_MS,
        };
        // Content first: a row never names content that is not there.
        await ctx.files.put(file.id, upload.content, file.content_type);
        await insertOrderFile(ctx.db, {
          ...file,
          order_id: null,
          user_id: session?.user.id ?? null,
          party: 'customer',
          result_at: null,
          created_at: now,
        });
        return okEnvelope({ file });
      },
    );

    const findOrphan = async (id: string) => {
      const file = await findOrphanFile(ctx.db, id, ctx.now());
      if (!file) throw new ApiError('not_found', 404, 'id');
      return file;
    };

    app.get('/widgets/orphanage-file/:id', shapes.one, async (request) => {
      const { id } = parseInput(orphanageFileParams, request.params);
      return okEnvelope({ file: await findOrphan(id) });
    });

    app.delete('/widgets/orphanage-file/:id', shapes.one, async (request) => {
      const { id } = parseInput(orphanageFileParams, request.params);
      await findOrphan(id);
      // Attached meanwhile by the pre-order: the content is the order's now.
      if (await deleteOrphanFile(ctx.db, id)) await ctx.files.delete(id);
      return okEnvelope({});
    });
  };
}
