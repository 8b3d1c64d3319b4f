import type { AuditClient, Order, OrderClient, OrderParty, ReviewClient } from '@bb/api-client';
import type { AddressBar } from '@bb/form-hooks';
import { Button, ErrorWidget, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { AuditTrail } from '../audit-trail/audit-trail';
import { TOP_UP_RETURN_TEXTS } from '../balance/balance-texts';
import type { TopUpPolling } from '../balance/top-up-watch';
import { OrderAnnouncement } from '../kit/announcement';
import { OrderSection } from '../kit/section';
import { ShowMore } from '../kit/show-more';
import { OrderCancellation } from '../order-cancellation/order-cancellation';
import { OrderDeadline } from '../order-deadline/order-deadline';
import { OrderDisputes } from '../order-disputes/order-disputes';
import { OrderFiles } from '../order-files/order-files';
import { OrderReview } from '../order-review/order-review';
import { canAssign } from './order-actions';
import { OrderAssign } from './order-assign';
import { ORDER_TEXTS } from './order-texts';
import { OrderThread } from './order-thread';
import type { OrderView } from './order-view';
import { type UseOrderResult, useOrder } from './use-order';
import { useOrderExperts } from './use-order-assign';

export interface OrderPageProps {
  client: OrderClient;
  /** Who looks: the customer, the expert assigned to the order, or an operator. */
  party: OrderParty;
  orderId: number;
  /** The party's list of orders, linked as the way back. */
  listHref: string;
  /**
   * Leaves for the payment provider's checkout (`(url) => location.assign(url)`): with it, the
   * customer's order their balance does not cover offers 'Top up and pay' in Pay's place.
   */
  navigate?: (url: string) => void;
  /** Reads and cleans `?top_up=…&checkout=…` on the return from checkout: `browserAddressBar()`. */
  address?: Pick<AddressBar, 'params' | 'removeParams'>;
  /** How the page waits for a payment; default `TOP_UP_POLLING`. */
  polling?: TopUpPolling;
  /** The operator's audit calls: with them, the operator's page shows the order's history. */
  auditClient?: AuditClient;
  /** The review calls: with them, a finished order's page shows its reviews (order-review/). */
  reviewClient?: ReviewClient;
  className?: string;
}

/**
 * One order's page for one party, headed by its own `h1`: its details in plain words, the steps
 * that party may take in its state (the outcome announced, focus moved to it), the operator's
 * assign, its files, its message thread and (with `auditClient`) its history. Another customer's order
 * is not found.
 */
export function OrderPage({
  listHref,
  className,
  auditClient,
  reviewClient,
  ...options
}: OrderPageProps) {
  const { client, party, orderId } = options;
  const page = useOrder(options);
  const back = (
    <a className="bb-order-page__back" href={listHref}>
      Back to the orders
    </a>
  );
  if (page.status === 'not_found') {
    return (
      <div className={clsx('bb-order-page', className)}>
        <h1 className="bb-order-page__title">Order not found</h1>
        <p>{ORDER_TEXTS.notFound}</p>
        {back}
      </div>
    );
  }
  if (page.status !== 'ready' || !page.order || !page.view) {
    return (
      <div className={clsx('bb-order-page', className)}>
        {back}
        <h1 className="bb-order-page__title">Order #{orderId}</h1>
        {page.status === 'error' ? (
          <>
            <ErrorWidget />
            <Button variant="secondary" onClick={page.reload}>
              {ORDER_TEXTS.reload}
            </Button>
          </>
        ) : (
          <Spinner label={ORDER_TEXTS.loadingOrder} />
        )}
      </div>
    );
  }
  const { order, view } = page;
  const closed = order.status === 'finished' || order.status === 'cancelled';
  return (
    <div className={clsx('bb-order-page', className)}>
      {back}
      <h1 className="bb-order-page__title">{view.title}</h1>
      <p className="bb-order-page__status">
        <span className={`bb-order-status bb-order-status--${view.status}`}>
          {view.statusLabel}
        </span>{' '}
        <span className="bb-order-list__id">Order #{view.id}</span>
      </p>
      <OrderFacts view={view} party={party} />
      <OrderActions page={page} party={party} />
      <OrderDeadline client={client} party={party} order={order} onChanged={page.setOrder} />
      <OrderCancellation client={client} party={party} order={order} onChanged={page.setOrder} />
      <OrderDisputes client={client} party={party} order={order} onChanged={page.setOrder} />
      {party === 'operator' && (
        <OperatorAssign client={client} order={order} onAssigned={page.setOrder} />
      )}
      <OrderSection title="The brief">
        <p className="bb-order-page__description">{view.description}</p>
      </OrderSection>
      {reviewClient && order.status === 'finished' && (
        <OrderReview client={reviewClient} party={party} orderId={order.id} />
      )}
      <OrderFiles client={client} party={party} orderId={order.id} status={order.status} />
      <OrderThread client={client} party={party} orderId={order.id} closed={closed} />
      {party === 'operator' && auditClient && (
        <AuditTrail
          // An assignment or a cancel on this page adds an event: the trail loads again.
          key={`${order.status}:${order.writer?.slug ?? ''}`}
          client={auditClient}
          subject={{ order: order.id }}
        />
      )}
    </div>
  );
}

function OrderFacts({ view, party }: { view: OrderView; party: OrderParty }) {
  // The customer's discount is theirs and the operator's business; the expert sees the price paid.
  const price: Array<[string, string]> =
    party === 'expert'
      ? [['Price', view.price]]
      : view.priceLines.map((line) => [line.term, line.value]);
  const facts: Array<[string, string | null]> = [
    ['Deadline', view.deadline],
    ...price,
    [ORDER_TEXTS.earning, view.earning],
    ['Expert', view.writer],
    ['Requested expert', view.requestedWriter],
    ['Discipline', view.discipline],
    ['Type', view.paperType],
    ['Size', view.size],
    ['Placed', view.created],
    ['Finished', view.finished],
  ];
  return (
    <dl className="bb-order-facts">
      {facts.map(([term, value]) =>
        value ? (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** What the party can do now, and what the last step did. */
function OrderActions({ page, party }: { page: UseOrderResult; party: OrderParty }) {
  const delivered = party === 'customer' && page.order?.status === 'delivered';
  const offered = party === 'expert' && page.order?.status === 'assigned';
  if (page.actions.length === 0 && !page.announcement) return null;
  return (
    <OrderSection title="What you can do">
      {delivered && (
        <p>
          The expert delivered the result. Approve it, or ask for a revision or a dispute below.
        </p>
      )}
      {offered && page.view?.earning && <p>{ORDER_TEXTS.earningOffer(page.view.earning)}</p>}
      {page.payment && <p className="bb-order-payment">{page.payment.text}</p>}
      <div className="bb-order-page__actions">
        {page.actions.map((action) => (
          <Button
            key={action.action}
            variant={
              action.action === 'cancel' || action.action === 'decline' ? 'secondary' : 'primary'
            }
            loading={action.busy}
            disabled={action.disabled}
            onClick={() => void page.run(action.action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <OrderAnnouncement announcement={page.announcement} />
      {page.topUpReturn.status === 'stopped' && (
        <Button variant="secondary" onClick={page.topUpReturn.checkAgain}>
          {TOP_UP_RETURN_TEXTS.checkAgain}
        </Button>
      )}
    </OrderSection>
  );
}

function OperatorAssign({
  client,
  order,
  onAssigned,
}: {
  client: OrderClient;
  order: Order;
  onAssigned(order: Order): void;
}) {
  const experts = useOrderExperts({ client });
  if (experts.status === 'loading' || !canAssign(order.status)) return null;
  return (
    <OrderSection title="Assign an expert">
      {experts.status === 'error' ? (
        <>
          <ErrorWidget />
          <Button variant="secondary" onClick={experts.reload}>
            {ORDER_TEXTS.reload}
          </Button>
        </>
      ) : (
        <>
          <OrderAssign
            client={client}
            order={order}
            experts={experts.items}
            onAssigned={onAssigned}
          />
          <ShowMore list={experts} />
        </>
      )}
    </OrderSection>
  );
}
