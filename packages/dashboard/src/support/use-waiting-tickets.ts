import type { SupportClient } from '@bb/api-client';
import type { LoadStatus } from '../kit/use-loaded';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { SUPPORT_TEXTS } from './support-texts';
import { type SupportTicketView, supportTicketView } from './support-views';

export interface UseWaitingTicketsOptions {
  client: SupportClient;
}

export interface UseWaitingTicketsResult {
  status: LoadStatus;
  /** The tickets waiting for an answer, the longest waiting first, with whose they are. */
  tickets: SupportTicketView[];
  /** The list's pages: "Show more" under it. */
  list: PagedList<{ id: number }>;
  errorMessage: string | null;
  reload(): void;
  texts: typeof SUPPORT_TEXTS;
}

/** The operator's list of the tickets waiting for an answer, on their dashboard home. */
export function useWaitingTickets({ client }: UseWaitingTicketsOptions): UseWaitingTicketsResult {
  const loaded = usePagedList('waiting-tickets', async (cursor, signal) => {
    const page = await client.waitingTickets({ cursor, signal });
    return { items: page.tickets, next_cursor: page.next_cursor };
  });
  return {
    status: loaded.status,
    tickets: loaded.items.map(supportTicketView),
    list: loaded,
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    texts: SUPPORT_TEXTS,
  };
}
