import {
  expertApplicationDeclineBody,
  expertApplicationIdParams,
  expertApplicationsQuery,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { issueRestoreCode, WELCOME_LINK_TTL_MS } from '../auth/one-time-secrets';
import { writerSlug } from '../content/writer-queries';
import type { WriterApplication } from '../db/schema';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { sendFileDownload } from '../order-files/file-download';
import { requireOperator } from '../orders/order-access';
import { applicationApprovedMessage, applicationDeclinedMessage } from './application-messages';
import {
  applicationById,
  applicationCounts,
  applicationDisciplines,
  applicationsPage,
  decideApplication,
} from './application-queries';
import { approveApplication } from './expert-account';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  list: { config: { openapi: { query: expertApplicationsQuery } } },
  one: { config: { openapi: { params: expertApplicationIdParams } } },
  sample: { config: { openapi: { params: expertApplicationIdParams, answer: 'file' } } },
  decline: {
    config: { openapi: { params: expertApplicationIdParams, body: expertApplicationDeclineBody } },
  },
} satisfies Record<string, RouteDeclaration>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An application in the operator's list. */
function applicationSummary(application: WriterApplication) {
  return {
    id: application.id,
    name: application.name,
    email: application.email,
    status: application.status,
    created_at: application.created_at,
    decided_at: application.decided_at,
  };
}

/**
 * The operator reviews expert applications: GET /operators/expert-applications lists them newest
 * first (paged, optionally of one `status`, with how many wait for a decision); GET …/{id} shows one
 * with everything sent; GET …/{id}/sample downloads the sample of work; POST …/{id}/approve
 * creates the expert and e-mails them a set-password link; POST …/{id}/decline (`message`)
 * e-mails the reason. Each application is decided once: a second decision is 409
 * `application_decided`. Every other role is refused.
 */
export function applicationReviewRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;

  const findApplication = async (id: number) => {
    const application = await applicationById(db, id);
    if (!application) throw new ApiError('not_found', 404, 'id');
    return application;
  };

  /** An application with everything the applicant sent, and the decision. */
  const applicationDetails = async (application: WriterApplication) => {
    const ids = application.discipline_ids.split(',').filter(Boolean).map(Number);
    const slug =
      application.writer_id === null ? null : await writerSlug(db, application.writer_id);
    return {
      ...applicationSummary(application),
      disciplines: await applicationDisciplines(db, ids),
      experience: application.experience,
      sample:
        application.sample_file_id === null
          ? null
          : {
              name: application.sample_name,
              size: application.sample_size,
              content_type: application.sample_content_type,
            },
      message: application.decision_message,
      writer_slug: slug,
    };
  };

  return async (app) => {
    app.get('/operators/expert-applications', shapes.list, async (request) => {
      await requireOperator(ctx, request);
      const { status, cursor, limit } = parseInput(expertApplicationsQuery, request.query);
      const [page, counts] = await Promise.all([
        applicationsPage(db, { status }, { cursor, limit }),
        applicationCounts(db),
      ]);
      return okEnvelope({
        applications: page.rows.map(applicationSummary),
        next_cursor: page.next_cursor,
        counts,
      });
    });

    app.get('/operators/expert-applications/:id', shapes.one, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(expertApplicationIdParams, request.params);
      return okEnvelope({ application: await applicationDetails(await findApplication(id)) });
    });

    app.get('/operators/expert-applications/:id/sample', shapes.sample, async (request, reply) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(expertApplicationIdParams, request.params);
      const application = await findApplication(id);
      if (application.sample_file_id === null) throw new ApiError('not_found', 404, 'id');
      return sendFileDownload(
        ctx.files,
        reply,
        {
          id: application.sample_file_id,
          name: application.sample_name ?? 'sample',
          size: application.sample_size ?? 0,
        },
        { log: request.log, field: 'id' },
      );
    });

    app.post('/operators/expert-applications/:id/approve', shapes.one, async (request) => {
      const { user } = await requireOperator(ctx, request);
      const { id } = parseInput(expertApplicationIdParams, request.params);
      const application = await findApplication(id);
      if (application.status !== 'received') throw new ApiError('application_decided', 409);
      const expert = await approveApplication(ctx, application, user.id);
      try {
        // The same single-use, expiring code as password restore, on the same page.
        const { url } = await issueRestoreCode(ctx, expert.userId, 'set_password');
        await ctx.mailer.send(
          applicationApprovedMessage(ctx.config.site, application.email, {
            name: application.name,
            setPasswordUrl: url,
            expiresInDays: WELCOME_LINK_TTL_MS / DAY_MS,
          }),
        );
      } catch (error) {
        // The expert exists either way; password restore sends them a new link.
        request.log.error({ err: error }, 'expert approval message not sent');
      }
      return okEnvelope({ application: await applicationDetails(await findApplication(id)) });
    });

    app.post('/operators/expert-applications/:id/decline', shapes.decline, async (request) => {
      const { user } = await requireOperator(ctx, request);
      const { id } = parseInput(expertApplicationIdParams, request.params);
      const { message } = parseInput(expertApplicationDeclineBody, request.body);
      const application = await findApplication(id);
      const decided = await decideApplication(db, {
        id,
        status: 'declined',
        byUserId: user.id,
        message,
        at: ctx.now(),
      });
      if (!decided) throw new ApiError('application_decided', 409);
      try {
        await ctx.mailer.send(
          applicationDeclinedMessage(ctx.config.site, application.email, {
            name: application.name,
            message,
          }),
        );
      } catch (error) {
        // The decision stands; the applicant also sees it through their status link.
        request.log.error({ err: error }, 'expert decline message not sent');
      }
      return okEnvelope({ application: await applicationDetails(await findApplication(id)) });
    });
  };
}
