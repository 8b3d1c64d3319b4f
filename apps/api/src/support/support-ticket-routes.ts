import {
  customerTicketsQuery,
  listPageQuery,
  operatorTicketsQuery,
  supportMessageBody,
  supportTicketCreateBody,
  ticketIdParams,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { signedInAccount } from '../auth/session-store';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { markThreadRead } from '../mail/message-notices';
import { requireCustomer, requireOperator } from '../orders/order-access';
import {
  addTicketMessage,
  assigneeOf,
  closeTicket,
  customerTicketList,
  findTicket,
  linkableOrders,
  openTicket,
  operatorTickets,
  ownsOrder,
  ticketDetails,
  ticketMessages,
  ticketSummary,
  waitingTicketCount,
} from './support-tickets';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  customerList: { config: { openapi: { query: customerTicketsQuery } } },
  operatorList: { config: { openapi: { query: operatorTicketsQuery } } },
  create: { config: { openapi: { body: supportTicketCreateBody } } },
  one: { config: { openapi: { params: ticketIdParams } } },
  messages: { config: { openapi: { params: ticketIdParams, query: listPageQuery } } },
  message: { config: { openapi: { params: ticketIdParams, body: supportMessageBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * Support (the customer's `ticketing/`): a customer opens tickets, optionally about one of their
 * orders, reads the answers, replies and closes them; an operator lists the tickets waiting for
 * an answer (or the answered, or the closed ones) and answers them, and the customer is told by
 * e-mail. A customer sees only their own tickets; experts and the other roles none (support
 * agents work them through support-agents/, where the operator's reading of one ticket and
 * answer are too: as staff, with its assignee, SLA clocks and internal notes). Every list is
 * paged (`cursor`, `limit`); a ticket shows the newest page of its conversation, and
 * …/tickets/{id}/messages pages back through the earlier messages.
 */
export function supportTicketRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    const limit = (name: 'supportTicketCreate' | 'supportTicketMessage') =>
      rateLimitGuard(app, ctx.config.rateLimitEnabled, name, signedInAccount(ctx));
    app.get('/customers/tickets', shapes.customerList, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { status, ...page } = parseInput(customerTicketsQuery, request.query);
      const [list, orders] = await Promise.all([
        customerTicketList(db, user.id, { status }, page),
        linkableOrders(db, user.id),
      ]);
      return okEnvelope({ ...list, orders });
    });

    app.post(
      '/customers/tickets',
      { preHandler: limit('supportTicketCreate'), ...shapes.create },
      async (request) => {
        const { user } = await requireCustomer(ctx, request);
        const form = parseInput(supportTicketCreateBody, request.body);
        if (form.order_id !== undefined && !(await ownsOrder(db, user.id, form.order_id)))
          throw new ApiError('ticket_order_not_found', 400, 'order_id');
        const ticket = await openTicket(db, {
          customerUserId: user.id,
          orderId: form.order_id ?? null,
          subject: form.subject,
          message: form.message,
          at: ctx.now(),
        });
        return okEnvelope({ ticket: await ticketDetails(db, ticket, 'customer') });
      },
    );

    app.get('/customers/tickets/:id', shapes.one, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      const ticket = await findTicket(db, id, { customerUserId: user.id });
      await markThreadRead(db, `ticket:${ticket.id}`, user.id);
      return okEnvelope({ ticket: await ticketDetails(db, ticket, 'customer') });
    });

    app.get('/customers/tickets/:id/messages', shapes.messages, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      const page = parseInput(listPageQuery, request.query);
      const ticket = await findTicket(db, id, { customerUserId: user.id });
      return okEnvelope(await ticketMessages(db, ticket.id, page));
    });

    // A reply to a closed ticket opens it again: the customer has more to ask.
    const replyLimit = limit('supportTicketMessage');
    app.post(
      '/customers/tickets/:id/messages',
      { preHandler: replyLimit, ...shapes.message },
      async (request) => {
        const { user } = await requireCustomer(ctx, request);
        const { id } = parseInput(ticketIdParams, request.params);
        const { message } = parseInput(supportMessageBody, request.body);
        const ticket = await findTicket(db, id, { customerUserId: user.id });
        // The customer has the answers before them: read, for the next answer's e-mail.
        await markThreadRead(db, `ticket:${ticket.id}`, user.id);
        const replied = await db.transaction().execute((trx) =>
          addTicketMessage(trx, ticket, {
            userId: user.id,
            party: 'customer',
            body: message,
            at: ctx.now(),
          }),
        );
        return okEnvelope({ ticket: await ticketDetails(db, replied, 'customer') });
      },
    );

    // Closing a closed ticket changes nothing and is no error (a second click, another tab).
    app.post('/customers/tickets/:id/close', shapes.one, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      const ticket = await findTicket(db, id, { customerUserId: user.id });
      const closed =
        ticket.status === 'closed' ? ticket : await closeTicket(db, ticket.id, ctx.now());
      return okEnvelope({ ticket: await ticketDetails(db, closed, 'customer') });
    });

    // The tickets of one status (waiting unless named), the longest waiting first.
    app.get('/operators/tickets', shapes.operatorList, async (request) => {
      await requireOperator(ctx, request);
      const { status, ...page } = parseInput(operatorTicketsQuery, request.query);
      const tickets = await operatorTickets(db, status, page);
      return okEnvelope({
        tickets: tickets.rows.map((ticket) => ({
          ...ticketSummary(ticket),
          customer_email: ticket.customer_email,
          assignee: assigneeOf(ticket),
        })),
        next_cursor: tickets.next_cursor,
        // Counted for the first page only: the filter's options read it once.
        ...(page.cursor === undefined && { counts: { waiting: await waitingTicketCount(db) } }),
      });
    });

    app.get('/operators/tickets/:id/messages', shapes.messages, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      const page = parseInput(listPageQuery, request.query);
      const ticket = await findTicket(db, id, 'operator');
      return okEnvelope(await ticketMessages(db, ticket.id, page));
    });
  };
}
