import type { SupportTicketStatus } from '@bb/api-client';

/** A ticket's status as a badge: 'Waiting for support', 'Answered' or 'Closed'. */
export function TicketStatus({ status, label }: { status: SupportTicketStatus; label: string }) {
  return <span className={`bb-order-status bb-ticket-status--${status}`}>{label}</span>;
}
