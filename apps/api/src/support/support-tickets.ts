import {
  dashboardPagePath,
  LIST_PAGE_DEFAULT_LIMIT,
  type SupportTicketStatus,
} from '@bb/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import { type KeysetOrder, keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import { messageThreadPage } from '../db/message-thread-page';
import type { Database, SupportTicket } from '../db/schema';
import { ApiError } from '../http/envelope';
import { supportAnswerMessage } from '../mail/mail-messages';
import { claimMessageNotice } from '../mail/message-notices';

/** Who writes on a ticket: its customer, or an operator (who signs as the support team). */
export type SupportParty = 'customer' | 'operator';

/** Whose tickets the asker may see: a customer's own, or (an operator) all. */
export type TicketScope = { customerUserId: number } | 'operator';

/** A ticket list's order by activity: its sort key and id, for the next page's cursor. */
const ACTIVITY_DESC: KeysetOrder = {
  key: 'support_tickets.last_activity_at',
  id: 'support_tickets.id',
  direction: 'desc',
};
const activityCursor = (ticket: SupportTicket) => ({ key: ticket.last_activity_at, id: ticket.id });

/** The customer's ticket pages, which the answer e-mail links to. */
const CUSTOMER_TICKETS_PATH = dashboardPagePath('customer', 'support');

/** A ticket as the lists show it. */
export function ticketSummary(ticket: SupportTicket) {
  return {
    id: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    order_id: ticket.order_id,
    created_at: ticket.created_at,
    last_activity_at: ticket.last_activity_at,
  };
}

/** How many of their orders a customer can choose from when opening a ticket (newest first). */
const LINKABLE_ORDERS_MAX = 100;

/** The customer's tickets, the latest active first, of one status or of all: a page of them. */
export async function customerTickets(
  db: Kysely<Database>,
  customerUserId: number,
  filter: { status?: SupportTicketStatus | undefined },
  page: PageRequest,
) {
  let query = db
    .selectFrom('support_tickets')
    .selectAll()
    .where('customer_user_id', '=', customerUserId);
  if (filter.status) query = query.where('status', '=', filter.status);
  const rows = await keysetPage(query, ACTIVITY_DESC, page).execute();
  return keysetPageOf(rows, page, activityCursor);
}

/**
 * A page of the customer's tickets with how many they have of each status, as GET
 * /customers/tickets answers them (and the operator's …/customers/{id}/tickets).
 */
export async function customerTicketList(
  db: Kysely<Database>,
  customerUserId: number,
  filter: { status?: SupportTicketStatus | undefined },
  page: PageRequest,
) {
  const [tickets, counts] = await Promise.all([
    customerTickets(db, customerUserId, filter, page),
    customerTicketCounts(db, customerUserId),
  ]);
  return { tickets: tickets.rows.map(ticketSummary), next_cursor: tickets.next_cursor, counts };
}

/**
 * How many tickets of each status the customer has, for the filter's options: kept by the
 * database in the transaction of every ticket's opening and change of state
 * (customer_ticket_counts, migration 0037), a row per state.
 */
export async function customerTicketCounts(
  db: Kysely<Database>,
  customerUserId: number,
): Promise<Record<SupportTicketStatus, number>> {
  const rows = await db
    .selectFrom('customer_ticket_counts')
    .select(['status', 'qty'])
    .where('customer_user_id', '=', customerUserId)
    .execute();
  const counts: Record<SupportTicketStatus, number> = { waiting: 0, answered: 0, closed: 0 };
  for (const row of rows) counts[row.status as SupportTicketStatus] = Number(row.qty);
  return counts;
}

/** The orders a new ticket of the customer's can be about, newest first. */
export function linkableOrders(db: Kysely<Database>, customerUserId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'title'])
    .where('customer_user_id', '=', customerUserId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LINKABLE_ORDERS_MAX)
    .execute();
}

/** Whether the order is the customer's. */
export async function ownsOrder(
  db: Kysely<Database>,
  customerUserId: number,
  orderId: number,
): Promise<boolean> {
  const own = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('customer_user_id', '=', customerUserId)
    .executeTakeFirst();
  return own !== undefined;
}

/** Opens a ticket with its first message, together: never a ticket without its question. */
export function openTicket(
  db: Kysely<Database>,
  ticket: {
    customerUserId: number;
    orderId: number | null;
    subject: string;
    message: string;
    at: number;
  },
): Promise<SupportTicket> {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('support_tickets')
      .values({
        customer_user_id: ticket.customerUserId,
        order_id: ticket.orderId,
        subject: ticket.subject,
        status: 'waiting',
        created_at: ticket.at,
        last_activity_at: ticket.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return addTicketMessage(trx, created, {
      userId: ticket.customerUserId,
      party: 'customer',
      body: ticket.message,
      at: ticket.at,
    });
  });
}

/**
 * Closes the ticket and answers it as stored. The closing is its resolution, credited to the
 * agent it is assigned to (support-agents/: their contract counts it).
 */
