import type { SupportClient, SupportReader, SupportTicket } from '@bb/api-client';
import { useSubmission } from '@bb/form-hooks';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE, validateSupportMessage } from '@bb/validation';
import { useState } from 'react';
import type { MessageThreadState } from '../kit/message-view';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { type LoadStatus, useLoaded } from '../kit/use-loaded';
import { usePagedList } from '../kit/use-paged-list';
import { SUPPORT_STATUS_LABELS, SUPPORT_TEXTS } from './support-texts';
import { supportMessageView } from './support-views';
import { CLOSE_TICKET_STEPS, TICKET_MESSAGE_STEPS } from './ticket-steps';

export interface UseSupportTicketOptions {
  client: SupportClient;
  /**
   * The customer reads their own ticket; an operator any, with the customer's e-mail address; a
   * support agent theirs or a queued one (staff read the assignee, SLA clocks and notes too).
   */
  reader: SupportReader;
  ticketId: number;
}

export interface UseSupportTicketResult {
  status: LoadStatus;
  ticket: SupportTicket | undefined;
  statusLabel: string | undefined;
  /** 'not_found' for another customer's ticket, as for one that does not exist. */
  notFound: boolean;
  errorMessage: string | null;
  reload(): void;
  /** The conversation and the reply box (always open: a reply opens a closed ticket again). */
  thread: MessageThreadState;
  /** The customer may close a ticket that is not closed yet. */
  canClose: boolean;
  closing: boolean;
  close(): Promise<void>;
  announcement: Announcement | null;
  /** Shows the ticket as another step answered it (staff's: a note, an assignment). */
  show(ticket: SupportTicket): void;
  texts: typeof SUPPORT_TEXTS;
}

/**
 * A ticket's page, for its customer or an operator: the conversation (one's own messages as
 * 'You'), a reply or answer validated with @bb/validation's `validateSupportMessage`, and for the
 * customer 'Close ticket'. Every step shows the ticket as the server answers it.
 */
export function useSupportTicket({
  client,
  reader,
  ticketId,
}: UseSupportTicketOptions): UseSupportTicketResult {
  const loaded = useLoaded(`${reader}/${ticketId}`, async (signal) => {
    return (await client.ticket(reader, ticketId, { signal })).ticket;
  });
  // The conversation a page at a time, the newest first: earlier messages load on demand.
  const conversation = usePagedList(`${reader}/${ticketId}`, async (cursor, signal) => {
    const page = await client.ticketMessages(reader, ticketId, { cursor, signal });
    return { items: page.messages, next_cursor: page.next_cursor };
  });
  /** The ticket as a step answered it, its newest messages with it. */
  const show = (answered: SupportTicket) => {
    loaded.setData(answered);
    conversation.putFirstPage({
      items: answered.messages,
      next_cursor: answered.messages_next_cursor,
    });
  };
  const messaging = useSubmission({ steps: TICKET_MESSAGE_STEPS, catalogue: ERROR_CATALOGUE });
  const closing = useSubmission({ steps: CLOSE_TICKET_STEPS, catalogue: ERROR_CATALOGUE });
  const { announcement, announce } = useAnnouncement();
  const [draft, setDraftValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const ticket = loaded.data;

  async function send(): Promise<boolean> {
    if (messaging.submission.running) return false;
    const problem = validateSupportMessage(draft);
    if (problem) {
      setFieldError(problem.message);
      messaging.submission.refuse();
      return false;
    }
    const result = await messaging.submission.run({ client, reader, ticketId, message: draft });
    if (result.outcome === 'succeeded' && result.context.ticket) {
      show(result.context.ticket);
      setDraftValue('');
      announce(reader === 'customer' ? SUPPORT_TEXTS.replied : SUPPORT_TEXTS.answered, 'success');
    } else if (result.outcome === 'failed') {
      const message = result.mapping?.fields.message;
      if (message) setFieldError(message);
      else announce(result.mapping?.fields.form ?? DEFAULT_ERROR_MESSAGE, 'error');
      return !message;
    }
    return true;
  }

  async function close(): Promise<void> {
    if (closing.submission.running) return;
    const result = await closing.submission.run({ client, reader, ticketId });
    if (result.outcome === 'succeeded' && result.context.ticket) {
      show(result.context.ticket);
      announce(SUPPORT_TEXTS.closed, 'success');
    } else if (result.outcome === 'failed') {
      announce(result.mapping?.fields.form ?? DEFAULT_ERROR_MESSAGE, 'error');
    }
  }

  return {
    status: loaded.status,
    ticket,
    statusLabel: ticket && SUPPORT_STATUS_LABELS[ticket.status],
    notFound: loaded.errorSlug === 'not_found',
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    thread: {
      status: conversation.status,
      // The pages come newest first; the conversation reads oldest first.
      messages: conversation.items.map((message) => supportMessageView(message, reader)).reverse(),
      earlier: conversation,
      draft,
      setDraft: (value) => {
        setDraftValue(value);
        setFieldError(null);
      },
      fieldError,
      sending: messaging.state.status === 'submitting',
      closed: false,
      send,
      announcement,
      reload: conversation.reload,
    },
    canClose: reader === 'customer' && ticket !== undefined && ticket.status !== 'closed',
    closing: closing.state.status === 'submitting',
    close,
    announcement,
    show,
    texts: SUPPORT_TEXTS,
  };
}
