import { createMockReviewClient, fail, ok, orderReviewOf } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_REVIEW_TEXTS } from './order-review-texts';
import { useOrderReview } from './use-order-review';

const OPEN = { can_submit: true, window_ends_at: 1, experience: null };

describe('useOrderReview', () => {
  it('asks for a rating before sending, then saves the review and says so', async () => {
    const { client, mock } = createMockReviewClient({
      'GET /widgets/order-post-experience': ok(OPEN),
      'POST /widgets/order-post-experience': ok({ experience: orderReviewOf({ rating: 7 }) }),
    });
    const { result } = renderHook(() => useOrderReview({ client, party: 'customer', orderId: 42 }));
    await waitFor(() => expect(result.current.panel.status).toBe('ready'));
    await act(() => result.current.save());
    expect(result.current.form.ratingError).toBe(ORDER_REVIEW_TEXTS.ratingRequired);
    const posts = () => mock.requests.filter((request) => request.method === 'POST');
    expect(posts()).toEqual([]);

    act(() => result.current.form.setRating('7'));
    await act(() => result.current.save());
    expect(posts()[0]?.form?.get('rating')).toBe('7');
    expect(result.current.announcement?.text).toBe(ORDER_REVIEW_TEXTS.saved);
    expect(result.current.panel.data?.given).toMatchObject({ rating: 7, isHidden: false });
  });

  it('says why a save was refused once the window closed', async () => {
    const { client } = createMockReviewClient({
      'GET /writers/orders/42/customer-rating': ok({ ...OPEN, customer_rating: null }),
      'POST /writers/orders/42/customer-rating': fail('order_action_refused', 409),
    });
    const { result } = renderHook(() => useOrderReview({ client, party: 'expert', orderId: 42 }));
    await waitFor(() => expect(result.current.panel.status).toBe('ready'));
    act(() => result.current.form.setRating('3'));
    await act(() => result.current.save());
    expect(result.current.announcement).toMatchObject({ tone: 'error' });
    expect(result.current.announcement?.text).toMatch(/cannot take that step now/);
  });

  it("hides the customer's review for the operator", async () => {
    const review = orderReviewOf();
    const { client } = createMockReviewClient({
      'GET /operators/orders/42/reviews': ok({ review, customer_rating: null }),
      'POST /operators/orders/42/review/hide': ok({ review: { ...review, is_hidden: true } }),
    });
    const { result } = renderHook(() => useOrderReview({ client, party: 'operator', orderId: 42 }));
    await waitFor(() => expect(result.current.panel.status).toBe('ready'));
    await act(() => result.current.hide());
    expect(result.current.panel.data?.both?.review?.is_hidden).toBe(true);
    expect(result.current.announcement?.text).toBe(ORDER_REVIEW_TEXTS.hiddenNow);
  });
});
