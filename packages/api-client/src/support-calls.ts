import type {
  CustomerSupportTickets,
  OperatorSupportTickets,
  SupportMessages,
  SupportTicket,
  SupportTicketStatus,
} from './api-types';
import type { CallContext } from './call-context';
import { type PageOptions, pageQuery } from './page-options';
import { AGENT_TICKETS_PATH, createSupportAgentCalls } from './support-agent-calls';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const CUSTOMER_TICKETS_PATH = '/customers/tickets';
export const OPERATOR_TICKETS_PATH = '/operators/tickets';

/** Who reads a ticket through the support calls: its customer, an operator, or a support agent. */
export type SupportReader = 'customer' | 'operator' | 'agent';

const TICKETS_PATHS: Record<SupportReader, string> = {
  customer: CUSTOMER_TICKETS_PATH,
  operator: OPERATOR_TICKETS_PATH,
  agent: AGENT_TICKETS_PATH,
};

export interface OpenTicketForm {
  subject: string;
  message: string;
  /** One of the customer's own orders (ticket_order_not_found otherwise), or none. */
  order_id?: number;
}

const ticketPath = (reader: SupportReader, id: number, step?: string) =>
  `${TICKETS_PATHS[reader]}/${encodeURIComponent(String(id))}${step ? `/${step}` : ''}`;

/**
 * Support: the customer's tickets (open, read, reply, close), the operator's (the ones waiting,
 * read, answer) and the support agents' (`support-agent-calls.ts`). Every step answers the ticket
 * as it now stands.
 */
export function createSupportCalls(context: CallContext) {
  const { transport } = context;
  return {
    ...createSupportAgentCalls(context),
    /**
     * GET /customers/tickets: a page of the customer's tickets (of one `status`, or all), newest
     * activity first, with how many of each status they have and the orders a ticket can be about.
     */
    customerTickets: ({ status, ...page }: PageOptions & { status?: SupportTicketStatus } = {}) =>
      transport.send<CustomerSupportTickets>({
        method: 'GET',
        path: CUSTOMER_TICKETS_PATH,
        query: { ...pageQuery(page), status },
        signal: page.signal,
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

    /**
     * GET /operators/tickets: a page of the tickets of one `status` (`waiting` when not given):
     * those waiting the longest waiting first, answered and closed ones the latest active first.
     */
    waitingTickets: ({ status, ...page }: PageOptions & { status?: SupportTicketStatus } = {}) =>
      transport.send<OperatorSupportTickets>({
        method: 'GET',
        path: OPERATOR_TICKETS_PATH,
        query: { ...pageQuery(page), status },
        signal: page.signal,
      }),

    /**
     * GET …/tickets/{id}: one ticket with the newest page of its conversation; another
     * customer's is not_found.
     */
    ticket: (reader: SupportReader, id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ ticket: SupportTicket }>({
        method: 'GET',
        path: ticketPath(reader, id),
        signal,
      }),

    /** GET …/tickets/{id}/messages: a page of the conversation, the newest message first. */
    ticketMessages: (reader: SupportReader, id: number, page: PageOptions = {}) =>
      transport.send<SupportMessages>({
        method: 'GET',
        path: ticketPath(reader, id, 'messages'),
        query: pageQuery(page),
        signal: page.signal,
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
