import type { SupportClient } from '@bb/api-client';
import { Button, ErrorWidget, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { ShowMore } from '../kit/show-more';
import { useWaitingTickets } from './use-waiting-tickets';

export interface WaitingTicketsProps {
  /** `createSupportClient()` from `@bb/api-client`. */
  client: SupportClient;
  /** The address of one ticket's page. */
  ticketHref: (ticketId: number) => string;
  className?: string;
}

/**
 * The operator's list of support tickets waiting for an answer, the longest waiting first, each
 * with its customer's e-mail address and since when it waits; for the operator's home.
 */
export function WaitingTickets({ client, ticketHref, className }: WaitingTicketsProps) {
  const list = useWaitingTickets({ client });
  const { texts } = list;
  const headingId = useId();
  return (
    <section className={clsx('bb-waiting-tickets', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="bb-order-section-title">
        {texts.waiting}
      </h2>
      {list.status === 'error' ? (
        <div className="bb-load-retry">
          <ErrorWidget />
          <Button variant="secondary" onClick={list.reload}>
            {texts.reload}
          </Button>
        </div>
      ) : list.status === 'loading' ? (
        <Spinner label={texts.loadingWaiting} />
      ) : list.tickets.length === 0 ? (
        <p>{texts.noneWaiting}</p>
      ) : (
        <ul className="bb-waiting-tickets__list" aria-label={texts.waitingCaption}>
          {list.tickets.map((ticket) => (
            <li key={ticket.id} className="bb-waiting-tickets__ticket">
              <p className="bb-waiting-tickets__subject">
                <a className="bb-order-list__link" href={ticketHref(ticket.id)}>
                  {ticket.subject}
                </a>{' '}
                <span className="bb-order-list__id">#{ticket.id}</span>
              </p>
              <p className="bb-waiting-tickets__meta">
                {ticket.customerEmail} · {texts.waitingSince} {ticket.lastActivity}
              </p>
            </li>
          ))}
        </ul>
      )}
      {list.status === 'ready' && <ShowMore list={list.list} />}
    </section>
  );
}
