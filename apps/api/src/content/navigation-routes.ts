import {
  DASHBOARD_BASE_PATH,
  DASHBOARD_HOME_URL_PATHS,
  DASHBOARD_SIGN_IN_PATH,
  SHORT_FORM_NEW_ORDER_PATH,
  SHORT_FORM_NEW_ORDER_ROUTE,
} from '@bb/validation';
import { parseRequest, redirectToDashboardQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { findEmailVerification, useEmailVerification } from '../auth/one-time-secrets';
import { hashSecret } from '../auth/secret-tokens';
import { currentSession, dashboardHomeUrlPath } from '../auth/session-store';
import { ownOriginUrl } from '../http/own-origin-url';
import { emailVerificationQuery } from '../http/request-schemas';
import type { RouteDeclaration } from '../http/route-shapes';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  dashboard: { config: { openapi: { query: redirectToDashboardQuery, answer: 'redirect' } } },
  verification: { config: { openapi: { query: emailVerificationQuery, answer: 'redirect' } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * Routes named by the client that land somewhere else: new_order (the short form's route) opens
 * the page the short form's OAuth success also lands on, /dashboard/customer/new-order.
 */
const ROUTE_ALIASES = new Map([[SHORT_FORM_NEW_ORDER_ROUTE, SHORT_FORM_NEW_ORDER_PATH]]);

export const EMAIL_VERIFICATION_MESSAGES = {
  invalid: 'This verification link is not valid or has already been used.',
  expired: 'This verification link has expired. Please log in and ask for a new one.',
} as const;

/**
 * Routes a browser navigates to (a link in an e-mail, a satellite's hand-over). They answer with
 * a redirect to a page on our own origin, bad input included: the page shows the error.
 */
export function navigationRoutes(ctx: AppContext): FastifyPluginAsync {
  const origin = ctx.config.publicOrigin;
  return async (app) => {
    // GET /users/redirect-to-dashboard?route&data_box_key: into the signed-in user's dashboard
    // (route is a path below its home, orders/ by default); signed out, to the sign-in page,
    // which returns there afterwards. A route that is not plain path segments is ignored.
    app.get('/users/redirect-to-dashboard', shapes.dashboard, async (request, reply) => {
      const parsed = parseRequest(redirectToDashboardQuery, request.query ?? {});
      const query = parsed.ok ? parsed.value : {};
      const session = await currentSession(ctx, request);
      const home = session ? dashboardHomeUrlPath(session.user) : DASHBOARD_HOME_URL_PATHS.customer;
      const requested = (query.route ?? DASHBOARD_SIGN_IN_PATH).replace(/^\//, '');
      const target = new URL(
        ROUTE_ALIASES.get(requested) ?? `${DASHBOARD_BASE_PATH}${home}${requested}`,
        origin,
      );
      if (query.data_box_key) target.searchParams.set('data_box_key', query.data_box_key);
      const targetPath = `${target.pathname}${target.search}`;
      if (session) {
        return reply.redirect(ownOriginUrl(origin, targetPath, `${DASHBOARD_BASE_PATH}${home}`));
      }
      return reply.redirect(ownOriginUrl(origin, '/sign-in.html', '/', { redirect: targetPath }));
    });

    // GET /users/email-verification?token: the link of the welcome message.
    app.get('/users/email-verification', shapes.verification, async (request, reply) => {
      const fail = (message: string) =>
        reply.redirect(ownOriginUrl(origin, '/', '/', { 'email-verification': 'error', message }));
      const parsed = parseRequest(emailVerificationQuery, request.query ?? {});
      if (!parsed.ok) return fail(EMAIL_VERIFICATION_MESSAGES.invalid);
      const tokenHash = hashSecret(parsed.value.token);
      const row = await findEmailVerification(ctx.db, tokenHash);
      if (!row || row.used_at !== null || row.email !== row.current_email) {
        return fail(EMAIL_VERIFICATION_MESSAGES.invalid);
      }
      const now = ctx.now();
      if (row.expires_at <= now) return fail(EMAIL_VERIFICATION_MESSAGES.expired);
      await useEmailVerification(ctx.db, { tokenHash, userId: row.user_id, at: now });
      return reply.redirect(ownOriginUrl(origin, '/', '/', { 'email-verification': 'ok' }));
    });
  };
}
