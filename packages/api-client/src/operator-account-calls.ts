import type { SupportTicketStatus } from '@bb/validation';
import type {
  Balance,
  CustomerAccountDetails,
  CustomerAccountPage,
  CustomerTicketsByOperator,
  Earnings,
  ExpertAccount,
  ExpertAccountPage,
  OrderListPage,
} from './api-types';
import type { CallContext } from './call-context';
import type { OrderListOptions } from './order-calls';
import { type PageOptions, pageQuery } from './page-options';
import type { ParamRecord } from './param-encoding';
import { createStaffCalls } from './staff-calls';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const OPERATOR_CUSTOMERS_PATH = '/operators/customers';
export const OPERATOR_WRITERS_PATH = '/operators/writers';

/** A page of an account search: all the accounts, or those the text `q` finds. */
export interface AccountSearchOptions extends PageOptions {
  /** An account's id (`123` or `#123`), or text in the e-mail (an expert's pen name too). */
  q?: string;
}

/**
 * The operator's console of accounts: the customers and the experts searched a page at a time,
 * each one's page, and their lists by id (a customer's orders, ledger and tickets, an expert's
 * orders and earnings: the same answers as the lists they read of their own), and blocking.
 */
export function createOperatorAccountCalls({ transport }: CallContext) {
  const get = <T>(path: string, query: ParamRecord, signal?: AbortSignal) =>
    transport.send<T>({ method: 'GET', path, query, signal });
  const byId = (base: string, id: number, list = '') =>
    `${base}/${encodeURIComponent(String(id))}${list && `/${list}`}`;
  const search = <T>(path: string, { q, signal, ...page }: AccountSearchOptions) =>
    get<T>(path, { ...pageQuery(page), q: q || undefined }, signal);
  const page = <T>(
    path: string,
    { signal, ...options }: PageOptions & { status?: string | null },
  ) => get<T>(path, { ...pageQuery(options), status: options.status ?? undefined }, signal);

  return {
    /** GET /operators/customers: a page of the customers, newest first. */
    customers: (options: AccountSearchOptions = {}) =>
      search<CustomerAccountPage>(OPERATOR_CUSTOMERS_PATH, options),
    /** GET /operators/customers/{id}: the customer with their balance. */
    customer: (id: number, { signal }: RequestOptions = {}) =>
      get<{ customer: CustomerAccountDetails }>(byId(OPERATOR_CUSTOMERS_PATH, id), {}, signal),
    /** GET /operators/customers/{id}/orders: as the customer's own list answers. */
    customerOrders: (id: number, options: OrderListOptions = {}) =>
      page<OrderListPage>(byId(OPERATOR_CUSTOMERS_PATH, id, 'orders'), options),
    /** GET /operators/customers/{id}/balance: the balance and a page of the ledger. */
    customerBalance: (id: number, options: PageOptions = {}) =>
      page<Balance>(byId(OPERATOR_CUSTOMERS_PATH, id, 'balance'), options),
    /** GET /operators/customers/{id}/tickets: a page of their tickets with the counts. */
    customerTickets: (
      id: number,
      options: PageOptions & { status?: SupportTicketStatus | null } = {},
    ) => page<CustomerTicketsByOperator>(byId(OPERATOR_CUSTOMERS_PATH, id, 'tickets'), options),
    /** GET /operators/writers: a page of the experts, newest first. */
    experts: (options: AccountSearchOptions = {}) =>
      search<ExpertAccountPage>(OPERATOR_WRITERS_PATH, options),
    /** GET /operators/writers/{id}: the expert (by their account's id). */
    expert: (id: number, { signal }: RequestOptions = {}) =>
      get<{ expert: ExpertAccount }>(byId(OPERATOR_WRITERS_PATH, id), {}, signal),
    /** GET /operators/writers/{id}/orders: as the expert's own list answers. */
    expertOrders: (id: number, options: OrderListOptions = {}) =>
      page<OrderListPage>(byId(OPERATOR_WRITERS_PATH, id, 'orders'), options),
    /** GET /operators/writers/{id}/earnings: the totals, next payout and a page of earnings. */
    expertEarnings: (id: number, options: PageOptions = {}) =>
      page<Earnings>(byId(OPERATOR_WRITERS_PATH, id, 'earnings'), options),
    /** POST /operators/accounts/{id}/block or …/unblock (the staff calls' own). */
    setBlocked: createStaffCalls({ transport }).setBlocked,
  };
}

/** The console's account calls, a client of their own so that no other page's bundle carries them. */
export function createOperatorAccountClient(options: TransportOptions = {}) {
  return createOperatorAccountCalls({ transport: createTransport(options) });
}

export type OperatorAccountClient = ReturnType<typeof createOperatorAccountClient>;
