import type { OrderClient, OrderParty } from '@bb/api-client';
import { Button, ErrorWidget, Skeleton, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { FilterSelect } from '../kit/filter-select';
import { ScrollingTable } from '../kit/scrolling-table';
import { ShowMore } from '../kit/show-more';
import { LateBadge } from '../order-deadline/order-deadline';
import type { OrderStatusFilter } from './order-list-view';
import { ORDER_TEXTS } from './order-texts';
import { useOrderList } from './use-order-list';

export interface OrderListProps {
  /** `createOrderClient()` from `@bb/api-client`. */
  client: OrderClient;
  /** Whose orders: the customer's own, or the expert's assigned ones. */
  party: Extract<OrderParty, 'customer' | 'expert'>;
  /** The address of one order's page. */
  orderHref: (orderId: number) => string;
  initialFilter?: OrderStatusFilter;
  className?: string;
}

/**
 * A party's orders as a table (order, status, deadline, price, and for the customer the expert:
 * the expert's own list would repeat their name in every row) with a status filter, a
 * page at a time ('Show more' under it while another page follows); a skeleton while they load,
 * a retry when they cannot, and a sentence when there are none.
 */
export function OrderList({ client, party, orderHref, initialFilter, className }: OrderListProps) {
  const list = useOrderList({ client, party, initialFilter });
  if (list.status === 'error') {
    return (
      <div className={clsx('bb-order-list', className)}>
        <ErrorWidget />
        <Button variant="secondary" onClick={list.reload}>
          {ORDER_TEXTS.reload}
        </Button>
      </div>
    );
  }
  const loading = list.status === 'loading';
  const showsExpert = party === 'customer';
  return (
    <div className={clsx('bb-order-list', className)} aria-busy={loading || undefined}>
      <FilterSelect label={ORDER_TEXTS.statusFilter} list={list} />
      {loading ? (
        <div className="bb-order-list__loading">
          <Spinner label={ORDER_TEXTS.loadingOrders} />
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} shape="block" height={40} />
          ))}
        </div>
      ) : list.empty || list.filteredEmpty ? (
        <p className="bb-order-list__empty">
          {list.empty ? ORDER_TEXTS.noOrders : ORDER_TEXTS.noOrdersWithStatus}
        </p>
      ) : (
        <ScrollingTable label="Orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Status</th>
              <th scope="col">Deadline</th>
              <th scope="col">Price</th>
              {showsExpert && <th scope="col">Expert</th>}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a className="bb-order-list__link" href={orderHref(row.id)}>
                    {row.title}
                  </a>
                  <span className="bb-order-list__id">#{row.id}</span>
                </td>
                <td>
                  <span className={`bb-order-status bb-order-status--${row.status}`}>
                    {row.statusLabel}
                  </span>
                </td>
                <td>
                  {row.deadline}
                  {row.late && (
                    <>
                      {' '}
                      <LateBadge />
                    </>
                  )}
                </td>
                <td>{row.price}</td>
                {showsExpert && <td>{row.writer}</td>}
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      {!loading && <ShowMore list={list} />}
    </div>
  );
}
