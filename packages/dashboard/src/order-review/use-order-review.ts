import type {
  CustomerRating,
  OrderParty,
  OrderReview,
  OrderReviews,
  ReviewClient,
} from '@bb/api-client';
import { ERROR_CATALOGUE, mapServerErrors } from '@bb/validation';
import { useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { useLoaded } from '../kit/use-loaded';
import { ORDER_REVIEW_TEXTS } from './order-review-texts';

/** What an order's reviews panel shows one party. */
export interface ReviewPanelData {
  /** Whether the party can give or change their rating now (customer, expert). */
  canSubmit: boolean;
  windowEndsAt: number | null;
  /** The party's own rating so far: the customer's review, the expert's rating of the customer. */
  given: { rating: number; comment: string; isHidden: boolean } | null;
  /** The operator's view of both sides. */
  both: OrderReviews | null;
}

function given(rating: OrderReview | CustomerRating | null): ReviewPanelData['given'] {
  if (!rating) return null;
  return {
    rating: rating.rating,
    comment: rating.comment,
    isHidden: 'is_hidden' in rating && rating.is_hidden,
  };
}

async function loadPanel(
  client: ReviewClient,
  party: OrderParty,
  orderId: number,
  signal: AbortSignal,
): Promise<ReviewPanelData> {
  if (party === 'customer') {
    const state = await client.orderReview(orderId, { signal });
    return {
      canSubmit: state.can_submit,
      windowEndsAt: state.window_ends_at,
      given: given(state.experience),
      both: null,
    };
  }
  if (party === 'expert') {
    const state = await client.customerRating(orderId, { signal });
    return {
      canSubmit: state.can_submit,
      windowEndsAt: state.window_ends_at,
      given: given(state.customer_rating),
      both: null,
    };
  }
  const both = await client.orderReviews(orderId, { signal });
  return { canSubmit: false, windowEndsAt: null, given: null, both };
}

export interface UseOrderReviewOptions {
  client: ReviewClient;
  party: OrderParty;
  orderId: number;
}

/**
 * An order's reviews for one party: the customer gives or changes their review of the expert, the
 * expert rates the customer (both within the review window), the operator reads both and hides a
 * review that breaks the rules. The form checks the rating before sending; what a step did is
 * announced.
 */
export function useOrderReview({ client, party, orderId }: UseOrderReviewOptions) {
  const panel = useLoaded(`review:${party}:${orderId}`, (signal) =>
    loadPanel(client, party, orderId, signal),
  );
  const [rating, setRating] = useState<string | null>(null);
  const [comment, setComment] = useState<string | null>(null);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { announcement, announce } = useAnnouncement();
  const data = panel.data;
  // The form starts from what was given, until the party changes it.
  const shownRating = rating ?? (data?.given ? String(data.given.rating) : '');
  const shownComment = comment ?? data?.given?.comment ?? '';

  const failed = (error: unknown) => {
    const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
    announce(fields.form ?? Object.values(fields)[0] ?? '', 'error');
  };

  async function save() {
    if (shownRating === '') {
      setRatingError(ORDER_REVIEW_TEXTS.ratingRequired);
      return;
    }
    setRatingError(null);
    setBusy(true);
    const form = { rating: Number(shownRating), comment: shownComment };
    try {
      if (party === 'customer') {
        const { experience } = await client.saveOrderReview(orderId, form);
        panel.setData({ ...(data as ReviewPanelData), given: given(experience) });
        announce(ORDER_REVIEW_TEXTS.saved, 'success');
      } else {
        const { customer_rating } = await client.rateCustomer(orderId, form);
        panel.setData({ ...(data as ReviewPanelData), given: given(customer_rating) });
        announce(ORDER_REVIEW_TEXTS.ratingSaved, 'success');
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function hide() {
    if (!data?.both) return;
    setBusy(true);
    try {
      const { review } = await client.hideOrderReview(orderId);
      panel.setData({ ...data, both: { ...data.both, review } });
      announce(ORDER_REVIEW_TEXTS.hiddenNow, 'success');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return {
    panel,
    form: {
      rating: shownRating,
      comment: shownComment,
      ratingError,
      setRating: (value: string) => {
        setRating(value);
        setRatingError(null);
      },
      setComment,
    },
    busy,
    announcement,
    save,
    hide,
  };
}

export type UseOrderReviewResult = ReturnType<typeof useOrderReview>;