export function closeTicket(
  db: Kysely<Database>,
  ticketId: number,
  at: number,
): Promise<SupportTicket> {
  return db
    .updateTable('support_tickets')
    .set((eb) => ({
      status: 'closed',
      last_activity_at: at,
      resolved_at: at,
      resolved_user_id: eb.ref('assigned_user_id'),
    }))
    .where('id', '=', ticketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The tickets of one status with their customer's e-mail, a page of them: those waiting the
 * longest waiting first (the operator answers them in turn), answered and closed ones the latest
 * active first (the operator looks back at what just happened).
 */
export async function operatorTickets(
  db: Kysely<Database>,
  status: SupportTicketStatus,
  page: PageRequest,
) {
  const query = db
    .selectFrom('support_tickets')
    .innerJoin('users', 'users.id', 'support_tickets.customer_user_id')
    .leftJoin('users as assignee', 'assignee.id', 'support_tickets.assigned_user_id')
    .selectAll('support_tickets')
    .select(['users.email as customer_email', 'assignee.email as assignee_email'])
    .where('support_tickets.status', '=', status);
  const order: KeysetOrder = {
    key: 'support_tickets.last_activity_at',
    id: 'support_tickets.id',
    direction: status === 'waiting' ? 'asc' : 'desc',
  };
  const rows = await keysetPage(query, order, page).execute();
  return keysetPageOf(rows, page, activityCursor);
}

/**
 * How many tickets wait for an answer, for the operator's filter: kept by the database in the
 * transaction of every ticket's opening and change of state, in TICKET_COUNT_SLOTS rows per
 * state (ticket_state_counts, migration 0038), summed here: the same few rows however long the
 * backlog.
 */
export async function waitingTicketCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('ticket_state_counts')
    .select((eb) => eb.fn.sum<number | string | null>('qty').as('qty'))
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(row.qty ?? 0);
}

/**
 * A ticket by id, within the asker's scope. Another customer's ticket is 'not found', as if it
 * did not exist: nobody learns of tickets that are not theirs by trying ids.
 */
export async function findTicket(
  db: Kysely<Database>,
  ticketId: number,
  scope: TicketScope,
): Promise<SupportTicket> {
  let query = db.selectFrom('support_tickets').selectAll().where('id', '=', ticketId);
  if (scope !== 'operator') query = query.where('customer_user_id', '=', scope.customerUserId);
  const ticket = await query.executeTakeFirst();
  if (!ticket) throw new ApiError('not_found', 404, 'ticket_id');
  return ticket;
}

/** A page of the ticket's conversation, the newest message first. */
export function ticketMessages(db: Kysely<Database>, ticketId: number, page: PageRequest) {
  return messageThreadPage(db, { table: 'support_messages', of: 'ticket_id', id: ticketId }, page);
}

/**
 * A ticket with the newest page of its conversation (`messages`, newest first, and
 * `messages_next_cursor` for the earlier ones) and the order it is about; for an operator also
 * the customer's e-mail address, so they know whom they answer.
 */
export async function ticketDetails(
  db: Kysely<Database>,
  ticket: SupportTicket,
  reader: SupportParty | 'agent',
) {
  const messages = await ticketMessages(db, ticket.id, { limit: LIST_PAGE_DEFAULT_LIMIT });
  const order =
    ticket.order_id === null
      ? undefined
      : await db
          .selectFrom('orders')
          .select(['id', 'title', 'status'])
          .where('id', '=', ticket.order_id)
          .executeTakeFirst();
  const customer =
    reader === 'operator'
      ? await db
          .selectFrom('users')
          .select('email')
          .where('id', '=', ticket.customer_user_id)
          .executeTakeFirst()
      : undefined;
  return {
    ...ticketSummary(ticket),
    order: order ?? null,
    messages: messages.messages,
    messages_next_cursor: messages.next_cursor,
    ...(customer ? { customer_email: customer.email } : {}),
  };
}

/**
 * Adds a message to a ticket and moves it on: the customer's message waits for support (a closed
 * ticket opens again), an operator's answers it. Run it in a transaction (`trx`): the message and
 * the ticket's new state are saved together.
 */
export async function addTicketMessage(
  trx: Transaction<Database>,
  ticket: SupportTicket,
  message: { userId: number; party: SupportParty; body: string; at: number },
): Promise<SupportTicket> {
  const fromCustomer = message.party === 'customer';
  await trx
    .insertInto('support_messages')
    .values({
      ticket_id: ticket.id,
      author_user_id: message.userId,
      author_party: message.party,
      body: message.body,
      created_at: message.at,
    })
    .execute();
  // The customer's message reopens a resolved ticket; support's first answer is the SLA's
  // first response, kept once given.
  return trx
    .updateTable('support_tickets')
    .set((eb) =>
      fromCustomer
        ? {
            status: 'waiting',
            last_activity_at: message.at,
            resolved_at: null,
            resolved_user_id: null,
          }
        : {
            status: 'answered',
            last_activity_at: message.at,
            first_response_at: eb.fn.coalesce('first_response_at', eb.val(message.at)),
            first_response_user_id: eb.fn.coalesce(
              'first_response_user_id',
              eb.val(message.userId),
            ),
          },
    )
    .where('id', '=', ticket.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Tells the customer their ticket is answered, once for a burst of answers (as an order's
 * messages: `mail/message-notices.ts`); the answer is saved already, so a failure is logged.
 */
export async function sendAnswerNotice(
  ctx: AppContext,
  ticket: SupportTicket,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const customer = await ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', ticket.customer_user_id)
      .executeTakeFirst();
    if (!customer) return;
    if (
      !(await claimMessageNotice(ctx.db, `ticket:${ticket.id}`, ticket.customer_user_id, ctx.now()))
    )
      return;
    await ctx.mailer.send(
      supportAnswerMessage(ctx.config.site, customer.email, {
        id: ticket.id,
        subject: ticket.subject,
        url: `${ctx.config.publicOrigin}${CUSTOMER_TICKETS_PATH}${ticket.id}/`,
      }),
    );
  } catch (error) {
    log.error({ err: error, ticketId: ticket.id }, 'support answer notice not sent');
  }
}

/** The assignee of a ticket in a list that joined their e-mail (`assignee_email`). */
export function assigneeOf(ticket: {
  assigned_user_id: number | null;
  assignee_email: string | null;
}) {
  return ticket.assigned_user_id === null || ticket.assignee_email === null
    ? null
    : { id: ticket.assigned_user_id, email: ticket.assignee_email };
}
