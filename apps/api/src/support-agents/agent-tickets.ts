import type { AgentTicketView } from '@bb/validation';
import { type Kysely, sql } from 'kysely';
import { type KeysetOrder, keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, SupportContract, SupportTicket } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ticketSummary } from '../support/support-tickets';

const MINUTE = 60_000;

/** A contract's SLA targets, in minutes. */
export type SlaTargets = Pick<SupportContract, 'first_response_minutes' | 'resolution_minutes'>;

/**
 * A ticket's SLA clocks by `targets`: when its first response and its resolution are due (both
 * from its opening) and when they came; null without a contract to measure by.
 */
export function slaClocks(ticket: SupportTicket, targets: SlaTargets | undefined) {
  if (!targets) return null;
  return {
    first_response_due_at: ticket.created_at + targets.first_response_minutes * MINUTE,
    first_response_at: ticket.first_response_at,
    resolution_due_at: ticket.created_at + targets.resolution_minutes * MINUTE,
    resolved_at: ticket.resolved_at,
  };
}

/** A ticket as the agent's lists show it: its summary, its assignee's id and its SLA clocks. */
export function agentTicketSummary(ticket: SupportTicket, targets: SlaTargets | undefined) {
  return {
    ...ticketSummary(ticket),
    assigned_user_id: ticket.assigned_user_id,
    sla: slaClocks(ticket, targets),
  };
}

/** The agent's open tickets by their opening, the oldest (the most urgent) first. */
const OPENED_ASC: KeysetOrder = {
  key: 'support_tickets.created_at',
  id: 'support_tickets.id',
  direction: 'asc',
};

/** The queue as the operator's waiting list: the longest waiting first. */
const WAITING_ASC: KeysetOrder = {
  key: 'support_tickets.last_activity_at',
  id: 'support_tickets.id',
  direction: 'asc',
};

/**
 * A page of the agent's tickets: `assigned`, those assigned to them and not closed (one range of
 * the partial index support_tickets_open_by_assignee); `queue`, the unassigned ones waiting for
 * an answer (the waiting range of support_tickets_by_status, the support backlog).
 */
export async function agentTickets(
  db: Kysely<Database>,
  agentUserId: number,
  view: AgentTicketView,
  page: PageRequest,
) {
  let query = db.selectFrom('support_tickets').selectAll();
  // A literal, not a parameter: PostgreSQL matches the partial index's condition by its text.
  query =
    view === 'assigned'
      ? query
          .where('assigned_user_id', '=', agentUserId)
          .where(sql.ref('status'), '<>', sql.lit('closed'))
      : query.where('status', '=', 'waiting').where('assigned_user_id', 'is', null);
  const rows = await keysetPage(
    query,
    view === 'assigned' ? OPENED_ASC : WAITING_ASC,
    page,
  ).execute();
  return keysetPageOf(rows, page, (ticket) =>
    view === 'assigned'
      ? { key: ticket.created_at, id: ticket.id }
      : { key: ticket.last_activity_at, id: ticket.id },
  );
}

/**
 * A ticket the agent may work: one assigned to them, or one waiting in the queue. Any other is
 * 'not found', as if it did not exist: an agent does not read another agent's tickets.
 */
export async function findAgentTicket(
  db: Kysely<Database>,
  ticketId: number,
  agentUserId: number,
): Promise<SupportTicket> {
  const ticket = await db
    .selectFrom('support_tickets')
    .selectAll()
    .where('id', '=', ticketId)
    .where((eb) =>
      eb.or([
        eb('assigned_user_id', '=', agentUserId),
        eb.and([eb('assigned_user_id', 'is', null), eb('status', '=', 'waiting')]),
      ]),
    )
    .executeTakeFirst();
  if (!ticket) throw new ApiError('not_found', 404, 'ticket_id');
  return ticket;
}

/**
 * Makes the ticket the agent's, unless it is already: one conditional UPDATE, so of two agents
 * taking the same ticket at once exactly one gets it and the other is refused `ticket_taken`.
 */
export async function takeTicket(
  db: Kysely<Database>,
  ticket: SupportTicket,
  agentUserId: number,
): Promise<SupportTicket> {
  if (ticket.assigned_user_id === agentUserId) return ticket;
  const taken = await db
    .updateTable('support_tickets')
    .set({ assigned_user_id: agentUserId })
    .where('id', '=', ticket.id)
    .where('assigned_user_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!taken) throw new ApiError('ticket_taken', 409);
  return taken;
}

/** Whether the account is a support agent who can take tickets (not blocked). */
export async function isActiveAgent(db: Kysely<Database>, userId: number): Promise<boolean> {
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', '=', 'support_contract')
    .where('is_blocked', '=', 0)
    .executeTakeFirst();
  return agent !== undefined;
}

/**
 * Gives the ticket to `agentUserId`, or back to the queue (null). `from` is the agent handing it
 * on (only while it is theirs: another agent's reassignment in between wins), or the operator
 * (any ticket). A target that is not an active agent is refused beside `agent_id`.
 */
export async function assignTicket(
  db: Kysely<Database>,
  ticket: SupportTicket,
  agentUserId: number | null,
  from: { agentUserId: number } | 'operator',
): Promise<SupportTicket> {
  if (agentUserId !== null && !(await isActiveAgent(db, agentUserId)))
    throw new ApiError('agent_not_found', 400, 'agent_id');
  let update = db
    .updateTable('support_tickets')
    .set({ assigned_user_id: agentUserId })
    .where('id', '=', ticket.id);
  if (from !== 'operator') update = update.where('assigned_user_id', '=', from.agentUserId);
  const assigned = await update.returningAll().executeTakeFirst();
  if (!assigned) throw new ApiError('ticket_taken', 409);
  return assigned;
}
