import type { Order, OrderClient, OrderExpert, OrderSearchOptions } from '@bb/api-client';
import { Button, ErrorWidget, LoadRetry, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { FilterSelect } from '../kit/filter-select';
import { ShowMore } from '../kit/show-more';
import { LateBadge } from '../order-deadline/order-deadline';
import { OrderAssign } from './order-assign';
import { orderRow } from './order-list-view';
import { OrderSearchForm } from './order-search-form';
import { ORDER_SEARCH_TEXTS } from './order-search-texts';
import { ORDER_TEXTS } from './order-texts';
import { useOrderExperts } from './use-order-assign';
import { useOrderList } from './use-order-list';
import { useOrderSearch } from './use-order-search';
import { useOrderSearchForm } from './use-order-search-form';

export interface OperatorQueueProps {
  client: OrderClient;
  /** The address of one order's page. */
  orderHref: (orderId: number) => string;
  className?: string;
}

/**
 * The operator's home: the order search (status, customer, expert, deadline, text) over the
 * queue of paid orders waiting for an expert (and assigned ones not yet accepted; 'Show' narrows
 * it to one), nearest deadline first, each with its assign control; a search shows its results
 * in the queue's place until 'Back to the queue'. Then the experts with how many orders each has
 * in progress. Each list a page at a time ('Show more').
 */
export function OperatorQueue({ client, orderHref, className }: OperatorQueueProps) {
  const experts = useOrderExperts({ client });
  const form = useOrderSearchForm();
  const [search, setSearch] = useState<OrderSearchOptions | null>(null);
  const expertsHeading = useId();
  const clear = () => {
    form.reset();
    setSearch(null);
  };
  const orders = { client, orderHref, experts: experts.items };
  return (
    <div className={clsx('bb-operator-queue', className)}>
      <OrderSearchForm
        form={form}
        onSearch={setSearch}
        {...(search !== null && { onClear: clear })}
      />
      {search === null ? (
        <Queue
          {...orders}
          expertsFailed={experts.status === 'error'}
          reloadExperts={experts.reload}
        />
      ) : (
        <SearchResults {...orders} search={search} />
      )}
      <section aria-labelledby={expertsHeading}>
        <h2 id={expertsHeading} className="bb-order-section-title">
          Experts
        </h2>
        {experts.status === 'ready' && (
          <>
            <ul className="bb-operator-queue__experts">
              {experts.items.map((expert) => (
                <li key={expert.slug}>
                  {expert.pen_name}: {expert.orders_progress_qty} in progress
                  {expert.is_assignable === false && `, ${ORDER_TEXTS.notAssignableMark}`}
                </li>
              ))}
            </ul>
            <ShowMore list={experts} />
          </>
        )}
      </section>
    </div>
  );
}

type OrdersProps = Pick<OperatorQueueProps, 'client' | 'orderHref'> & { experts: OrderExpert[] };

function Queue({
  expertsFailed,
  reloadExperts,
  ...orders
}: OrdersProps & { expertsFailed: boolean; reloadExperts: () => void }) {
  const queue = useOrderList({ client: orders.client, party: 'operator' });
  const heading = useId();
  const failed = queue.status === 'error' || expertsFailed;
  const retry = () => {
    queue.reload();
    reloadExperts();
  };
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="bb-order-section-title">
        Orders waiting for an expert
      </h2>
      {!failed && <FilterSelect label={ORDER_TEXTS.statusFilter} list={queue} />}
      {failed ? (
        <>
          <ErrorWidget />
          <Button variant="secondary" onClick={retry}>
            {ORDER_TEXTS.reload}
          </Button>
        </>
      ) : queue.status === 'loading' ? (
        <Spinner label={ORDER_TEXTS.loadingOrders} />
      ) : queue.empty || queue.filteredEmpty ? (
        <p>{queue.empty ? 'No order is waiting for an expert.' : ORDER_TEXTS.noOrdersWithStatus}</p>
      ) : (
        <QueueOrders {...orders} orders={queue.orders} onAssigned={queue.replaceOrder} />
      )}
      {!failed && queue.status !== 'loading' && <ShowMore list={queue} />}
    </section>
  );
}

function SearchResults({ search, ...orders }: OrdersProps & { search: OrderSearchOptions }) {
  const found = useOrderSearch({ client: orders.client, search });
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="bb-order-section-title">
        {ORDER_SEARCH_TEXTS.results}
      </h2>
      {found.status === 'error' ? (
        <LoadRetry label={ORDER_TEXTS.reload} onRetry={found.reload} />
      ) : found.status !== 'ready' ? (
        <Spinner label={ORDER_TEXTS.loadingOrders} />
      ) : found.items.length === 0 ? (
        <p>{ORDER_SEARCH_TEXTS.noResults}</p>
      ) : (
        <>
          <QueueOrders {...orders} orders={found.items} onAssigned={found.replaceItem} />
          <ShowMore list={found} />
        </>
      )}
    </section>
  );
}

/** Orders as the queue lists them: title, facts, and the assign control where it applies. */
function QueueOrders({
  client,
  orderHref,
  experts,
  orders,
  onAssigned,
}: OrdersProps & { orders: Order[]; onAssigned: (order: Order) => void }) {
  return (
    <ul className="bb-operator-queue__orders">
      {orders.map((order) => {
        const row = orderRow(order);
        return (
          <li key={order.id} className="bb-operator-queue__order">
            <p className="bb-operator-queue__title">
              <a className="bb-order-list__link" href={orderHref(order.id)}>
                {row.title}
              </a>{' '}
              <span className="bb-order-list__id">#{row.id}</span>
            </p>
            <dl className="bb-order-facts">
              <div>
                <dt>Status</dt>
                <dd>{row.statusLabel}</dd>
              </div>
              <div>
                <dt>Deadline</dt>
                <dd>
                  {row.deadline}
                  {row.late && (
                    <>
                      {' '}
                      <LateBadge />
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt>Price</dt>
                <dd>{row.price}</dd>
              </div>
              <div>
                <dt>Expert</dt>
                <dd>{row.writer}</dd>
              </div>
              {row.requestedWriter && (
                <div>
                  <dt>Requested expert</dt>
                  <dd>{row.requestedWriter}</dd>
                </div>
              )}
            </dl>
            <OrderAssign client={client} order={order} experts={experts} onAssigned={onAssigned} />
          </li>
        );
      })}
    </ul>
  );
}
