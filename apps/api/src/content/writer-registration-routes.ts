import { writerApplicationBody } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { findUserByEmail, loginToEmail } from '../auth/user-lookup';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { writerApplicationMessage } from '../mail/mail-messages';
import {
  hasPendingApplication,
  insertWriterApplication,
  knownDisciplineCount,
} from './writer-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  info: { config: { openapi: {} } },
  apply: { config: { openapi: { body: writerApplicationBody } } },
} satisfies Record<string, RouteDeclaration>;

export const WRITER_REGISTRATION_INFO = {
  is_open: true,
  terms_url_path: '/writer-terms-and-conditions.html',
  privacy_url_path: '/writer-privacy-policy.html',
  review_days: 5,
  requirements: [
    'A degree or final-year studies in the subjects you choose',
    'Written English at an advanced level',
    'Working code and clear explanations in every order',
  ],
};

/**
 * Expert sign-up. GET /widgets/writer-registration: what the expert sign-up page shows.
 * POST /widgets/writer-registration-request (login, name, discipline_subs, experience,
 * policy_agree): an application, kept for review and acknowledged by e-mail.
 */
export function writerRegistrationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/widgets/writer-registration', shapes.info, async () =>
      okEnvelope(WRITER_REGISTRATION_INFO),
    );

    app.post(
      '/widgets/writer-registration-request',
      {
        preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'writerApplication'),
        ...shapes.apply,
      },
      async (request) => {
        const form = parseInput(writerApplicationBody, request.body);
        const email = loginToEmail(form.login);
        const disciplineIds = form.discipline_subs.map(Number);
        const known = await knownDisciplineCount(ctx.db, disciplineIds);
        if (disciplineIds.length === 0 || known !== disciplineIds.length) {
          throw new ApiError('invalid_request', 400, 'discipline_subs');
        }
        const pending = await hasPendingApplication(ctx.db, email);
        if (pending || (await findUserByEmail(ctx, email)))
          throw new ApiError('user_exists', 409, 'login');

        const requestId = await insertWriterApplication(ctx.db, {
          email,
          name: form.name,
          disciplineIds,
          experience: form.experience,
          at: ctx.now(),
        });
        try {
          await ctx.mailer.send(writerApplicationMessage(ctx.config.site, email, form.name));
        } catch (error) {
          // The application is saved; only the acknowledgement is missing.
          request.log.error({ err: error }, 'writer application acknowledgement not sent');
        }
        return okEnvelope({
          request_id: requestId,
          status: 'received',
          review_days: WRITER_REGISTRATION_INFO.review_days,
        });
      },
    );
  };
}
