import type { CustomerRating, OrderReview } from './review-calls';

const AT = Date.UTC(2026, 2, 14, 10, 0);

/** A customer's review as the API answers it, with `overrides`. */
export function orderReviewOf(overrides: Partial<OrderReview> = {}): OrderReview {
  return {
    order_id: 1042,
    rating: 9,
    comment: 'Clear code and a patient explanation of every step.',
    would_recommend: true,
    created_at: AT,
    updated_at: AT,
    is_hidden: false,
    ...overrides,
  };
}

/** An expert's rating of a customer as the API answers it, with `overrides`. */
export function customerRatingOf(overrides: Partial<CustomerRating> = {}): CustomerRating {
  return {
    order_id: 1042,
    rating: 8,
    comment: 'Clear brief, answered questions quickly.',
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}
