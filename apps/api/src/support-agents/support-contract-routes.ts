import {
  listPageQuery,
  supportAgentListQuery,
  supportAgentParams,
  supportContractBody,
  supportContractParams,
  supportMessageBody,
  supportNoteBody,
  ticketAssignBody,
  ticketIdParams,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import { rateLimitGuard } from '../auth/rate-limits';
import { signedInAccount } from '../auth/session-store';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { requireOperator } from '../orders/order-access';
import { addTicketMessage, findTicket, sendAnswerNotice } from '../support/support-tickets';
import { assignTicket } from './agent-tickets';
import { operatorTicketDetails } from './operator-ticket-details';
import { addTicketNote, ticketNotes } from './staff-ticket-details';
import { supportAgentList } from './support-agents';
import { contractPeriod, contractPeriods, saveContract } from './support-contracts';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  agents: { config: { openapi: { query: supportAgentListQuery } } },
  contracts: { config: { openapi: { params: supportAgentParams, query: supportAgentListQuery } } },
  create: { config: { openapi: { params: supportAgentParams, body: supportContractBody } } },
  edit: { config: { openapi: { params: supportContractParams, body: supportContractBody } } },
  assign: { config: { openapi: { params: ticketIdParams, body: ticketAssignBody } } },
  note: { config: { openapi: { params: ticketIdParams, body: supportNoteBody } } },
  notes: { config: { openapi: { params: ticketIdParams, query: listPageQuery } } },
  one: { config: { openapi: { params: ticketIdParams } } },
  message: { config: { openapi: { params: ticketIdParams, body: supportMessageBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The operator's side of the support agents: the agents (for the tickets' assignment), each
 * agent's contract periods with their figures, a new period or a change to one (audited), and
 * on any ticket the assignment (to an agent, or back to the queue) and internal notes; the
 * operator's reading of one ticket and their answer (support/ lists the tickets) read it as staff.
 */
export function supportContractRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    const limit = (name: 'supportTicketMessage') =>
      rateLimitGuard(app, ctx.config.rateLimitEnabled, name, signedInAccount(ctx));
    app.get('/operators/tickets/:id', shapes.one, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      const ticket = await findTicket(db, id, 'operator');
      return okEnvelope({ ticket: await operatorTicketDetails(ctx, ticket) });
    });

    // An answer to a closed ticket opens it as answered: the customer is told, and may reply.
    app.post(
      '/operators/tickets/:id/messages',
      { preHandler: limit('supportTicketMessage'), ...shapes.message },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        const { id } = parseInput(ticketIdParams, request.params);
        const { message } = parseInput(supportMessageBody, request.body);
        const ticket = await findTicket(db, id, 'operator');
        const answered = await db.transaction().execute((trx) =>
          addTicketMessage(trx, ticket, {
            userId: user.id,
            party: 'operator',
            body: message,
            at: ctx.now(),
          }),
        );
        await sendAnswerNotice(ctx, answered, request.log);
        return okEnvelope({ ticket: await operatorTicketDetails(ctx, answered) });
      },
    );

    app.get('/operators/support-agents', shapes.agents, async (request) => {
      await requireOperator(ctx, request);
      return okEnvelope(
        await supportAgentList(db, parseInput(supportAgentListQuery, request.query)),
      );
    });

    app.get('/operators/support-agents/:id/contracts', shapes.contracts, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(supportAgentParams, request.params);
      const page = parseInput(supportAgentListQuery, request.query);
      const agent = await db
        .selectFrom('users')
        .select(['id', 'email', 'name'])
        .where('id', '=', id)
        .where('role', '=', 'support_contract')
        .executeTakeFirst();
      if (!agent) throw new ApiError('not_found', 404, 'agent_id');
      return okEnvelope({ agent, ...(await contractPeriods(db, id, page)) });
    });

    for (const [path, schema] of [
      ['/operators/support-agents/:id/contracts', 'create'],
      ['/operators/support-agents/:id/contracts/:contract_id', 'edit'],
    ] as const) {
      app.post(path, shapes[schema], async (request) => {
        const session = await requireOperator(ctx, request);
        const params: { id: number; contract_id?: number } =
          schema === 'create'
            ? parseInput(supportAgentParams, request.params)
            : parseInput(supportContractParams, request.params);
        const terms = parseInput(supportContractBody, request.body);
        const at = ctx.now();
        const saved = await saveContract(db, ctx.engine, params.id, terms, at, params.contract_id);
        await recordAuditEvent(db, {
          actorUserId: session.user.id,
          action: schema === 'create' ? 'support_contract_created' : 'support_contract_changed',
          subjectUserId: params.id,
          detail: `#${saved.id}`,
          at,
        });
        return okEnvelope({ period: await contractPeriod(db, saved) });
      });
    }

    app.post('/operators/tickets/:id/assign', shapes.assign, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      const { agent_id } = parseInput(ticketAssignBody, request.body);
      const ticket = await findTicket(db, id, 'operator');
      const assigned = await assignTicket(db, ticket, agent_id ?? null, 'operator');
      return okEnvelope({ ticket: await operatorTicketDetails(ctx, assigned) });
    });

    app.get('/operators/tickets/:id/notes', shapes.notes, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      const ticket = await findTicket(db, id, 'operator');
      return okEnvelope(await ticketNotes(db, ticket.id, parseInput(listPageQuery, request.query)));
    });

    app.post('/operators/tickets/:id/notes', shapes.note, async (request) => {
      const { user } = await requireOperator(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      const { note } = parseInput(supportNoteBody, request.body);
      const ticket = await findTicket(db, id, 'operator');
      await addTicketNote(db, {
        ticketId: ticket.id,
        authorUserId: user.id,
        body: note,
        at: ctx.now(),
      });
      return okEnvelope({ ticket: await operatorTicketDetails(ctx, ticket) });
    });
  };
}
