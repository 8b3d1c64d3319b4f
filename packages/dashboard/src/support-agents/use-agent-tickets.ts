import type { AgentTicketSummary, AgentTicketView, SupportClient } from '@bb/api-client';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import type { WaitingListItem } from '../kit/waiting-list';
import { slaLine } from './sla-clock';

export interface UseAgentTicketsOptions {
  client: SupportClient;
  view: AgentTicketView;
  /** The address of one ticket's page. */
  ticketHref: (ticketId: number) => string;
  /** The clock the SLA clocks are read by (stories and tests fix it). */
  now?: () => number;
}

export interface UseAgentTicketsResult {
  list: PagedList<AgentTicketSummary>;
  /** Each ticket as a line of the list: its subject and its SLA clocks. */
  items: WaitingListItem[];
}

/**
 * One of the agent's lists, a page at a time: the tickets assigned to them (the oldest first) or
 * the unassigned queue (the longest waiting first), each with its SLA clocks in words.
 */
export function useAgentTickets({
  client,
  view,
  ticketHref,
  now = Date.now,
}: UseAgentTicketsOptions): UseAgentTicketsResult {
  const list = usePagedList(`agent-tickets:${view}`, async (cursor, signal) => {
    const page = await client.agentTickets({ view, cursor, signal });
    return { items: page.tickets, next_cursor: page.next_cursor };
  });
  const at = now();
  return {
    list,
    items: list.items.map((ticket) => ({
      id: ticket.id,
      title: ticket.subject,
      href: ticketHref(ticket.id),
      meta: slaLine(ticket, at),
    })),
  };
}
