import type { Order, OrderClient, OrderParty } from '@bb/api-client';
import { useState } from 'react';
import { type LoadStatus, useLoaded } from '../kit/use-loaded';
import {
  filterOrders,
  isStatusFilter,
  loadPartyOrders,
  type OrderRow,
  type OrderStatusFilter,
  orderRow,
  type StatusFilterOption,
  statusFilterOptions,
} from './order-list-view';

export interface UseOrderListOptions {
  client: OrderClient;
  party: OrderParty;
  initialFilter?: OrderStatusFilter;
}

export interface UseOrderListResult {
  status: LoadStatus;
  /** The orders the filter lets through, as rows. */
  rows: OrderRow[];
  /** Every order loaded, unfiltered. */
  orders: Order[];
  filter: OrderStatusFilter;
  filterOptions: StatusFilterOption[];
  /** Takes a select's value; an unknown one is ignored. */
  setFilter(value: string): void;
  /** Loaded, and there are no orders at all. */
  empty: boolean;
  /** Loaded, there are orders, but none with the chosen status. */
  filteredEmpty: boolean;
  errorMessage: string | null;
  reload(): void;
  /** Puts an order as a step answered it in place of the listed one. */
  replaceOrder(order: Order): void;
}

/** A party's order list (customer, expert, operator's queue) with its status filter. */
export function useOrderList({
  client,
  party,
  initialFilter = 'all',
}: UseOrderListOptions): UseOrderListResult {
  const loaded = useLoaded(party, (signal) => loadPartyOrders(client, party, signal));
  const [filter, setFilterValue] = useState<OrderStatusFilter>(initialFilter);
  const orders = loaded.data ?? [];
  const visible = filterOrders(orders, filter);
  const ready = loaded.status === 'ready';
  return {
    status: loaded.status,
    rows: visible.map(orderRow),
    orders,
    filter,
    filterOptions: statusFilterOptions(orders),
    setFilter: (value) => {
      if (isStatusFilter(value)) setFilterValue(value);
    },
    empty: ready && orders.length === 0,
    filteredEmpty: ready && orders.length > 0 && visible.length === 0,
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    replaceOrder: (order) =>
      loaded.setData(orders.map((listed) => (listed.id === order.id ? order : listed))),
  };
}
