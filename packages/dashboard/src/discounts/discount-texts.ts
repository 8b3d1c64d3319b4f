import type { DiscountKind } from '@bb/validation';

/** The discounts' wording on the order pages (ours: the specification is silent). */
export const DISCOUNT_TEXTS = {
  listPrice: 'List price',
  price: 'Price',
  /** A discount's line: 'Welcome discount (15%)'. */
  line: (kind: DiscountKind, percent: number) =>
    `${kind === 'welcome' ? 'Welcome' : 'Loyalty'} discount (${percent}%)`,
  /** Before ordering: 'Your first order: 15% off'. */
  notice: (kind: DiscountKind, percent: number) =>
    kind === 'welcome'
      ? `Your first order: ${percent}% off`
      : `Your loyalty discount: ${percent}% off`,
};
