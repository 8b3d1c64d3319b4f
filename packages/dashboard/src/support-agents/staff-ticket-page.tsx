import type { SupportStaffReader } from '@bb/api-client';
import { SupportTicketPage, type SupportTicketPageProps } from '../support/support-ticket-page';
import { StaffTicketPanel } from './staff-ticket-panel';

export interface StaffTicketPageProps
  extends Omit<SupportTicketPageProps, 'reader' | 'staffPanel'> {
  /** A support agent (their ticket or a queued one), or an operator (any ticket). */
  reader: SupportStaffReader;
  /** The clock the SLA clocks are read by; the reader's own by default. */
  now?: () => number;
}

/**
 * A ticket's page for staff: the support ticket page (subject, status, the conversation and the
 * answer box) with `StaffTicketPanel` under it (SLA clocks, assignment, closing, internal notes).
 */
export function StaffTicketPage({ reader, now, ...props }: StaffTicketPageProps) {
  return (
    <SupportTicketPage
      {...props}
      reader={reader}
      staffPanel={(ticket, show) => (
        <StaffTicketPanel
          client={props.client}
          reader={reader}
          ticket={ticket}
          show={show}
          now={now}
        />
      )}
    />
  );
}
