import type { Order, OrderClient, OrderParty, OrderStatus } from '@bb/api-client';
import { formatDeadline, formatPrice } from '../kit/format';
import { ORDER_STATUS_LABELS, ORDER_TEXTS } from './order-texts';

/** The list's status filter: one state, or every order. */
export type OrderStatusFilter = OrderStatus | 'all';

/** The orders a party's list shows: the customer's own, the expert's assigned, the operator's queue. */
export async function loadPartyOrders(
  client: OrderClient,
  party: OrderParty,
  signal: AbortSignal,
): Promise<Order[]> {
  const load = {
    customer: client.customerOrders,
    expert: client.expertOrders,
    operator: client.operatorQueue,
  }[party];
  return (await load({ signal })).orders;
}

/** One order as a row of a list shows it: plain words, dollars and a readable deadline. */
export interface OrderRow {
  id: number;
  title: string;
  status: OrderStatus;
  statusLabel: string;
  deadline: string;
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

/** 'All orders' and every state, each with how many orders are in it. */
export function statusFilterOptions(orders: readonly Order[]): StatusFilterOption[] {
  const option = (value: OrderStatusFilter, label: string, count: number) => ({
    value,
    label: `${label} (${count})`,
    count,
  });
  return [
    option('all', ORDER_TEXTS.allStatuses, orders.length),
    ...(Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).map((status) =>
      option(
        status,
        ORDER_STATUS_LABELS[status],
        orders.filter((order) => order.status === status).length,
      ),
    ),
  ];
}

export function filterOrders(orders: readonly Order[], filter: OrderStatusFilter): Order[] {
  return filter === 'all' ? [...orders] : orders.filter((order) => order.status === filter);
}

/** Whether a value read from a select is a filter the list knows. */
export function isStatusFilter(value: string): value is OrderStatusFilter {
  return value === 'all' || Object.hasOwn(ORDER_STATUS_LABELS, value);
}
