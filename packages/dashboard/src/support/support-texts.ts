import type { SupportParty, SupportTicketStatus } from '@bb/api-client';

/** How a ticket's status reads in the lists and on its page. */
export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportTicketStatus, string>> = {
  waiting: 'Waiting for support',
  answered: 'Answered',
  closed: 'Closed',
};

/** Who wrote a message, as the other side reads it (one's own messages read 'You'). */
export const SUPPORT_PARTY_LABELS: Readonly<Record<SupportParty, string>> = {
  customer: 'Customer',
  operator: 'Support',
};

/** Support's wording (the specification names the menu entry, Support, and nothing else: ours). */
export const SUPPORT_TEXTS = {
  tickets: 'Your tickets',
  ticketsCaption: 'Your support tickets, newest activity first',
  loadingTickets: 'Loading your tickets',
  noTickets: 'You have no support tickets yet. Ask us anything with the form below.',
  statusFilter: 'Show',
  allTickets: 'All tickets',
  noTicketsWithStatus: 'No tickets with this status.',
  reload: 'Try again',
  subject: 'Subject',
  status: 'Status',
  lastActivity: 'Last activity',
  newTicket: 'New ticket',
  message: 'Message',
  order: 'Order (optional)',
  noOrder: 'Not about an order',
  orderOption: (id: number, title: string) => `#${id} ${title}`,
  send: 'Send ticket',
  opened: (subject: string) =>
    `Your ticket “${subject}” was sent. We answer within one business day.`,
  ticket: (id: number) => `Ticket #${id}`,
  loadingTicket: 'Loading the ticket',
  conversation: 'Conversation',
  noMessages: 'No messages yet.',
  reply: 'Your reply',
  answer: 'Your answer',
  sendReply: 'Send reply',
  sendAnswer: 'Send answer',
  replied: 'Your reply was sent.',
  answered: 'Your answer was sent. The customer is told by e-mail.',
  closedHint: 'This ticket is closed. A reply opens it again.',
  close: 'Close ticket',
  closed: 'The ticket is closed. A reply opens it again.',
  aboutOrder: 'About order',
  customer: 'Customer',
  notFound: 'This ticket does not exist, or is not yours.',
  back: 'Back to your tickets',
  // The operator's list (waiting ones unless another status is chosen).
  operatorTickets: 'Support tickets',
  waitingCaption: 'Support tickets waiting for an answer, the longest waiting first',
  otherCaption: 'Support tickets, the latest active first',
  loadingWaiting: 'Loading the support tickets',
  noneWaiting: 'No ticket is waiting for an answer.',
  waitingSince: 'Waiting since',
  lastActiveAt: 'Last activity',
  assignedTo: (email: string) => `Assigned to ${email}`,
} as const;

export type SupportTexts = typeof SUPPORT_TEXTS;
