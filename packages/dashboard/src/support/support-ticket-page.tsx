import type { SupportClient, SupportReader, SupportTicket } from '@bb/api-client';
import { Button } from '@bb/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { MessageThread, type MessageThreadTexts } from '../kit/message-thread';
import { RecordPage } from '../kit/record-page';
import { TicketStatus } from './ticket-status';
import { useSupportTicket } from './use-support-ticket';

export interface SupportTicketPageProps {
  /** `createSupportClient()` from `@bb/api-client`. */
  client: SupportClient;
  /** The ticket's customer, or an operator (who sees the customer's e-mail and answers). */
  reader: SupportReader;
  ticketId: number;
  /** The address of the page listing the reader's tickets, linked at the top. */
  backHref: string;
  /** The back link's words ('Back to your tickets'). */
  backLabel: string;
  /** The address of the order the ticket is about, for the reader; none: it is named only. */
  orderHref?: (orderId: number) => string;
  /**
   * Staff's part under the conversation (support-agents/`StaffTicketPanel`): given the ticket as
   * loaded and `show`, which takes the ticket as a staff step answered it.
   */
  staffPanel?: (ticket: SupportTicket, show: (ticket: SupportTicket) => void) => ReactNode;
  className?: string;
}

/**
 * One support ticket, on `useSupportTicket`: its subject and status, the order it is about (and
 * for an operator the customer's e-mail address), the conversation with a reply box, and for the
 * customer 'Close ticket'. What a reply or the closing did is said in the conversation's live
 * region. A reply to a closed ticket opens it again; another customer's ticket shows as not
 * found. The page's `h1` is the host's.
 */
export function SupportTicketPage({
  client,
  reader,
  ticketId,
  backHref,
  backLabel,
  orderHref,
  staffPanel,
  className,
}: SupportTicketPageProps) {
  const page = useSupportTicket({ client, reader, ticketId });
  const { texts, ticket } = page;
  const threadTexts: MessageThreadTexts = {
    heading: texts.conversation,
    loading: texts.loadingTicket,
    empty: texts.noMessages,
    closed: texts.closedHint,
    field: reader === 'customer' ? texts.reply : texts.answer,
    send: reader === 'customer' ? texts.sendReply : texts.sendAnswer,
    reload: texts.reload,
    fieldHint: ticket?.status === 'closed' ? texts.closedHint : undefined,
  };
  return (
    <RecordPage
      className={clsx('bb-support-ticket', className)}
      load={page}
      backHref={backHref}
      texts={{
        back: backLabel,
        loading: texts.loadingTicket,
        notFound: texts.notFound,
        reload: texts.reload,
      }}
      title={ticket?.subject}
      facts={[
        ticket && {
          label: texts.status,
          value: <TicketStatus status={ticket.status} label={page.statusLabel ?? ''} />,
        },
        ticket?.customer_email && { label: texts.customer, value: ticket.customer_email },
        ticket?.order && {
          label: texts.aboutOrder,
          value: (
            <>
              {orderHref ? (
                <a className="bb-order-list__link" href={orderHref(ticket.order.id)}>
                  {ticket.order.title}
                </a>
              ) : (
                ticket.order.title
              )}
              <span className="bb-order-list__id">#{ticket.order.id}</span>
            </>
          ),
        },
      ]}
    >
      <MessageThread thread={page.thread} texts={threadTexts} />
      {ticket && staffPanel?.(ticket, page.show)}
      {page.canClose && (
        <Button variant="secondary" loading={page.closing} onClick={() => void page.close()}>
          {texts.close}
        </Button>
      )}
    </RecordPage>
  );
}
