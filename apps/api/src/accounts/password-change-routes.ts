import { passwordChangeBody } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/password-hashing';
import { assertPasswordNotCommon, passwordContext } from '../auth/password-strength';
import { requireSession } from '../auth/session-store';
import { verifyCurrentPassword } from '../auth/sign-in-guard';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { changePassword } from './account-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  change: { config: { openapi: { body: passwordChangeBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * PATCH /users/password: the signed-in person changes their password, proving they know the
 * current one. That proof is counted like a sign-in (a stolen session cannot guess it faster than
 * a sign-in could), the new password must not be a common one, and every other session ends.
 */
export function passwordChangeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.patch('/users/password', shapes.change, async (request) => {
      const form = parseInput(passwordChangeBody, request.body);
      const session = await requireSession(ctx, request);
      const { user } = session;
      await verifyCurrentPassword(ctx, request, user, form.current_password);
      assertPasswordNotCommon(form.password, passwordContext(ctx, user.email));

      const passwordHash = await hashPassword(form.password);
      await changePassword(ctx.db, {
        userId: user.id,
        passwordHash,
        keepTokenHash: session.tokenHash,
      });
      return okEnvelope({});
    });
  };
}
