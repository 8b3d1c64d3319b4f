import type {
  OperatorSupportTicketSummary,
  SupportOrderChoice,
  SupportTicket,
  SupportTicketSummary,
} from './api-types';
import type { CallContext } from './call-context';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const CUSTOMER_TICKETS_PATH = '/customers/tickets';
export const OPERATOR_TICKETS_PATH = '/operators/tickets';

/** Who reads a ticket through the support calls: its customer, or an operator. */
export type SupportReader = 'customer' | 'operator';

export interface OpenTicketForm {
  subject: string;
  message: string;
  /** One of the customer's own orders (ticket_order_not_found otherwise), or none. */
  order_id?: number;
}

const ticketPath = (reader: SupportReader, id: number, step?: string) =>
  `${reader === 'customer' ? CUSTOMER_TICKETS_PATH : OPERATOR_TICKETS_PATH}/${encodeURIComponent(
    String(id),
  )}${step ? `/${step}` : ''}`;

/**
 * Support: the customer's tickets (open, read, reply, close) and the operator's (the ones waiting,
 * read, answer). Every step answers the ticket as it now stands.
 */
export function createSupportCalls({ transport }: CallContext) {
  return {
    /** GET /customers/tickets: the customer's tickets, newest activity first, and their orders. */
    customerTickets: ({ signal }: RequestOptions = {}) =>
      transport.send<{ tickets: SupportTicketSummary[]; orders: SupportOrderChoice[] }>({
        method: 'GET',
        path: CUSTOMER_TICKETS_PATH,
        signal,
      }),

    /** POST /customers/tickets: a new ticket, waiting for support. */
    openTicket: (form: OpenTicketForm, { signal }: RequestOptions = {}) =>
      transport.send<{ ticket: SupportTicket }>({
        method: 'POST',
        path: CUSTOMER_TICKETS_PATH,
        form: {
          subject: form.subject,
          message: form.message,
          order_id: form.order_id === undefined ? undefined : String(form.order_id),
        },
        signal,
      }),

    /** GET /operators/tickets: the tickets waiting for an answer, the longest waiting first. */
    waitingTickets: ({ signal }: RequestOptions = {}) =>
      transport.send<{ tickets: OperatorSupportTicketSummary[] }>({
        method: 'GET',
        path: OPERATOR_TICKETS_PATH,
        signal,
      }),

    /** GET …/tickets/{id}: one ticket with its conversation; another customer's is not_found. */
    ticket: (reader: SupportReader, id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ ticket: SupportTicket }>({
        method: 'GET',
        path: ticketPath(reader, id),
        signal,
      }),

    /**
     * POST …/tickets/{id}/messages: the customer's reply (the ticket waits for support again, a
     * closed one opens) or the operator's answer (answered, the customer is e-mailed).
     */
    sendTicketMessage: (
      reader: SupportReader,
      id: number,
      message: string,
      { signal }: RequestOptions = {},
    ) =>
      transport.send<{ ticket: SupportTicket }>({
        method: 'POST',
        path: ticketPath(reader, id, 'messages'),
        form: { message },
        signal,
      }),

    /** POST /customers/tickets/{id}/close: the customer closes their ticket. */
    closeTicket: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ ticket: SupportTicket }>({
        method: 'POST',
        path: ticketPath('customer', id, 'close'),
        signal,
      }),
  };
}

/**
 * The support calls, a client of their own (as the order and account calls are) so that the
 * public pages' bundles do not carry them.
 */
export function createSupportClient(options: TransportOptions = {}) {
  return createSupportCalls({ transport: createTransport(options) });
}

export type SupportClient = ReturnType<typeof createSupportClient>;
