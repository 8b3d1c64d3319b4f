import { writerApplicationBody, writerApplicationStatusQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { hashSecret, randomToken } from '../auth/secret-tokens';
import { findUserByEmail, loginToEmail } from '../auth/user-lookup';
import { transact } from '../db/transactions';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { deleteOrphanFile, findOrphanFile } from '../order-files/order-file-queries';
import { applicationReceivedMessage } from './application-messages';
import {
  applicationByStatusToken,
  hasPendingApplication,
  insertWriterApplication,
  knownDisciplineCount,
} from './application-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  info: { config: { openapi: {} } },
  apply: { config: { openapi: { body: writerApplicationBody } } },
  status: { config: { openapi: { query: writerApplicationStatusQuery } } },
} satisfies Record<string, RouteDeclaration>;

/** The public page that shows an application's status, from the link in the acknowledgement. */
export const APPLICATION_STATUS_PATH = '/become-an-expert-status.html';

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
 * sample_file, policy_agree): an application, kept for review and acknowledged by e-mail with a
 * secret status link; GET …/status?token= is where it stands, for the holder of that link.
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

        const now = ctx.now();
        const sample = await findOrphanFile(ctx.db, form.sample_file, now);
        if (!sample) throw new ApiError('invalid_request', 400, 'sample_file');
        const statusToken = randomToken(16);
        // The sample leaves the orphans (no sweep deletes it) to the application, once: a
        // pre-order or another application that claimed it first leaves it to them.
        const requestId = await transact(ctx.db, async (trx) => {
          if (!(await deleteOrphanFile(trx, sample.id)))
            throw new ApiError('invalid_request', 400, 'sample_file');
          return insertWriterApplication(trx, {
            email,
            name: form.name,
            disciplineIds,
            experience: form.experience,
            sample,
            statusTokenHash: hashSecret(statusToken),
            at: now,
          });
        });
        const statusUrl = new URL(APPLICATION_STATUS_PATH, ctx.config.publicOrigin);
        statusUrl.searchParams.set('token', statusToken);
        try {
          await ctx.mailer.send(
            applicationReceivedMessage(ctx.config.site, email, {
              name: form.name,
              reviewDays: WRITER_REGISTRATION_INFO.review_days,
              statusUrl: statusUrl.href,
            }),
          );
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

    // Holding the link's token is the permission: it shows nothing an operator's notes add.
    app.get(
      '/widgets/writer-registration-request/status',
      {
        ...shapes.status,
        preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'writerApplicationStatus'),
      },
      async (request) => {
        const { token } = parseInput(writerApplicationStatusQuery, request.query);
        const application = await applicationByStatusToken(ctx.db, hashSecret(token));
        if (!application) throw new ApiError('not_found', 404, 'token');
        return okEnvelope({
          application: {
            name: application.name,
            status: application.status,
            created_at: application.created_at,
            decided_at: application.decided_at,
            message: application.status === 'declined' ? application.decision_message : null,
            review_days: WRITER_REGISTRATION_INFO.review_days,
          },
        });
      },
    );
  };
}
