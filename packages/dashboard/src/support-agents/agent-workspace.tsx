import type { SupportClient } from '@bb/api-client';
import { clsx } from 'clsx';
import { WaitingList } from '../kit/waiting-list';
import { SUPPORT_AGENT_TEXTS } from './support-agent-texts';
import { useAgentTickets } from './use-agent-tickets';

export interface AgentWorkspaceProps {
  /** `createSupportClient()` from `@bb/api-client`. */
  client: SupportClient;
  /** The address of one ticket's page. */
  ticketHref: (ticketId: number) => string;
  /** The clock the SLA clocks are read by; the reader's own by default. */
  now?: () => number;
  className?: string;
}

/**
 * The support agent's Personal Area: the tickets assigned to them, the oldest first, and the
 * unassigned queue, the longest waiting first; each ticket's subject links to its page, with its
 * SLA clocks (first response, resolution) as time left or overdue by, a page at a time.
 */
export function AgentWorkspace({ client, ticketHref, now, className }: AgentWorkspaceProps) {
  const assigned = useAgentTickets({ client, view: 'assigned', ticketHref, now });
  const queue = useAgentTickets({ client, view: 'queue', ticketHref, now });
  const texts = SUPPORT_AGENT_TEXTS;
  return (
    <div className={clsx('bb-agent-workspace', className)}>
      <WaitingList
        list={assigned.list}
        items={assigned.items}
        texts={{
          heading: texts.assigned,
          caption: texts.assignedCaption,
          loading: texts.loadingAssigned,
          empty: texts.noneAssigned,
          reload: texts.reload,
        }}
      />
      <WaitingList
        list={queue.list}
        items={queue.items}
        texts={{
          heading: texts.queue,
          caption: texts.queueCaption,
          loading: texts.loadingQueue,
          empty: texts.queueEmpty,
          reload: texts.reload,
        }}
      />
    </div>
  );
}
