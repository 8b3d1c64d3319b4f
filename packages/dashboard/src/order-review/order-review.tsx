import type {
  CustomerRating,
  OrderParty,
  OrderReview as Review,
  ReviewClient,
} from '@bb/api-client';
import { Button, LoadRetry, Spinner, TextAreaField } from '@bb/ui';
import { ORDER_EXPERIENCE_COMMENT_MAX_LENGTH, RATING_MAX, RATING_MIN } from '@bb/validation';
import { useId } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { formatDeadline } from '../kit/format';
import { OrderSection } from '../kit/section';
import { ORDER_REVIEW_TEXTS as TEXTS } from './order-review-texts';
import { type UseOrderReviewResult, useOrderReview } from './use-order-review';

export interface OrderReviewProps {
  client: ReviewClient;
  party: OrderParty;
  orderId: number;
}

const RATINGS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

/**
 * A finished order's reviews on its page: the customer rates the expert (0–10 and a comment), the
 * expert rates the customer (staff only see it), each within the review window and changeable
 * until it ends; the operator reads both and hides a review that breaks the rules.
 */
export function OrderReview({ client, party, orderId }: OrderReviewProps) {
  const review = useOrderReview({ client, party, orderId });
  const title =
    party === 'customer'
      ? TEXTS.customerHeading
      : party === 'expert'
        ? TEXTS.expertHeading
        : TEXTS.operatorHeading;
  const { panel } = review;
  return (
    <OrderSection title={title}>
      {panel.status === 'error' ? (
        <LoadRetry label={TEXTS.reload} onRetry={panel.reload} />
      ) : panel.status !== 'ready' || !panel.data ? (
        <Spinner label={TEXTS.loading} />
      ) : party === 'operator' ? (
        <OperatorReviews review={review} />
      ) : (
        <RatingForm review={review} party={party} />
      )}
      <OrderAnnouncement announcement={review.announcement} />
    </OrderSection>
  );
}

function RatingForm({ review, party }: { review: UseOrderReviewResult; party: OrderParty }) {
  const ratingId = useId();
  const errorId = useId();
  const data = review.panel.data;
  if (!data) return null;
  const { form } = review;
  const ends = data.windowEndsAt === null ? null : formatDeadline(data.windowEndsAt);
  if (!data.canSubmit) {
    return (
      <>
        {data.given ? <GivenRating rating={data.given} /> : <p>{TEXTS.notGiven}</p>}
        {data.given?.isHidden ? (
          <p className="bb-order-review__note">{TEXTS.hidden}</p>
        ) : (
          ends && <p className="bb-order-review__note">{TEXTS.windowClosed(ends)}</p>
        )}
      </>
    );
  }
  return (
    <form
      className="bb-order-review__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void review.save();
      }}
    >
      <p>{party === 'customer' ? TEXTS.customerIntro : TEXTS.expertIntro}</p>
      <div className={`bb-field${form.ratingError ? ' bb-field--invalid' : ''}`}>
        <div className="bb-field__label-row">
          <label className="bb-field__label" htmlFor={ratingId}>
            {TEXTS.rating}
          </label>
        </div>
        <select
          id={ratingId}
          className="bb-field__input bb-order-review__rating"
          value={form.rating}
          aria-invalid={form.ratingError ? true : undefined}
          aria-describedby={form.ratingError ? errorId : undefined}
          onChange={(event) => form.setRating(event.target.value)}
        >
          <option value="">{TEXTS.chooseRating}</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={String(rating)}>
              {TEXTS.outOf(rating)}
            </option>
          ))}
        </select>
        {form.ratingError && (
          <p id={errorId} className="bb-field__error">
            {form.ratingError}
          </p>
        )}
      </div>
      <TextAreaField
        label={TEXTS.comment}
        hint={TEXTS.commentHint}
        maxLength={ORDER_EXPERIENCE_COMMENT_MAX_LENGTH}
        value={form.comment}
        onChange={(event) => form.setComment(event.target.value)}
      />
      {ends && <p className="bb-order-review__note">{TEXTS.windowEnds(ends)}</p>}
      <Button type="submit" loading={review.busy}>
        {party === 'customer' ? TEXTS.save : TEXTS.saveRating}
      </Button>
    </form>
  );
}

function GivenRating({ rating }: { rating: { rating: number; comment: string } }) {
  return (
    <div className="bb-order-review__given">
      <p className="bb-order-review__score">{TEXTS.outOf(rating.rating)}</p>
      {rating.comment && <p className="bb-order-review__comment">{rating.comment}</p>}
    </div>
  );
}

function OperatorReviews({ review }: { review: UseOrderReviewResult }) {
  const both = review.panel.data?.both;
  if (!both) return null;
  const customerReview: Review | null = both.review;
  const expertRating: CustomerRating | null = both.customer_rating;
  return (
    <div className="bb-order-review__both">
      <h3 className="bb-order-review__subheading">{TEXTS.customerReview}</h3>
      {customerReview ? (
        <>
          <GivenRating rating={customerReview} />
          {customerReview.is_hidden ? (
            <p className="bb-order-review__note">{TEXTS.hidden}</p>
          ) : (
            <Button variant="secondary" loading={review.busy} onClick={() => void review.hide()}>
              {TEXTS.hide}
            </Button>
          )}
        </>
      ) : (
        <p>{TEXTS.noReview}</p>
      )}
      <h3 className="bb-order-review__subheading">{TEXTS.expertRating}</h3>
      {expertRating ? <GivenRating rating={expertRating} /> : <p>{TEXTS.noRating}</p>}
    </div>
  );
}
