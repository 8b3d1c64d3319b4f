import { avatarParams, avatarQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { avatarSvg } from './avatar-svg';
import { penNameOf } from './writer-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  avatar: { config: { openapi: { params: avatarParams, query: avatarQuery, answer: 'svg' } } },
} satisfies Record<string, RouteDeclaration>;

/** GET /widgets/avatars/{seed}.svg?size=: a writer's initials for a writer slug, a figure otherwise. */
export function avatarRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/widgets/avatars/:file', shapes.avatar, async (request, reply) => {
      const { file } = parseInput(avatarParams, request.params);
      const { size } = parseInput(avatarQuery, request.query);
      const seed = file.slice(0, -'.svg'.length);
      const penName = await penNameOf(ctx.db, seed);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(avatarSvg(seed, penName, size));
    });
  };
}
