import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { signedInAccount } from '../auth/session-store';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import {
  supportMessageBody,
  supportTicketCreateBody,
  ticketIdParams,
} from '../http/request-schemas';
import type { RouteDeclaration } from '../http/route-shapes';
import { markThreadRead } from '../mail/message-notices';
import { requireCustomer, requireOperator } from '../orders/order-access';
import {
  addTicketMessage,
  findTicket,
  sendAnswerNotice,
  ticketDetails,
  ticketSummary,
} from './support-tickets';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  none: { config: { openapi: {} } },
  create: { config: { openapi: { body: supportTicketCreateBody } } },
  one: { config: { openapi: { params: ticketIdParams } } },
  message: { config: { openapi: { params: ticketIdParams, body: supportMessageBody } } },
} satisfies Record<string, RouteDeclaration>;

/** How many of their orders a customer can choose from when opening a ticket (newest first). */
const LINKABLE_ORDERS_MAX = 100;

/**
 * Support (the customer's `ticketing/`): a customer opens tickets, optionally about one of their
 * orders, reads the answers, replies and closes them; an operator lists the tickets waiting for
 * an answer and answers them, and the customer is told by e-mail. A customer sees only their own
 * tickets; experts and the other roles none.
 */
export function supportTicketRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    const limit = (name: 'supportTicketCreate' | 'supportTicketMessage') =>
      rateLimitGuard(app, ctx.config.rateLimitEnabled, name, signedInAccount(ctx));
    app.get('/customers/tickets', shapes.none, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const tickets = await db
        .selectFrom('support_tickets')
        .selectAll()
        .where('customer_user_id', '=', user.id)
        .orderBy('last_activity_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      // The orders a new ticket can be about.
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'title'])
        .where('customer_user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LINKABLE_ORDERS_MAX)
        .execute();
      return okEnvelope({ tickets: tickets.map(ticketSummary), orders });
    });

    app.post(
      '/customers/tickets',
      { preHandler: limit('supportTicketCreate'), ...shapes.create },
      async (request) => {
        const { user } = await requireCustomer(ctx, request);
        const form = parseInput(supportTicketCreateBody, request.body);
        if (form.order_id !== undefined) {
          const own = await db
            .selectFrom('orders')
            .select('id')
            .where('id', '=', form.order_id)
            .where('customer_user_id', '=', user.id)
            .executeTakeFirst();
          if (!own) throw new ApiError('ticket_order_not_found', 400, 'order_id');
        }
        const now = ctx.now();
        // The ticket and its first message together: never a ticket without its question.
        const ticket = await db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('support_tickets')
            .values({
              customer_user_id: user.id,
              order_id: form.order_id ?? null,
              subject: form.subject,
              status: 'waiting',
              created_at: now,
              last_activity_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return addTicketMessage(trx, created, {
            userId: user.id,
            party: 'customer',
            body: form.message,
            at: now,
          });
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
        ticket.status === 'closed'
          ? ticket
          : await db
              .updateTable('support_tickets')
              .set({ status: 'closed', last_activity_at: ctx.now() })
              .where('id', '=', ticket.id)
              .returningAll()
              .executeTakeFirstOrThrow();
      return okEnvelope({ ticket: await ticketDetails(db, closed, 'customer') });
    });

    // The tickets waiting for an answer, the longest waiting first, with whose they are.
    app.get('/operators/tickets', shapes.none, async (request) => {
      await requireOperator(ctx, request);
      const tickets = await db
        .selectFrom('support_tickets')
        .innerJoin('users', 'users.id', 'support_tickets.customer_user_id')
        .selectAll('support_tickets')
        .select('users.email as customer_email')
        .where('support_tickets.status', '=', 'waiting')
        .orderBy('support_tickets.last_activity_at', 'asc')
        .orderBy('support_tickets.id', 'asc')
        .execute();
      return okEnvelope({
        tickets: tickets.map((ticket) => ({
          ...ticketSummary(ticket),
          customer_email: ticket.customer_email,
        })),
      });
    });

    app.get('/operators/tickets/:id', shapes.one, async (request) => {
      await requireOperator(ctx, request);
      const { id } = parseInput(ticketIdParams, request.params);
      const ticket = await findTicket(db, id, 'operator');
      return okEnvelope({ ticket: await ticketDetails(db, ticket, 'operator') });
    });

    // An answer to a closed ticket opens it as answered: the customer is told, and may reply.
    app.post(
      '/operators/tickets/:id/messages',
      { preHandler: replyLimit, ...shapes.message },
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
        return okEnvelope({ ticket: await ticketDetails(db, answered, 'operator') });
      },
    );
  };
}
