import { DASHBOARD_HOME_URL_PATHS } from '@bb/validation';
import { customerCreateBody } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { issueEmailVerification, issueRestoreCode } from '../auth/one-time-secrets';
import { rateLimitGuard } from '../auth/rate-limits';
import { requireSession, signIn, userRole } from '../auth/session-store';
import { findUserByEmail, loginToEmail } from '../auth/user-lookup';
import { generatedAvatarUrl } from '../content/writer-cards';
import { isUniqueViolation } from '../db/database';
import type { User } from '../db/schema';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { welcomeMessage } from '../mail/mail-messages';
import { attributeSignUp } from '../referrals/referral-attribution';
import { insertUser } from './account-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  none: { config: { openapi: {} } },
  create: { config: { openapi: { body: customerCreateBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /customers: the signed-in customer. POST /customers: sign-up with an e-mail only; the
 * welcome message carries an e-mail verification link and a set-password link; with force_auth
 * (the default) the new customer is signed in at once.
 */
export function customerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/customers', shapes.none, async (request) => {
      const { user } = await requireSession(ctx, request);
      if (userRole(user) !== 'customer') throw new ApiError('not_found', 404);
      return okEnvelope({
        user_id: user.id,
        email: user.email,
        name: user.name,
        avatar_url: generatedAvatarUrl(ctx.config.publicOrigin, `customer-${user.id}`),
        email_verified: user.email_verified_at !== null,
        has_password: user.password_hash !== null,
        marketing_agree: user.marketing_agree === 1,
        utc_offset_min: user.utc_offset_min,
        created_at: user.created_at,
      });
    });

    app.post(
      '/customers',
      {
        preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'registration'),
        ...shapes.create,
      },
      async (request, reply) => {
        // Spec §7 gives sign-up no bot-check token; its rate limits (per IP and per login) guard it.
        const form = parseInput(customerCreateBody, request.body);
        const email = loginToEmail(form.login);
        if (await findUserByEmail(ctx, email)) throw new ApiError('user_exists', 409, 'login');

        const now = ctx.now();
        let user: User;
        try {
          user = await insertUser(ctx.db, {
            email,
            password_hash: null,
            role: 'customer',
            is_blocked: 0,
            name: null,
            email_verified_at: null,
            policy_agreed_at: now,
            marketing_agree: form.marketing_agree ? 1 : 0,
            utc_offset_min: form.utc_offset_min,
            created_at: now,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new ApiError('user_exists', 409, 'login');
          throw error;
        }

        // Through a partner's link (the `ref` cookie), the new customer is the partner's.
        await attributeSignUp(ctx.db, request, user, now);

        try {
          const verifyEmailUrl = await issueEmailVerification(ctx, user);
          const { url: setPasswordUrl } = await issueRestoreCode(ctx, user.id, 'set_password');
          await ctx.mailer.send(
            welcomeMessage(ctx.config.site, email, { verifyEmailUrl, setPasswordUrl }),
          );
        } catch (error) {
          // The account exists either way; the links can be sent again through password restore.
          request.log.error({ err: error }, 'welcome message not sent');
        }

        const customer = {
          user_id: user.id,
          email,
          user_role: 'customer' as const,
          dashboard_home_url_path: DASHBOARD_HOME_URL_PATHS.customer,
          is_new_customer: true,
        };
        if (!form.force_auth) return okEnvelope(customer);
        const session = await signIn(ctx, request, reply, user, {
          staySignedIn: true,
          isNewCustomer: true,
        });
        return okEnvelope({ ...customer, auth_token: session.auth_token });
      },
    );
  };
}
