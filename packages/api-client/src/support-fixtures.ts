import type { SupportMessage, SupportTicket } from './api-types';

/**
 * A support ticket of the demo customer ('The report is late', about order 41, waiting for
 * support) with any field overridden.
 */
export function supportTicketOf(overrides: Partial<SupportTicket> = {}): SupportTicket {
  return {
    id: 7,
    subject: 'The report is late',
    status: 'waiting',
    order_id: 41,
    order: { id: 41, title: 'Dijkstra in Python', status: 'in_progress' },
    created_at: Date.UTC(2026, 10, 21, 9, 15),
    last_activity_at: Date.UTC(2026, 10, 21, 9, 15),
    messages: [supportMessageOf(1, 'customer', 'The deadline is tomorrow. Is it on track?')],
    messages_next_cursor: null,
    ...overrides,
  };
}

/** A message of a ticket's conversation, an hour after the one before it. */
export function supportMessageOf(
  id: number,
  party: SupportMessage['party'],
  body: string,
): SupportMessage {
  return { id, party, body, created_at: Date.UTC(2026, 10, 21, 8 + id, 15) };
}
