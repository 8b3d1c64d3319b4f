import type { Order, OrderClient, OrderSearchOptions } from '@bb/api-client';
import { usePagedList } from '../kit/use-paged-list';

/**
 * The operator's order search's results, a page at a time (`usePagedList`): a new search is a
 * new list, loaded from its first page.
 */
export function useOrderSearch({
  client,
  search,
}: {
  client: OrderClient;
  search: OrderSearchOptions;
}) {
  return usePagedList<Order>(`search:${JSON.stringify(search)}`, (cursor, signal) =>
    client
      .operatorQueue({ ...search, cursor, signal })
      .then(({ orders, next_cursor }) => ({ items: orders, next_cursor })),
  );
}
