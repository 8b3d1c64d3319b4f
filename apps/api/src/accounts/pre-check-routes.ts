import { preCheckQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { userRole } from '../auth/session-store';
import { findUserByEmail, loginToEmail } from '../auth/user-lookup';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  preCheck: { config: { openapi: { query: preCheckQuery } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /users/pre-check?login&user_role: what the login form should offer for this e-mail. An
 * existing, unblocked account can log in (even under another role: user_role_matched says so);
 * an unknown e-mail can register as a customer, with the consents asked for.
 */
export function preCheckRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/users/pre-check',
      {
        preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'preCheck'),
        ...shapes.preCheck,
      },
      async (request) => {
        const query = parseInput(preCheckQuery, request.query);
        const user = await findUserByEmail(ctx, loginToEmail(query.login));
        if (user) {
          const role = userRole(user);
          return okEnvelope({
            login_ability: user.is_blocked === 0,
            register_ability: false,
            policy_agree_required: user.policy_agreed_at === null,
            marketing_agree_required: false,
            user_role: role,
            user_role_matched: query.user_role === undefined || query.user_role === role,
          });
        }
        const role = query.user_role ?? 'customer';
        return okEnvelope({
          login_ability: false,
          // Experts apply through the writer registration; only customers sign up here.
          register_ability: role === 'customer',
          policy_agree_required: true,
          marketing_agree_required: true,
          user_role: role,
          user_role_matched: true,
        });
      },
    );
  };
}
