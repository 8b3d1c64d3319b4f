import { LIST_PAGE_DEFAULT_LIMIT } from '@bb/validation';
import type { Kysely } from 'kysely';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, SupportTicket } from '../db/schema';
import { ticketDetails } from '../support/support-tickets';
import { type SlaTargets, slaClocks } from './agent-tickets';

/**
 * A page of the ticket's internal notes, the newest first, each with its author as staff know
 * them (their name, else their e-mail address). Notes are staff's only: no customer route reads
 * this table.
 */
export async function ticketNotes(db: Kysely<Database>, ticketId: number, page: PageRequest) {
  const query = db
    .selectFrom('support_notes')
    .innerJoin('users', 'users.id', 'support_notes.author_user_id')
    .select([
      'support_notes.id',
      'support_notes.body',
      'support_notes.created_at',
      (eb) => eb.fn.coalesce('users.name', 'users.email').as('author'),
    ])
    .where('support_notes.ticket_id', '=', ticketId);
  const rows = await keysetPage(
    query,
    { key: 'support_notes.created_at', id: 'support_notes.id', direction: 'desc' },
    page,
  ).execute();
  const shown = keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
  return { notes: shown.rows, next_cursor: shown.next_cursor };
}

/** Adds a staff member's internal note to the ticket. */
export function addTicketNote(
  db: Kysely<Database>,
  note: { ticketId: number; authorUserId: number; body: string; at: number },
) {
  return db
    .insertInto('support_notes')
    .values({
      ticket_id: note.ticketId,
      author_user_id: note.authorUserId,
      body: note.body,
      created_at: note.at,
    })
    .execute();
}

/**
 * A ticket as staff read it (an agent, or an operator who also sees the customer's e-mail): its
 * details, whom it is assigned to, its SLA clocks by `targets` and the newest page of its
 * internal notes (`notes_next_cursor` for the earlier ones).
 */
export async function staffTicketDetails(
  db: Kysely<Database>,
  ticket: SupportTicket,
  reader: 'operator' | 'agent',
  targets: SlaTargets | undefined,
) {
  const [details, notes, assignee] = await Promise.all([
    ticketDetails(db, ticket, reader),
    ticketNotes(db, ticket.id, { limit: LIST_PAGE_DEFAULT_LIMIT }),
    ticket.assigned_user_id === null
      ? undefined
      : db
          .selectFrom('users')
          .select(['id', 'email'])
          .where('id', '=', ticket.assigned_user_id)
          .executeTakeFirst(),
  ]);
  return {
    ...details,
    assignee: assignee ?? null,
    sla: slaClocks(ticket, targets),
    notes: notes.notes,
    notes_next_cursor: notes.next_cursor,
  };
}
