import type { SupportClient } from '@bb/api-client';
import { useState } from 'react';
import type { FilterOption } from '../kit/filter-select';
import type { LoadStatus } from '../kit/use-loaded';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { SUPPORT_TEXTS } from './support-texts';
import { type SupportTicketView, supportTicketView } from './support-views';
import { isTicketFilter, type TicketCounts, ticketFilterOptions } from './ticket-filter';

export interface UseWaitingTicketsOptions {
  client: SupportClient;
}

export interface UseWaitingTicketsResult {
  /** The first page's load. */
  status: LoadStatus;
  /** The tickets of the chosen status, with whose they are: the pages loaded so far. */
  tickets: SupportTicketView[];
  /** The list's pages: "Show more" under it. */
  list: PagedList<{ id: number }>;
  /** The status shown: waiting (the longest waiting first) unless the operator chose another. */
  filter: 'waiting' | 'answered' | 'closed';
  /** Each status, the waiting ones counted by the API. */
  filterOptions: FilterOption[];
  /** Takes the select's value (the list loads again from its first page); an unknown one is ignored. */
  setFilter(value: string): void;
  errorMessage: string | null;
  reload(): void;
  texts: typeof SUPPORT_TEXTS;
}

/** The operator's support tickets on their dashboard home: those waiting for an answer, or another status. */
export function useWaitingTickets({ client }: UseWaitingTicketsOptions): UseWaitingTicketsResult {
  const [filter, setFilterValue] = useState<UseWaitingTicketsResult['filter']>('waiting');
  const [counts, setCounts] = useState<TicketCounts>({});
  const loaded = usePagedList(`operator-tickets:${filter}`, async (cursor, signal) => {
    const page = await client.waitingTickets({ cursor, status: filter, signal });
    if (page.counts) setCounts(page.counts);
    return { items: page.tickets, next_cursor: page.next_cursor };
  });
  return {
    status: loaded.status,
    tickets: loaded.items.map(supportTicketView),
    list: loaded,
    filter,
    filterOptions: ticketFilterOptions(counts, false),
    setFilter: (value) => {
      if (isTicketFilter(value, false) && value !== 'all') setFilterValue(value);
    },
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    texts: SUPPORT_TEXTS,
  };
}
