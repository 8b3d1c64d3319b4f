import type { PageInfo } from '@bb/validation';
import type { CallContext } from './call-context';
import type { PageOptions } from './page-options';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

/** The customer's review of a finished order: a rating of the expert from 0 to 10. */
export interface OrderReview {
  order_id: number;
  rating: number;
  comment: string;
  would_recommend: boolean;
  /** Millisecond timestamps. */
  created_at: number;
  updated_at: number;
  /** Hidden by an operator for breaking the rules: off the public pages and the rating. */
  is_hidden: boolean;
}

/** Whether an order's review can be given or changed now, and the review so far. */
export interface OrderReviewState {
  can_submit: boolean;
  /** When the review window closes (millisecond timestamp); null while the order is not finished. */
  window_ends_at: number | null;
  experience: OrderReview | null;
}

/** The customer's review form. */
export interface OrderReviewForm {
  rating: number;
  comment: string;
  would_recommend?: boolean;
}

/** The expert's rating of the customer of a finished order; only staff read it. */
export interface CustomerRating {
  order_id: number;
  rating: number;
  comment: string;
  /** Millisecond timestamps. */
  created_at: number;
  updated_at: number;
}

/** Whether the expert can rate the order's customer now, and their rating so far. */
export interface CustomerRatingState {
  can_submit: boolean;
  window_ends_at: number | null;
  customer_rating: CustomerRating | null;
}

/** Both sides of an order's reviews, as the operator reads them. */
export interface OrderReviews {
  review: OrderReview | null;
  customer_rating: CustomerRating | null;
}

/** A page of a customer's ratings by experts, newest first. */
export interface CustomerRatingPage extends PageInfo {
  customer_ratings: CustomerRating[];
}

export const ORDER_REVIEW_PATH = '/widgets/order-post-experience';

const orderPath = (prefix: string, id: number, rest: string) =>
  `${prefix}/${encodeURIComponent(String(id))}/${rest}`;

/**
 * Reviews: the customer's of a finished order, the expert's rating of the customer, and the
 * operator's view of both (and hiding a review that breaks the rules).
 */
export function createReviewCalls({ transport }: CallContext) {
  return {
    /** GET /widgets/order-post-experience?order_id: the customer's review and whether it can change. */
    orderReview: (orderId: number, { signal }: RequestOptions = {}) =>
      transport.send<OrderReviewState>({
        method: 'GET',
        path: ORDER_REVIEW_PATH,
        query: { order_id: orderId },
        signal,
      }),
    /** POST /widgets/order-post-experience: gives or changes the review (409 once the window closed). */
    saveOrderReview: (orderId: number, form: OrderReviewForm, { signal }: RequestOptions = {}) =>
      transport.send<{ experience: OrderReview }>({
        method: 'POST',
        path: ORDER_REVIEW_PATH,
        form: {
          order_id: orderId,
          rating: form.rating,
          comment: form.comment,
          would_recommend: form.would_recommend ?? true,
        },
        signal,
      }),
    /** GET /writers/orders/{id}/customer-rating. */
    customerRating: (orderId: number, { signal }: RequestOptions = {}) =>
      transport.send<CustomerRatingState>({
        method: 'GET',
        path: orderPath('/writers/orders', orderId, 'customer-rating'),
        signal,
      }),
    /** POST /writers/orders/{id}/customer-rating: the expert rates the customer (staff only read it). */
    rateCustomer: (
      orderId: number,
      form: { rating: number; comment: string },
      { signal }: RequestOptions = {},
    ) =>
      transport.send<{ customer_rating: CustomerRating }>({
        method: 'POST',
        path: orderPath('/writers/orders', orderId, 'customer-rating'),
        form,
        signal,
      }),
    /** GET /operators/orders/{id}/reviews: the customer's review (hidden or not) and the expert's rating. */
    orderReviews: (orderId: number, { signal }: RequestOptions = {}) =>
      transport.send<OrderReviews>({
        method: 'GET',
        path: orderPath('/operators/orders', orderId, 'reviews'),
        signal,
      }),
    /** POST /operators/orders/{id}/review/hide: takes a review off the public pages and the rating. */
    hideOrderReview: (orderId: number, { signal }: RequestOptions = {}) =>
      transport.send<{ review: OrderReview }>({
        method: 'POST',
        path: orderPath('/operators/orders', orderId, 'review/hide'),
        signal,
      }),
    /** GET /operators/customers/{id}/customer-ratings: a page of the customer's ratings by experts. */
    customerRatings: (customerId: number, { cursor, limit, signal }: PageOptions = {}) =>
      transport.send<CustomerRatingPage>({
        method: 'GET',
        path: orderPath('/operators/customers', customerId, 'customer-ratings'),
        query: { cursor, limit },
        signal,
      }),
  };
}

/** The review calls, a client of their own so that no other page's bundle carries them. */
export function createReviewClient(options: TransportOptions = {}) {
  return createReviewCalls({ transport: createTransport(options) });
}

export type ReviewClient = ReturnType<typeof createReviewClient>;
