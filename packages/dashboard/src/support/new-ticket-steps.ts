import type { OpenTicketForm, SupportClient, SupportTicket } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';

export type NewTicketStepName = 'loadingOn' | 'openTicket' | 'opened';

/** One new ticket: what the customer wrote, and what follows its sending. */
export interface NewTicketRun {
  client: SupportClient;
  form: OpenTicketForm;
  setLoading(loading: boolean): void;
  /** Clears the form, lists the ticket and says it was sent. */
  onOpened(ticket: SupportTicket): void;
  ticket?: SupportTicket;
}

/**
 * The new ticket's submit: the server checks the subject, the message and that the order is the
 * customer's own, and answers the ticket, waiting for support.
 */
export const NEW_TICKET_STEPS: readonly Step<NewTicketRun, NewTicketStepName>[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'openTicket',
    run: async (run, signal) => {
      run.ticket = (await run.client.openTicket(run.form, { signal })).ticket;
    },
  },
  { name: 'opened', run: (run) => run.ticket && run.onOpened(run.ticket) },
];
