import {
  DISCOUNT_POLICY,
  discountCents,
  ORDER_PAGES_MAX,
  ORDER_WORDS_MAX,
  orderPriceCents,
  type PaperSizeType,
  WORDS_PER_PAGE,
} from '@bb/validation';

const HOUR = 60 * 60 * 1000;

/**
 * The calculator's deadlines, as durations from the moment the visitor continues. Each lies well
 * inside one urgency band of `URGENCY_FACTORS` (at least HAND_OVER_HOURS from its lower edge), so
 * the price shown is the price the order is created with even if the visitor takes hours to get
 * from the calculator to placing the order.
 */
export const DEADLINE_OPTIONS = [
  { value: '504', label: '3 weeks', hours: 21 * 24 },
  { value: '240', label: '10 days', hours: 10 * 24 },
  { value: '120', label: '5 days', hours: 5 * 24 },
  { value: '48', label: '2 days', hours: 2 * 24 },
  { value: '12', label: '12 hours', hours: 12 },
] as const;

/** How long after 'Continue' each deadline option keeps its urgency factor. */
export const HAND_OVER_HOURS = 6;

export type DeadlineOption = (typeof DEADLINE_OPTIONS)[number];

/** What the visitor set: the work's type, its size in pages or words, the deadline. */
export interface CalculatorValues {
  /** A paper type's id from the API's dictionary; null when the dictionary is empty. */
  paperType: number | null;
  sizeType: PaperSizeType;
  /** Pages or words, as `sizeType` says. */
  quantity: number;
  deadlineHours: number;
}

export const CALCULATOR_DEFAULTS: Omit<CalculatorValues, 'paperType'> = {
  sizeType: 'pages',
  quantity: 2,
  deadlineHours: 5 * 24,
};

/** The largest size an order may have, in its unit (the full order page's limits). */
export function quantityMax(sizeType: PaperSizeType): number {
  return sizeType === 'words' ? ORDER_WORDS_MAX : ORDER_PAGES_MAX;
}

/** A whole number within the order's limits for its unit. */
export function isValidQuantity(quantity: number, sizeType: PaperSizeType): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= quantityMax(sizeType);
}

/** The size kept when the visitor switches unit: pages as their words, words as whole pages. */
export function convertQuantity(quantity: number, to: PaperSizeType): number {
  if (!Number.isFinite(quantity) || quantity < 1) return quantity;
  const converted =
    to === 'words' ? quantity * WORDS_PER_PAGE : Math.ceil(quantity / WORDS_PER_PAGE);
  return Math.min(converted, quantityMax(to));
}

export interface PriceQuote {
  listCents: number;
  /** What a new customer pays: the welcome discount of the discount policy; null without one. */
  welcome: { percent: number; priceCents: number } | null;
}

/**
 * The price the server charges (`orderPriceCents`) for these values with the deadline
 * `deadlineHours` from `now`, and the price after the discount a visitor's first order gets (the
 * policy's welcome discount: a new customer has no paid total for a loyalty one). Null for a size
 * the order page refuses.
 */
export function priceQuote(values: CalculatorValues, now: number): PriceQuote | null {
  if (!isValidQuantity(values.quantity, values.sizeType)) return null;
  const words = values.sizeType === 'words';
  const listCents = orderPriceCents({
    pagesQty: words ? 0 : values.quantity,
    wordsQty: words ? values.quantity : 0,
    deadline: now + values.deadlineHours * HOUR,
    now,
  });
  const percent = DISCOUNT_POLICY.welcomePercent;
  const welcome =
    percent > 0 ? { percent, priceCents: listCents - discountCents(listCents, percent) } : null;
  return { listCents, welcome };
}

/**
 * The calculator's values as fields of the order draft (spec §3: paper_type, paper-size-type,
 * pages_qty, words_qty, deadline_datetime), which the short form sends on in its data box and the
 * full order page opens with. The unit not used is cleared, so an older draft's size does not win.
 */
export function calculatorDraft(values: CalculatorValues, now: number): Record<string, unknown> {
  const words = values.sizeType === 'words';
  return {
    ...(values.paperType === null ? {} : { paper_type: values.paperType }),
    'paper-size-type': values.sizeType,
    pages_qty: words ? null : values.quantity,
    words_qty: words ? values.quantity : null,
    deadline_datetime: now + values.deadlineHours * HOUR,
  };
}

/** A price in US dollars: '$31.20'. */
export function formatDollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
