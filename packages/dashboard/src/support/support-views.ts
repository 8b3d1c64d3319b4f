import type {
  OperatorSupportTicketSummary,
  SupportMessage,
  SupportReader,
  SupportTicketSummary,
} from '@bb/api-client';
import { formatDeadline } from '../kit/format';
import { type MessageView, messageView } from '../kit/message-view';
import { SUPPORT_PARTY_LABELS, SUPPORT_STATUS_LABELS } from './support-texts';

/** A ticket as a list shows it: its subject, its status in words, its last activity. */
export interface SupportTicketView {
  id: number;
  subject: string;
  status: SupportTicketSummary['status'];
  statusLabel: string;
  lastActivity: string;
  /** The operator's list: whose ticket it is, and the support agent working it. */
  customerEmail?: string;
  assigneeEmail?: string;
}

export function supportTicketView(
  ticket: SupportTicketSummary | OperatorSupportTicketSummary,
): SupportTicketView {
  return {
    id: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    statusLabel: SUPPORT_STATUS_LABELS[ticket.status],
    lastActivity: formatDeadline(ticket.last_activity_at),
    ...('customer_email' in ticket ? { customerEmail: ticket.customer_email } : {}),
    ...('assignee' in ticket && ticket.assignee ? { assigneeEmail: ticket.assignee.email } : {}),
  };
}

/**
 * A ticket's message as the reader sees it: their own side's are 'You', the others by side
 * (Customer, Support). A support agent writes on support's side, as an operator does.
 */
export function supportMessageView(message: SupportMessage, reader: SupportReader): MessageView {
  return messageView(message, reader === 'agent' ? 'operator' : reader, SUPPORT_PARTY_LABELS);
}
