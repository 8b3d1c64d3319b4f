import { sessionCreateBody, sessionHandleParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import {
  currentSession,
  endOtherSessions,
  listSessions,
  requireSession,
  sessionBody,
  signIn,
  signOut,
} from '../auth/session-store';
import { verifyPasswordCounted } from '../auth/sign-in-guard';
import { findUserByEmail, loginToEmail } from '../auth/user-lookup';
import { assertHuman } from '../captcha/recaptcha';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { recordSignInAgreement, setUtcOffset } from './account-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  signIn: { config: { openapi: { body: sessionCreateBody } } },
  none: { config: { openapi: {} } },
  handle: { config: { openapi: { params: sessionHandleParams } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * POST /users/sessions signs in with e-mail and password (a new session, its cookie, and the
 * session body with auth_token); GET returns the session body or {} when signed out; DELETE ends
 * the session on the server. GET /users/sessions/all lists the person's sessions; DELETE
 * /users/sessions/others ends all but the current one, DELETE /users/sessions/all/{auth_token}
 * one of them.
 */
export function sessionRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post(
      '/users/sessions',
      { preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'signIn'), ...shapes.signIn },
      async (request, reply) => {
        const form = parseInput(sessionCreateBody, request.body);
        await assertHuman(ctx.captcha, form.captcha_token, request.ip);

        const user = await findUserByEmail(ctx, loginToEmail(form.login));
        if (!user) throw new ApiError('login_incorrect', 400, 'login');
        if (user.is_blocked === 1) throw new ApiError('user_blocked', 403, 'login');
        if (user.password_hash === null) throw new ApiError('loginability_issue', 400, 'password');

        await verifyPasswordCounted(
          ctx,
          request,
          { id: user.id, email: user.email, passwordHash: user.password_hash },
          form.password,
          'password',
        );
        if (user.policy_agreed_at === null) {
          if (!form.policy_agree) throw new ApiError('policy_required', 400, 'policy_agree');
          await recordSignInAgreement(ctx.db, user.id, {
            at: ctx.now(),
            marketingAgree: form.marketing_agree,
          });
        }
        await setUtcOffset(ctx.db, user.id, form.utc_offset_min);

        const session = await signIn(ctx, request, reply, user, {
          staySignedIn: form.stay_signed_in,
          isNewCustomer: false,
        });
        return okEnvelope(session);
      },
    );

    app.get('/users/sessions', shapes.none, async (request) => {
      const session = await currentSession(ctx, request);
      return okEnvelope(session ? sessionBody(session) : {});
    });

    app.delete('/users/sessions', shapes.none, async (request, reply) => {
      await signOut(ctx, request, reply);
      return okEnvelope({});
    });

    app.get('/users/sessions/all', shapes.none, async (request) => {
      const session = await requireSession(ctx, request);
      return okEnvelope({ sessions: await listSessions(ctx, session) });
    });

    app.delete('/users/sessions/others', shapes.none, async (request) => {
      const session = await requireSession(ctx, request);
      return okEnvelope({ ended: await endOtherSessions(ctx, session) });
    });

    app.delete('/users/sessions/all/:auth_token', shapes.handle, async (request) => {
      const { auth_token } = parseInput(sessionHandleParams, request.params);
      const session = await requireSession(ctx, request);
      const ended = await endOtherSessions(ctx, session, auth_token);
      // Someone else's session, the current one (logout ends it) or one already gone.
      if (ended === 0) throw new ApiError('not_found', 404, 'auth_token');
      return okEnvelope({ ended });
    });
  };
}
