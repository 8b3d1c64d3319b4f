import {
  agentTicketsQuery,
  listPageQuery,
  supportAgentListQuery,
  supportMessageBody,
  supportNoteBody,
  ticketAssignBody,
  ticketIdParams,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import {
  addTicketMessage,
  closeTicket,
  sendAnswerNotice,
  ticketMessages,
} from '../support/support-tickets';
import {
  agentTicketSummary,
  agentTickets,
  assignTicket,
  findAgentTicket,
  takeTicket,
} from './agent-tickets';
import { addTicketNote, staffTicketDetails, ticketNotes } from './staff-ticket-details';
import { requireAgent, supportAgentList } from './support-agents';
import { contractPeriod, contractPeriods, currentContract } from './support-contracts';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  list: { config: { openapi: { query: agentTicketsQuery } } },
  page: { config: { openapi: { query: supportAgentListQuery } } },
  one: { config: { openapi: { params: ticketIdParams } } },
  pageOfOne: { config: { openapi: { params: ticketIdParams, query: listPageQuery } } },
  message: { config: { openapi: { params: ticketIdParams, body: supportMessageBody } } },
  note: { config: { openapi: { params: ticketIdParams, body: supportNoteBody } } },
  assign: { config: { openapi: { params: ticketIdParams, body: ticketAssignBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The support agent's workspace (the support_contract role's Personal Area) and contract. An
 * agent lists the tickets assigned to them and the unassigned queue, each with its SLA clocks by
 * their current contract's targets; reads one (theirs or a queued one: any other is not_found),
 * takes it, answers it (a queued ticket is taken by the answer), adds internal notes, hands it
 * to another agent or back to the queue, and closes it. GET /support-agents/contract answers
 * their current period with its figures and a page of their past periods.
 */
export function supportAgentRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    /** The signed-in agent and the ticket of the request's id they may work. */
    const agentTicket = async (request: Parameters<typeof requireAgent>[1]) => {
      const { user } = await requireAgent(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      return { agent: user, ticket: await findAgentTicket(db, id, user.id) };
    };
    const details = async (agentUserId: number, ticket: Parameters<typeof takeTicket>[1]) =>
      okEnvelope({
        ticket: await staffTicketDetails(
          db,
          ticket,
          'agent',
          await currentContract(db, agentUserId, ctx.now()),
        ),
      });

    app.get('/support-agents/tickets', shapes.list, async (request) => {
      const { user } = await requireAgent(ctx, request);
      const { view, ...page } = parseInput(agentTicketsQuery, request.query);
      const [tickets, contract] = await Promise.all([
        agentTickets(db, user.id, view, page),
        currentContract(db, user.id, ctx.now()),
      ]);
      return okEnvelope({
        tickets: tickets.rows.map((ticket) => agentTicketSummary(ticket, contract)),
        next_cursor: tickets.next_cursor,
      });
    });

    app.get('/support-agents/agents', shapes.page, async (request) => {
      await requireAgent(ctx, request);
      return okEnvelope(
        await supportAgentList(db, parseInput(supportAgentListQuery, request.query)),
      );
    });

    app.get('/support-agents/tickets/:id', shapes.one, async (request) => {
      const { agent, ticket } = await agentTicket(request);
      return details(agent.id, ticket);
    });

    app.get('/support-agents/tickets/:id/messages', shapes.pageOfOne, async (request) => {
      const { ticket } = await agentTicket(request);
      return okEnvelope(
        await ticketMessages(db, ticket.id, parseInput(listPageQuery, request.query)),
      );
    });

    app.get('/support-agents/tickets/:id/notes', shapes.pageOfOne, async (request) => {
      const { ticket } = await agentTicket(request);
      return okEnvelope(await ticketNotes(db, ticket.id, parseInput(listPageQuery, request.query)));
    });

    app.post('/support-agents/tickets/:id/claim', shapes.one, async (request) => {
      const { agent, ticket } = await agentTicket(request);
      return details(agent.id, await takeTicket(db, ticket, agent.id));
    });

    // The answer signs as Support, as an operator's (party `operator`: the support side); the
    // customer is told by e-mail.
    app.post('/support-agents/tickets/:id/messages', shapes.message, async (request) => {
      const { agent, ticket } = await agentTicket(request);
      const { message } = parseInput(supportMessageBody, request.body);
      const answered = await db.transaction().execute(async (trx) =>
        addTicketMessage(trx, await takeTicket(trx, ticket, agent.id), {
          userId: agent.id,
          party: 'operator',
          body: message,
          at: ctx.now(),
        }),
      );
      await sendAnswerNotice(ctx, answered, request.log);
      return details(agent.id, answered);
    });

    app.post('/support-agents/tickets/:id/notes', shapes.note, async (request) => {
      const { agent, ticket } = await agentTicket(request);
      const { note } = parseInput(supportNoteBody, request.body);
      await addTicketNote(db, {
        ticketId: ticket.id,
        authorUserId: agent.id,
        body: note,
        at: ctx.now(),
      });
      return details(agent.id, ticket);
    });

    // Handing a ticket on: to another agent, or (no agent_id) back to the queue.
    app.post('/support-agents/tickets/:id/assign', shapes.assign, async (request) => {
      const { agent, ticket } = await agentTicket(request);
      const { agent_id } = parseInput(ticketAssignBody, request.body);
      const mine = await takeTicket(db, ticket, agent.id);
      const assigned = await assignTicket(db, mine, agent_id ?? null, { agentUserId: agent.id });
      return okEnvelope({ ticket: agentTicketSummary(assigned, undefined) });
    });

    // Closing takes a queued ticket first: its resolution is the closing agent's.
    app.post('/support-agents/tickets/:id/close', shapes.one, async (request) => {
      const { agent, ticket } = await agentTicket(request);
      const mine = await takeTicket(db, ticket, agent.id);
      const closed = mine.status === 'closed' ? mine : await closeTicket(db, mine.id, ctx.now());
      return details(agent.id, closed);
    });

    app.get('/support-agents/contract', shapes.page, async (request) => {
      const { user } = await requireAgent(ctx, request);
      const page = parseInput(supportAgentListQuery, request.query);
      const now = ctx.now();
      const [current, past] = await Promise.all([
        page.cursor === undefined ? currentContract(db, user.id, now) : undefined,
        contractPeriods(db, user.id, page, now),
      ]);
      return okEnvelope({
        current: current ? await contractPeriod(db, current) : null,
        past: past.periods,
        next_cursor: past.next_cursor,
      });
    });
  };
}
