import { visitBody } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { isHttpsOrigin } from '../auth/session-cookie';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { insertVisit } from './content-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  visit: { config: { openapi: { body: visitBody } } },
} satisfies Record<string, RouteDeclaration>;

/** The client skips visit tracking while this cookie exists (spec §4), so it is readable by scripts. */
export const VISIT_COOKIE = 'ref';
const VISIT_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** POST /services/visits (form: url, referer, user_agent): records a visit and sets the `ref` cookie. */
export function visitRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post(
      '/services/visits',
      { preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'visit'), ...shapes.visit },
      async (request, reply) => {
        const visit = parseInput(visitBody, request.body);
        const visitId = await insertVisit(ctx.db, { ...visit, created_at: ctx.now() });
        if (request.cookies[VISIT_COOKIE] === undefined) {
          // Not a secret: it only says "this visit was counted".
          reply.setCookie(VISIT_COOKIE, String(visitId), {
            path: '/',
            sameSite: 'lax',
            secure: isHttpsOrigin(ctx.config),
            maxAge: VISIT_COOKIE_MAX_AGE_S,
          });
        }
        return okEnvelope({ visit_id: visitId });
      },
    );
  };
}
