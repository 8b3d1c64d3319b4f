import {
  passwordResetBody,
  passwordRestoreRequestBody,
  restoreCodeQuery,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { issueRestoreCode, RESTORE_CODE_TTL_MS, usableRestoreCode } from '../auth/one-time-secrets';
import { hashPassword } from '../auth/password-hashing';
import { assertPasswordNotCommon, passwordContext } from '../auth/password-strength';
import { rateLimitGuard } from '../auth/rate-limits';
import { findUserByEmail, loginToEmail } from '../auth/user-lookup';
import { assertHuman } from '../captcha/recaptcha';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { passwordRestoreMessage } from '../mail/mail-messages';
import { recordPolicyAgreement, resetPasswordWithCode } from './account-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  request: { config: { openapi: { body: passwordRestoreRequestBody } } },
  validate: { config: { openapi: { query: restoreCodeQuery } } },
  reset: { config: { openapi: { body: passwordResetBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * POST /users/password-restore e-mails a restore code; GET …/actions/validate?code says whether
 * it can be used; PATCH (code, password) sets the new password, uses the code up and ends every
 * session of the account.
 */
export function passwordRestoreRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const codeLimit = rateLimitGuard(app, ctx.config.rateLimitEnabled, 'passwordRestoreCode');
    const reset = { preHandler: codeLimit, ...shapes.reset };

    app.post(
      '/users/password-restore',
      {
        preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'passwordRestoreRequest'),
        ...shapes.request,
      },
      async (request) => {
        const form = parseInput(passwordRestoreRequestBody, request.body);
        await assertHuman(ctx.captcha, form.captcha_token, request.ip);
        const user = await findUserByEmail(ctx, loginToEmail(form.login));
        if (!user) throw new ApiError('login_incorrect', 400, 'login');
        if (user.is_blocked === 1) throw new ApiError('user_blocked', 403, 'login');
        if (user.policy_agreed_at === null && form.policy_agree) {
          await recordPolicyAgreement(ctx.db, user.id, ctx.now());
        }
        const { code, url } = await issueRestoreCode(ctx, user.id, 'restore');
        await ctx.mailer.send(
          passwordRestoreMessage(ctx.config.site, user.email, {
            code,
            url,
            expiresInMinutes: RESTORE_CODE_TTL_MS / 60_000,
          }),
        );
        return okEnvelope({ login: user.email, expires_in_min: RESTORE_CODE_TTL_MS / 60_000 });
      },
    );

    app.get(
      '/users/password-restore/actions/validate',
      { preHandler: codeLimit, ...shapes.validate },
      async (request) => {
        const { code } = parseInput(restoreCodeQuery, request.query);
        const row = await usableRestoreCode(ctx, code);
        return okEnvelope({ valid: true, login: row.email, expires_at: row.expires_at });
      },
    );

    app.patch('/users/password-restore', reset, async (request) => {
      const form = parseInput(passwordResetBody, request.body);
      const row = await usableRestoreCode(ctx, form.code);
      assertPasswordNotCommon(form.password, passwordContext(ctx, row.email));
      const passwordHash = await hashPassword(form.password);
      await resetPasswordWithCode(ctx.db, {
        code: form.code,
        userId: row.user_id,
        passwordHash,
        at: ctx.now(),
      });
      return okEnvelope({ login: row.email });
    });
  };
}
