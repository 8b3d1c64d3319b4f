import type { SupportClient, SupportTicketSummary } from '@bb/api-client';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { type LoadStatus, useLoaded } from '../kit/use-loaded';
import { SUPPORT_TEXTS } from './support-texts';
import { type SupportTicketView, supportTicketView } from './support-views';
import { type UseNewTicketFormResult, useNewTicketForm } from './use-new-ticket-form';

export interface UseSupportTicketsOptions {
  client: SupportClient;
}

export interface UseSupportTicketsResult {
  status: LoadStatus;
  /** The customer's tickets, newest activity first. */
  tickets: SupportTicketView[];
  errorMessage: string | null;
  reload(): void;
  newTicket: UseNewTicketFormResult;
  /** What the last action did, for the page's live region. */
  announcement: Announcement | null;
  texts: typeof SUPPORT_TEXTS;
}

/**
 * The customer's Support page (`ticketing/`): their tickets and the new ticket form, whose order
 * select offers their own orders. A sent ticket joins the top of the list and is announced.
 */
export function useSupportTickets({ client }: UseSupportTicketsOptions): UseSupportTicketsResult {
  const loaded = useLoaded('customer-tickets', (signal) => client.customerTickets({ signal }));
  const { announcement, announce } = useAnnouncement();
  const newTicket = useNewTicketForm({
    client,
    orders: loaded.data?.orders ?? [],
    onOpened: (ticket) => {
      const { messages: _messages, order: _order, ...summary } = ticket;
      const current = loaded.data ?? { tickets: [], orders: [] };
      const tickets: SupportTicketSummary[] = [summary, ...current.tickets];
      loaded.setData({ ...current, tickets });
      announce(SUPPORT_TEXTS.opened(ticket.subject), 'success');
    },
  });
  return {
    status: loaded.status,
    tickets: (loaded.data?.tickets ?? []).map(supportTicketView),
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    newTicket,
    announcement,
    texts: SUPPORT_TEXTS,
  };
}
