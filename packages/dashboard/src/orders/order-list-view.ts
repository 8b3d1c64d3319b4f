import type {
  Order,
  OrderClient,
  OrderListPage,
  OrderParty,
  OrderStatus,
  OrderStatusCounts,
} from '@bb/api-client';
import { formatDeadline, formatPrice } from '../kit/format';
import { ORDER_STATUS_LABELS, ORDER_TEXTS } from './order-texts';

/** The list's status filter: one state, or every order. */
export type OrderStatusFilter = OrderStatus | 'all';

/** The states a party's list can be filtered to: those its orders can be in. */
export const PARTY_STATUSES: Readonly<Record<OrderParty, readonly OrderStatus[]>> = {
  customer: Object.keys(ORDER_STATUS_LABELS) as OrderStatus[],
  // In the API's order of the expert's list: new and current work, then finished, then cancelled.
  expert: ['assigned', 'in_progress', 'delivered', 'revision', 'disputed', 'finished', 'cancelled'],
  operator: ['paid', 'assigned'],
};

/**
 * A page of the orders a party's list shows (the customer's own, the expert's assigned, the
 * operator's queue), of one state or all, after `cursor`; the first page counts them per state.
 */
export function loadPartyOrders(
  client: OrderClient,
  party: OrderParty,
  filter: OrderStatusFilter,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<OrderListPage> {
  const status = filter === 'all' ? undefined : filter;
  if (party === 'operator') {
    const queued = status === 'paid' || status === 'assigned' ? status : undefined;
    return client.operatorQueue({ cursor, status: queued, signal });
  }
  const load = party === 'customer' ? client.customerOrders : client.expertOrders;
  return load({ cursor, status, signal });
}

/** One order as a row of a list shows it: plain words, dollars and a readable deadline. */
export interface OrderRow {
  id: number;
  title: string;
  status: OrderStatus;
  statusLabel: string;
  deadline: string;
  /** Past its deadline while work is due (the API's `is_late`): a late badge beside the deadline. */
  late: boolean;
  price: string;
  /** The expert's pen name, or 'Not assigned yet'. */
  writer: string;
  /** The writer the customer asked for, when they asked for one. */
  requestedWriter: string | null;
}

export function orderRow(order: Order): OrderRow {
  return {
    id: order.id,
    title: order.title,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status] ?? order.status,
    deadline: formatDeadline(order.deadline_datetime),
    late: order.is_late,
    price: formatPrice(order.price_cents),
    writer: order.writer?.pen_name ?? ORDER_TEXTS.noWriter,
    requestedWriter: order.requested_writer?.pen_name ?? null,
  };
}

export interface StatusFilterOption {
  value: OrderStatusFilter;
  /** 'Awaiting payment (2)'. */
  label: string;
  count: number;
}

/** 'All orders' and each state the party's orders can be in, with how many orders are in it. */
export function statusFilterOptions(
  party: OrderParty,
  counts: OrderStatusCounts,
): StatusFilterOption[] {
  const option = (value: OrderStatusFilter, label: string, count: number) => ({
    value,
    label: `${label} (${count})`,
    count,
  });
  const statuses = PARTY_STATUSES[party];
  const total = statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return [
    option('all', ORDER_TEXTS.allStatuses, total),
    ...statuses.map((status) => option(status, ORDER_STATUS_LABELS[status], counts[status] ?? 0)),
  ];
}

/** The counts after an order changed state in the list (a step answered it). */
export function countsAfterStep(
  counts: OrderStatusCounts,
  from: OrderStatus,
  to: OrderStatus,
): OrderStatusCounts {
  if (from === to) return counts;
  return { ...counts, [from]: Math.max(0, (counts[from] ?? 0) - 1), [to]: (counts[to] ?? 0) + 1 };
}

/** Whether a value read from a select is a filter the party's list knows. */
export function isStatusFilter(party: OrderParty, value: string): value is OrderStatusFilter {
  return value === 'all' || (PARTY_STATUSES[party] as readonly string[]).includes(value);
}
