import type { OrderClient } from '@bb/api-client';
import { Button, ErrorWidget, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { FilterSelect } from '../kit/filter-select';
import { ShowMore } from '../kit/show-more';
import { OrderAssign } from './order-assign';
import { orderRow } from './order-list-view';
import { ORDER_TEXTS } from './order-texts';
import { useOrderExperts } from './use-order-assign';
import { useOrderList } from './use-order-list';

export interface OperatorQueueProps {
  client: OrderClient;
  /** The address of one order's page. */
  orderHref: (orderId: number) => string;
  className?: string;
}

/**
 * The operator's home: the queue of paid orders waiting for an expert (and assigned ones not yet
 * accepted; 'Show' narrows it to one), nearest deadline first, each with its assign control, and
 * the experts with how many orders each has in progress; each a page at a time ('Show more').
 */
export function OperatorQueue({ client, orderHref, className }: OperatorQueueProps) {
  const queue = useOrderList({ client, party: 'operator' });
  const experts = useOrderExperts({ client });
  const ordersHeading = useId();
  const expertsHeading = useId();
  const failed = queue.status === 'error' || experts.status === 'error';
  const loading = queue.status === 'loading' || experts.status === 'loading';
  const retry = () => {
    queue.reload();
    experts.reload();
  };
  return (
    <div className={clsx('bb-operator-queue', className)}>
      <section aria-labelledby={ordersHeading}>
        <h2 id={ordersHeading} className="bb-order-section-title">
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
        ) : loading ? (
          <Spinner label={ORDER_TEXTS.loadingOrders} />
        ) : queue.empty || queue.filteredEmpty ? (
          <p>
            {queue.empty ? 'No order is waiting for an expert.' : ORDER_TEXTS.noOrdersWithStatus}
          </p>
        ) : (
          <ul className="bb-operator-queue__orders">
            {queue.orders.map((order) => {
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
                      <dd>{row.deadline}</dd>
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
                  <OrderAssign
                    client={client}
                    order={order}
                    experts={experts.items}
                    onAssigned={queue.replaceOrder}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {!failed && !loading && <ShowMore list={queue} />}
      </section>
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
