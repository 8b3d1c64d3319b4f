import type { SupportClient, SupportReader, SupportTicket } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';

/** One step on a ticket (a message, closing it) and the ticket as the server then answers it. */
export interface TicketRun {
  client: SupportClient;
  reader: SupportReader;
  ticketId: number;
  /** The message to send; none when closing. */
  message?: string;
  ticket?: SupportTicket;
}

export type TicketMessageStepName = 'sendMessage';
export type CloseTicketStepName = 'closeTicket';

/** A reply (the customer's: the ticket waits for support again) or an answer (the operator's). */
export const TICKET_MESSAGE_STEPS: readonly Step<TicketRun, TicketMessageStepName>[] = [
  {
    name: 'sendMessage',
    run: async (run, signal) => {
      const answer = await run.client.sendTicketMessage(
        run.reader,
        run.ticketId,
        run.message ?? '',
        { signal },
      );
      run.ticket = answer.ticket;
    },
  },
];

/** The customer closes their ticket. */
export const CLOSE_TICKET_STEPS: readonly Step<TicketRun, CloseTicketStepName>[] = [
  {
    name: 'closeTicket',
    run: async (run, signal) => {
      run.ticket = (await run.client.closeTicket(run.ticketId, { signal })).ticket;
    },
  },
];
