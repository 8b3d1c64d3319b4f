import { RATING_MAX, RATING_MIN } from '@bb/validation';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A rating on the 0–10 scale as shown: at most one decimal, held to the scale ('9.8', '10'). */
export function formatRating(rating: number): string {
  const held = Number.isFinite(rating) ? Math.min(RATING_MAX, Math.max(RATING_MIN, rating)) : 0;
  return oneDecimal.format(held);
}
