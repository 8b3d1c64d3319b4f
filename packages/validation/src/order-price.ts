/** How many words make a page, when an order gives pages only (double-spaced, 12 pt). */
export const WORDS_PER_PAGE = 275;

/** A page's price, in cents, for a deadline two weeks away or more. */
export const PAGE_PRICE_CENTS = 1200;

const HOUR = 60 * 60 * 1000;

/**
 * What a nearer deadline costs: the first row whose `hoursLeft` the deadline reaches gives the
 * factor. Our own rule (the specification names no prices).
 */
export const URGENCY_FACTORS: ReadonlyArray<{ hoursLeft: number; factor: number }> = [
  { hoursLeft: 14 * 24, factor: 1 },
  { hoursLeft: 7 * 24, factor: 1.15 },
  { hoursLeft: 3 * 24, factor: 1.3 },
  { hoursLeft: 24, factor: 1.6 },
  { hoursLeft: 0, factor: 2 },
];

export interface OrderPriceInput {
  pagesQty: number;
  /** Counts instead of pages when above 0. */
  wordsQty: number;
  /** Epoch milliseconds. */
  deadline: number;
  now: number;
}

/**
 * An order's price in cents: its words (or pages × 275) at the page price, by the urgency of its
 * deadline. The browser shows it before the order is placed; the server charges it.
 */
export function orderPriceCents({ pagesQty, wordsQty, deadline, now }: OrderPriceInput): number {
  const words = wordsQty > 0 ? wordsQty : pagesQty * WORDS_PER_PAGE;
  const hoursLeft = (deadline - now) / HOUR;
  const factor =
    URGENCY_FACTORS.find((row) => hoursLeft >= row.hoursLeft)?.factor ??
    (URGENCY_FACTORS.at(-1)?.factor as number);
  return Math.round((words * PAGE_PRICE_CENTS * factor) / WORDS_PER_PAGE);
}
