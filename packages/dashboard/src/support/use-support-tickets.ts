import type { SupportClient, SupportOrderChoice } from '@bb/api-client';
import { useState } from 'react';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import type { LoadStatus } from '../kit/use-loaded';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { SUPPORT_TEXTS } from './support-texts';
import { type SupportTicketView, supportTicketView } from './support-views';
import { type UseNewTicketFormResult, useNewTicketForm } from './use-new-ticket-form';

export interface UseSupportTicketsOptions {
  client: SupportClient;
}

export interface UseSupportTicketsResult {
  status: LoadStatus;
  /** The customer's tickets, newest activity first: the pages loaded so far. */
  tickets: SupportTicketView[];
  /** The tickets' pages: "Show more" under the list. */
  list: PagedList<{ id: number }>;
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
  // The orders a new ticket can be about come with the first page.
  const [orders, setOrders] = useState<SupportOrderChoice[]>([]);
  const loaded = usePagedList('customer-tickets', async (cursor, signal) => {
    const page = await client.customerTickets({ cursor, signal });
    if (cursor === undefined) setOrders(page.orders);
    return { items: page.tickets, next_cursor: page.next_cursor };
  });
  const { announcement, announce } = useAnnouncement();
  const newTicket = useNewTicketForm({
    client,
    orders,
    onOpened: (ticket) => {
      const {
        messages: _messages,
        messages_next_cursor: _next,
        order: _order,
        ...summary
      } = ticket;
      loaded.putFirstPage({ items: [summary], next_cursor: null });
      announce(SUPPORT_TEXTS.opened(ticket.subject), 'success');
    },
  });
  return {
    status: loaded.status,
    tickets: loaded.items.map(supportTicketView),
    list: loaded,
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    newTicket,
    announcement,
    texts: SUPPORT_TEXTS,
  };
}
