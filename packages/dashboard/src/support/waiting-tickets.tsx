import type { SupportClient } from '@bb/api-client';
import { FilterSelect } from '../kit/filter-select';
import { WaitingList } from '../kit/waiting-list';
import { useWaitingTickets } from './use-waiting-tickets';

export interface WaitingTicketsProps {
  /** `createSupportClient()` from `@bb/api-client`. */
  client: SupportClient;
  /** The address of one ticket's page. */
  ticketHref: (ticketId: number) => string;
  className?: string;
}

/**
 * The operator's support tickets, for their home: those waiting for an answer, the longest
 * waiting first, each with its customer's e-mail address and since when it waits; the answered
 * or the closed ones, the latest active first, through the status select (the waiting ones
 * counted); a ticket assigned to a support agent names them.
 */
export function WaitingTickets({ client, ticketHref, className }: WaitingTicketsProps) {
  const tickets = useWaitingTickets({ client });
  const { list, texts, filter } = tickets;
  const waiting = filter === 'waiting';
  return (
    <WaitingList
      className={className}
      list={list}
      texts={{
        heading: texts.operatorTickets,
        caption: waiting ? texts.waitingCaption : texts.otherCaption,
        loading: texts.loadingWaiting,
        empty: waiting ? texts.noneWaiting : texts.noTicketsWithStatus,
        reload: texts.reload,
      }}
      filter={<FilterSelect label={texts.statusFilter} list={tickets} />}
      items={tickets.tickets.map((ticket) => ({
        id: ticket.id,
        title: ticket.subject,
        href: ticketHref(ticket.id),
        meta: [
          ticket.customerEmail,
          `${waiting ? texts.waitingSince : texts.lastActiveAt} ${ticket.lastActivity}`,
          ticket.assigneeEmail && texts.assignedTo(ticket.assigneeEmail),
        ]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
  );
}
