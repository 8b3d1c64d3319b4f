import type { Order, OrderStatusCounts } from '@bb/api-client';
import { MOCK_EXPERTS, type MockRequest, ok } from '@bb/api-client/testing';

export { createMockOrderClient as mockOrderClient, orderOf } from '@bb/api-client/testing';

export const { ada: ADA, grace: GRACE } = MOCK_EXPERTS;

/**
 * An order list route as the API pages it: `pageSize` orders a page of the `status` asked for
 * (the cursor is the next page's start), and on the first page the whole list's counts per state.
 */
export function orderPages(orders: readonly Order[], pageSize = 2) {
  const counts: OrderStatusCounts = {};
  for (const order of orders) counts[order.status] = (counts[order.status] ?? 0) + 1;
  return ({ query }: MockRequest) => {
    const status = query.get('status');
    const listed = orders.filter((order) => status === null || order.status === status);
    const start = Number(query.get('cursor') ?? 0);
    return ok({
      orders: listed.slice(start, start + pageSize),
      next_cursor: start + pageSize < listed.length ? String(start + pageSize) : null,
      ...(query.get('cursor') === null && { status_counts: counts }),
    });
  };
}

/**
 * A thread's last page as the API answers it (an order's or a ticket's): `messages` given in
 * reading order, oldest first, sent newest first.
 */
export function threadPage<Message>(
  messages: readonly Message[],
  next_cursor: string | null = null,
) {
  return { messages: [...messages].reverse(), next_cursor };
}

/**
 * A thread's route as the API pages it (an order's or a ticket's): `messages` given in reading
 * order, oldest first, sent newest first, `pageSize` a page.
 */
export function threadPages<Message>(messages: readonly Message[], pageSize: number) {
  return listPages('messages', [...messages].reverse(), pageSize);
}

/**
 * A list route as the API pages it: `pageSize` of `items` a page under `key` (the cursor is the
 * next page's start), each page with `extra` (the ledger's balance, the earnings' totals).
 */
export function listPages(key: string, items: readonly unknown[], pageSize: number, extra = {}) {
  return ({ query }: MockRequest) => {
    const start = Number(query.get('cursor') ?? 0);
    const end = start + pageSize;
    return ok({
      ...extra,
      [key]: items.slice(start, end),
      next_cursor: end < items.length ? String(end) : null,
    });
  };
}
