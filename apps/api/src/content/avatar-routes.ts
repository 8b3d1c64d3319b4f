import { avatarParams, avatarQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { avatarSvg } from './avatar-svg';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  avatar: { config: { openapi: { params: avatarParams, query: avatarQuery, answer: 'svg' } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /widgets/avatars/{seed}.svg?size=: the generated avatar of a seed (a writer's slug), for an
 * expert who has not uploaded one (writer-cards.ts gives an uploaded one's address instead). An
 * image only: opened on its own, the SVG may run nothing and load nothing.
 */
export function avatarRoutes(_ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/widgets/avatars/:file', shapes.avatar, async (request, reply) => {
      const { file } = parseInput(avatarParams, request.params);
      const { size } = parseInput(avatarQuery, request.query);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(avatarSvg(file.slice(0, -'.svg'.length), size));
    });
  };
}
