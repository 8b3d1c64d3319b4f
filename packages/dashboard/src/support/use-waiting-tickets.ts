import type { SupportClient } from '@bb/api-client';
import { type LoadStatus, useLoaded } from '../kit/use-loaded';
import { SUPPORT_TEXTS } from './support-texts';
import { type SupportTicketView, supportTicketView } from './support-views';

export interface UseWaitingTicketsOptions {
  client: SupportClient;
}

export interface UseWaitingTicketsResult {
  status: LoadStatus;
  /** The tickets waiting for an answer, the longest waiting first, with whose they are. */
  tickets: SupportTicketView[];
  errorMessage: string | null;
  reload(): void;
  texts: typeof SUPPORT_TEXTS;
}

/** The operator's list of the tickets waiting for an answer, on their dashboard home. */
export function useWaitingTickets({ client }: UseWaitingTicketsOptions): UseWaitingTicketsResult {
  const loaded = useLoaded('waiting-tickets', (signal) => client.waitingTickets({ signal }));
  return {
    status: loaded.status,
    tickets: (loaded.data?.tickets ?? []).map(supportTicketView),
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    texts: SUPPORT_TEXTS,
  };
}
