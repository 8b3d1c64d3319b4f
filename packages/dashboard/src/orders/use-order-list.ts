import type { Order, OrderClient, OrderParty, OrderStatusCounts } from '@bb/api-client';
import { useState } from 'react';
import type { LoadStatus } from '../kit/use-loaded';
import { usePagedList } from '../kit/use-paged-list';
import {
  countsAfterStep,
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
  /** The first page's load. */
  status: LoadStatus;
  /** The orders of the pages loaded so far, as rows. */
  rows: OrderRow[];
  /** The orders of the pages loaded so far. */
  orders: Order[];
  filter: OrderStatusFilter;
  /** 'All orders' and each state, counted by the API over the whole list. */
  filterOptions: StatusFilterOption[];
  /** Takes a select's value (the list loads again from its first page); an unknown one is ignored. */
  setFilter(value: string): void;
  /** Loaded, and there are no orders at all. */
  empty: boolean;
  /** Loaded, there are orders, but none with the chosen status. */
  filteredEmpty: boolean;
  errorMessage: string | null;
  reload(): void;
  /** Another page follows the ones shown. */
  hasMore: boolean;
  /** The next page's load. */
  moreStatus: LoadStatus;
  /** Loads the next page after the ones shown. */
  loadMore(): void;
  /** Puts an order as a step answered it in place of the listed one (and counts it anew). */
  replaceOrder(order: Order): void;
}

/**
 * A party's order list (customer, expert, operator's queue), a page at a time, with its status
 * filter: the API filters (a new filter loads the list again from its first page) and counts
 * each state on the first page.
 */
export function useOrderList({
  client,
  party,
  initialFilter = 'all',
}: UseOrderListOptions): UseOrderListResult {
  const [filter, setFilterValue] = useState<OrderStatusFilter>(initialFilter);
  const [counts, setCounts] = useState<OrderStatusCounts>({});
  const list = usePagedList<Order>(`${party}:${filter}`, async (cursor, signal) => {
    const page = await loadPartyOrders(client, party, filter, cursor, signal);
    if (page.status_counts) setCounts(page.status_counts);
    return { items: page.orders, next_cursor: page.next_cursor };
  });
  const options = statusFilterOptions(party, counts);
  const none = list.status === 'ready' && list.items.length === 0;
  const empty = none && (filter === 'all' || options[0]?.count === 0);
  return {
    status: list.status,
    rows: list.items.map(orderRow),
    orders: list.items,
    filter,
    filterOptions: options,
    setFilter: (value) => {
      if (isStatusFilter(party, value)) setFilterValue(value);
    },
    empty,
    filteredEmpty: none && !empty,
    errorMessage: list.errorMessage,
    reload: list.reload,
    hasMore: list.hasMore,
    moreStatus: list.moreStatus,
    loadMore: list.loadMore,
    replaceOrder: (order) => {
      const listed = list.items.find((item) => item.id === order.id);
      if (listed) setCounts((current) => countsAfterStep(current, listed.status, order.status));
      list.replaceItem(order);
    },
  };
}
