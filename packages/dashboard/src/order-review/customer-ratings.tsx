import type { CustomerRating, ReviewClient } from '@bb/api-client';
import { LoadRetry, Spinner } from '@bb/ui';
import { OrderSection } from '../kit/section';
import { ShowMore } from '../kit/show-more';
import { usePagedList } from '../kit/use-paged-list';
import { ORDER_REVIEW_TEXTS as TEXTS } from './order-review-texts';

export interface CustomerRatingsProps {
  client: ReviewClient;
  customerId: number;
  /** The operator's page of an order. */
  orderHref: (orderId: number) => string;
}

/**
 * A customer's ratings by the experts of their orders, newest first, a page at a time: on the
 * operator's page of the customer (staff only; the customer never sees them).
 */
export function CustomerRatings({ client, customerId, orderHref }: CustomerRatingsProps) {
  const list = usePagedList<CustomerRating & { id: number }>(
    `customer-ratings:${customerId}`,
    (cursor, signal) =>
      client.customerRatings(customerId, { cursor, signal }).then((page) => ({
        items: page.customer_ratings.map((rating) => ({ ...rating, id: rating.order_id })),
        next_cursor: page.next_cursor,
      })),
  );
  return (
    <OrderSection title={TEXTS.customerRatingsHeading}>
      {list.status === 'error' ? (
        <LoadRetry label={TEXTS.reload} onRetry={list.reload} />
      ) : list.status !== 'ready' ? (
        <Spinner label={TEXTS.customerRatingsLoading} />
      ) : list.items.length === 0 ? (
        <p>{TEXTS.customerRatingsEmpty}</p>
      ) : (
        <>
          <ul className="bb-order-review__ratings">
            {list.items.map((rating) => (
              <li key={rating.id}>
                <a href={orderHref(rating.order_id)}>{TEXTS.orderLink(rating.order_id)}</a>
                {': '}
                <span className="bb-order-review__score">{TEXTS.outOf(rating.rating)}</span>
                {rating.comment && <p className="bb-order-review__comment">{rating.comment}</p>}
              </li>
            ))}
          </ul>
          <ShowMore list={list} />
        </>
      )}
    </OrderSection>
  );
}
