import { REFERRAL_COOKIE_MAX_AGE_S, REFERRAL_PARAM } from '@bb/validation';
import { referralVisitBody } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { isHttpsOrigin } from '../auth/session-cookie';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { partnerByCode } from './referral-partners';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  visit: { config: { openapi: { body: referralVisitBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * POST /referrals/visits (`code`): a visitor arrived through a partner's link (`/?ref=CODE` on any
 * page; the site calls this before visit tracking). The first touch wins: without a `ref` cookie
 * the visit is counted in the partner's funnel and the cookie set to the code for
 * REFERRAL_COOKIE_MAX_AGE_S (30 days; readable by scripts, so visit tracking skips the visit, spec
 * §4); with one (another partner's code, or a visit already tracked) nothing changes. An unknown
 * code is refused beside `code` (404 not_found).
 */
export function referralVisitRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post(
      '/referrals/visits',
      { preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'visit'), ...shapes.visit },
      async (request, reply) => {
        const { code } = parseInput(referralVisitBody, request.body);
        const partner = await partnerByCode(ctx.db, code);
        if (!partner) throw new ApiError('not_found', 404, 'code');
        if (request.cookies[REFERRAL_PARAM] !== undefined) return okEnvelope({ counted: false });
        await ctx.db
          .insertInto('referral_visits')
          .values({ partner_user_id: partner.user_id, visited_at: ctx.now() })
          .execute();
        reply.setCookie(REFERRAL_PARAM, code, {
          path: '/',
          sameSite: 'lax',
          secure: isHttpsOrigin(ctx.config),
          maxAge: REFERRAL_COOKIE_MAX_AGE_S,
        });
        return okEnvelope({ counted: true });
      },
    );
  };
}
