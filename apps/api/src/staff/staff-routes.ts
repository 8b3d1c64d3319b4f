import { accountIdParams, staffInviteBody, staffListQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import { issueRestoreCode } from '../auth/one-time-secrets';
import { loginToEmail } from '../auth/user-lookup';
import type { User } from '../db/schema';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { staffInvitationMessage } from '../mail/mail-messages';
import { requireOperator } from '../orders/order-access';
import { setAccountBlocked } from './account-blocking';
import {
  accountStatus,
  createStaffAccount,
  findStaffAccount,
  staffMember,
  staffPage,
} from './staff-accounts';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  list: { config: { openapi: { query: staffListQuery } } },
  invite: { config: { openapi: { body: staffInviteBody } } },
  account: { config: { openapi: { params: accountIdParams } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The operator's staff and account blocking. GET /operators/staff pages through the staff
 * accounts (every role but customer and expert), newest first, each with its status (invited,
 * active, blocked); POST /operators/staff invites a person (an account with the role, and a
 * set-password link e-mailed as password restore sends its code); POST
 * /operators/staff/{id}/invitation sends an invited person a new link (the old one stops
 * working). POST /operators/accounts/{id}/block and …/unblock take any account, customer and
 * expert too. Every change is recorded in the audit log.
 */
export function staffRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const sendInvitation = async (user: User) => {
      const { url } = await issueRestoreCode(ctx, user.id, 'set_password');
      await ctx.mailer.send(
        staffInvitationMessage(ctx.config.site, user.email, {
          roleName: user.role.replaceAll('_', ' '),
          setPasswordUrl: url,
        }),
      );
    };

    app.get('/operators/staff', shapes.list, async (request) => {
      await requireOperator(ctx, request);
      const page = parseInput(staffListQuery, request.query);
      return okEnvelope(await staffPage(ctx.db, page));
    });

    app.post('/operators/staff', shapes.invite, async (request) => {
      const session = await requireOperator(ctx, request);
      const form = parseInput(staffInviteBody, request.body);
      const user = await createStaffAccount(ctx.db, {
        email: loginToEmail(form.email),
        role: form.role,
        at: ctx.now(),
        actorUserId: session.user.id,
        action: 'staff_invited',
      });
      await sendInvitation(user);
      return okEnvelope({ staff_member: staffMember(user) });
    });

    app.post('/operators/staff/:id/invitation', shapes.account, async (request) => {
      const session = await requireOperator(ctx, request);
      const { id } = parseInput(accountIdParams, request.params);
      const user = await findStaffAccount(ctx.db, id);
      if (!user) throw new ApiError('not_found', 404);
      if (accountStatus(user) !== 'invited') throw new ApiError('invitation_not_pending', 409);
      await recordAuditEvent(ctx.db, {
        actorUserId: session.user.id,
        action: 'invitation_resent',
        subjectUserId: user.id,
        at: ctx.now(),
      });
      await sendInvitation(user);
      return okEnvelope({ staff_member: staffMember(user) });
    });

    for (const [step, blocked] of [
      ['block', true],
      ['unblock', false],
    ] as const) {
      app.post(`/operators/accounts/:id/${step}`, shapes.account, async (request) => {
        const session = await requireOperator(ctx, request);
        const { id } = parseInput(accountIdParams, request.params);
        const user = await setAccountBlocked(ctx, {
          actorUserId: session.user.id,
          subjectUserId: id,
          blocked,
        });
        return okEnvelope({ account: staffMember(user) });
      });
    }
  };
}
