import { dataBoxCreateBody, dataBoxKeyParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { hashSecret, randomToken } from '../auth/secret-tokens';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { findDataBox, saveDataBox } from './data-box-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  create: { config: { openapi: { body: dataBoxCreateBody } } },
  read: { config: { openapi: { params: dataBoxKeyParams } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * POST /widgets/data-boxes (form: data as a JSON string of at most 64 KiB, ttl in seconds)
 * keeps an order draft and answers its key; GET /widgets/data-boxes/{key} gives it back until it
 * expires. The key is 128 random bits and only its digest is stored.
 */
export function dataBoxRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post(
      '/widgets/data-boxes',
      {
        preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'dataBoxCreate'),
        ...shapes.create,
      },
      async (request) => {
        const { data, ttl } = parseInput(dataBoxCreateBody, request.body);
        const key = randomToken(16);
        const now = ctx.now();
        await saveDataBox(ctx.db, {
          keyHash: hashSecret(key),
          data,
          at: now,
          expiresAt: now + ttl * 1000,
        });
        return okEnvelope({ key, ttl });
      },
    );

    app.get('/widgets/data-boxes/:key', shapes.read, async (request) => {
      const { key } = parseInput(dataBoxKeyParams, request.params);
      const box = await findDataBox(ctx.db, hashSecret(key));
      if (!box || box.expires_at <= ctx.now()) throw new ApiError('data_box_not_found', 404, 'key');
      return okEnvelope({ data: box.data, expires_at: box.expires_at });
    });
  };
}
