import type { SupportClient, SupportOrderChoice } from '@bb/api-client';
import { useState } from 'react';
import type { FilterOption } from '../kit/filter-select';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import type { LoadStatus } from '../kit/use-loaded';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { SUPPORT_TEXTS } from './support-texts';
import { type SupportTicketView, supportTicketView } from './support-views';
import {
  isTicketFilter,
  type TicketCounts,
  type TicketStatusFilter,
  ticketFilterOptions,
} from './ticket-filter';
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
  filter: TicketStatusFilter;
  /** 'All tickets' and each status, counted by the API over all the customer's tickets. */
  filterOptions: FilterOption[];
  /** Takes the select's value (the list loads again from its first page); an unknown one is ignored. */
  setFilter(value: string): void;
  /** Loaded, and the customer has no ticket at all. */
  empty: boolean;
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
  const [filter, setFilterValue] = useState<TicketStatusFilter>('all');
  const [counts, setCounts] = useState<TicketCounts>({});
  const loaded = usePagedList(`customer-tickets:${filter}`, async (cursor, signal) => {
    const status = filter === 'all' ? undefined : filter;
    const page = await client.customerTickets({ cursor, status, signal });
    if (cursor === undefined) setOrders(page.orders);
    setCounts(page.counts);
    return { items: page.tickets, next_cursor: page.next_cursor };
  });
  const filterOptions = ticketFilterOptions(counts, true);
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
      // A new ticket waits: it joins the list shown when that list holds waiting tickets.
      if (filter === 'all' || filter === 'waiting')
        loaded.putFirstPage({ items: [summary], next_cursor: null });
      setCounts((current) => ({ ...current, waiting: (current.waiting ?? 0) + 1 }));
      announce(SUPPORT_TEXTS.opened(ticket.subject), 'success');
    },
  });
  return {
    status: loaded.status,
    tickets: loaded.items.map(supportTicketView),
    list: loaded,
    filter,
    filterOptions,
    setFilter: (value) => {
      if (isTicketFilter(value, true)) setFilterValue(value);
    },
    empty:
      loaded.status === 'ready' &&
      loaded.items.length === 0 &&
      Object.values(counts).every((count) => count === 0),
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    newTicket,
    announcement,
    texts: SUPPORT_TEXTS,
  };
}
