import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { randomToken } from '../auth/secret-tokens';
import { currentSession } from '../auth/session-store';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import { orphanageFileName, orphanageFileParams } from '../http/request-schemas';

export const ORPHAN_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** An upload not attached to an order within a day is deleted. */
export const ORPHAN_FILE_TTL_MS = 24 * 60 * 60 * 1000;
const CONTENT_TYPE = /^[A-Za-z0-9][\w.+-]{0,63}\/[\w.+-]{1,127}$/;

/**
 * Files uploaded with an order draft before the order exists ("orphans"). POST
 * /widgets/orphanage-file takes one file as multipart/form-data (a FormData with the file under
 * any field name, as a file input sends it) and answers its id, which the draft lists in `files`
 * and POST /customers/pre-orders attaches. The id is 128 random bits: holding it is what allows
 * GET (its details) and DELETE.
 */
export function orphanageFileRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // In this plugin only: one file and no other fields.
    await app.register(multipart, {
      limits: { fileSize: ORPHAN_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });

    app.post(
      '/widgets/orphanage-file',
      { preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'fileUpload') },
      async (request) => {
        if (!request.isMultipart()) throw new ApiError('invalid_request', 415, 'file');
        const part = await request.file();
        if (!part) throw new ApiError('invalid_request', 400, 'file');
        const { name } = parseInput(orphanageFileName, { name: part.filename });
        const content = await part.toBuffer();
        // Over the size limit the stream stops there and the part is marked truncated.
        if (part.file.truncated) throw new ApiError('file_too_large', 413, 'file');
        if (content.length === 0) throw new ApiError('invalid_request', 400, 'file');
        const contentType = CONTENT_TYPE.test(part.mimetype)
          ? part.mimetype.toLowerCase()
          : 'application/octet-stream';
        const session = await currentSession(ctx, request);
        const now = ctx.now();
        const file = {
          id: randomToken(16),
          name,
          content_type: contentType,
          size: content.length,
          expires_at: now + ORPHAN_FILE_TTL_MS,
        };
        await ctx.db
          .insertInto('order_files')
          .values({
            ...file,
            order_id: null,
            user_id: session?.user.id ?? null,
            content,
            created_at: now,
          })
          .execute();
        return okEnvelope({ file });
      },
    );

    const findOrphan = async (id: string) => {
      const file = await ctx.db
        .selectFrom('order_files')
        .select(['id', 'name', 'content_type', 'size', 'expires_at'])
        .where('id', '=', id)
        .where('order_id', 'is', null)
        .where('expires_at', '>', ctx.now())
        .executeTakeFirst();
      if (!file) throw new ApiError('not_found', 404, 'id');
      return file;
    };

    app.get('/widgets/orphanage-file/:id', async (request) => {
      const { id } = parseInput(orphanageFileParams, request.params);
      return okEnvelope({ file: await findOrphan(id) });
    });

    app.delete('/widgets/orphanage-file/:id', async (request) => {
      const { id } = parseInput(orphanageFileParams, request.params);
      await findOrphan(id);
      await ctx.db
        .deleteFrom('order_files')
        .where('id', '=', id)
        .where('order_id', 'is', null)
        .execute();
      return okEnvelope({});
    });
  };
}
