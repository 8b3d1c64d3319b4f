import { describe, expect, it } from 'vitest';
import { createMockReviewClient, customerRatingOf, ok, orderReviewOf } from './testing';

describe('the review calls', () => {
  it("read and save the customer's review, the expert's rating of the customer, and the operator's view", async () => {
    const review = orderReviewOf();
    const rating = customerRatingOf();
    const { mock, client } = createMockReviewClient({
      'GET /widgets/order-post-experience': ok({
        can_submit: true,
        window_ends_at: 1,
        experience: null,
      }),
      'POST /widgets/order-post-experience': ok({ experience: review }),
      'GET /writers/orders/42/customer-rating': ok({
        can_submit: true,
        window_ends_at: 1,
        customer_rating: null,
      }),
      'POST /writers/orders/42/customer-rating': ok({ customer_rating: rating }),
      'GET /operators/orders/42/reviews': ok({ review, customer_rating: rating }),
      'POST /operators/orders/42/review/hide': ok({ review: { ...review, is_hidden: true } }),
      'GET /operators/customers/7/customer-ratings': ok({
        customer_ratings: [rating],
        next_cursor: null,
      }),
    });
    expect((await client.orderReview(42)).can_submit).toBe(true);
    expect(mock.requests[0]?.query.toString()).toBe('order_id=42');
    await client.saveOrderReview(42, { rating: 9, comment: 'Good.' });
    expect(mock.requests[1]?.form?.toString()).toBe(
      'order_id=42&rating=9&comment=Good.&would_recommend=1',
    );
    expect((await client.customerRating(42)).customer_rating).toBeNull();
    await client.rateCustomer(42, { rating: 8, comment: '' });
    expect(mock.requests[3]?.form?.toString()).toBe('rating=8&comment=');
    expect(await client.orderReviews(42)).toEqual({ review, customer_rating: rating });
    expect((await client.hideOrderReview(42)).review.is_hidden).toBe(true);
    expect(await client.customerRatings(7, { limit: 5 })).toEqual({
      customer_ratings: [rating],
      next_cursor: null,
    });
    expect(mock.requests[6]?.query.toString()).toBe('limit=5');
    expect(mock.unmatched).toEqual([]);
  });
});
