/**
 * The discount policy: the one place its figures are set. The API prices orders by it and
 * renders the Discount Policy page's text from it, so the page and the prices cannot disagree;
 * the dashboard shows what the API answers. A code constant, changed by a release (a new rate
 * is a new legal text, and the pending orders' prices follow it at payment).
 */

/** Why an order is cheaper: the customer's first paid order, or their lifetime total. */
export const DISCOUNT_KINDS = ['welcome', 'loyalty'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A loyalty rate: `percent` off once the customer's paid orders reach `fromPaidCents`. */
export interface LoyaltyTier {
  fromPaidCents: number;
  percent: number;
}

export interface DiscountPolicy {
  /** Off the customer's first paid order. */
  welcomePercent: number;
  /** Ascending by `fromPaidCents`. */
  loyaltyTiers: readonly LoyaltyTier[];
}

export const DISCOUNT_POLICY: DiscountPolicy = {
  welcomePercent: 15,
  loyaltyTiers: [
    { fromPaidCents: 50_000, percent: 5 },
    { fromPaidCents: 100_000, percent: 10 },
    { fromPaidCents: 200_000, percent: 15 },
  ],
};

/** What a customer has paid for so far: orders paid and not refunded in full, and their total. */
export interface PaidHistory {
  paidOrdersQty: number;
  paidTotalCents: number;
}

export interface Discount {
  kind: DiscountKind;
  percent: number;
}

/**
 * The discount a customer with this history gets on their next order: the largest that applies
 * (discounts do not add up), or null. On a tie the welcome discount is named.
 */
export function discountFor(history: PaidHistory, policy: DiscountPolicy): Discount | null {
  const candidates: Discount[] = [];
  if (history.paidOrdersQty === 0 && policy.welcomePercent > 0)
    candidates.push({ kind: 'welcome', percent: policy.welcomePercent });
  const tier = policy.loyaltyTiers
    .filter((row) => history.paidTotalCents >= row.fromPaidCents)
    .at(-1);
  if (tier && tier.percent > 0) candidates.push({ kind: 'loyalty', percent: tier.percent });
  return candidates.reduce<Discount | null>(
    (best, candidate) => (best === null || candidate.percent > best.percent ? candidate : best),
    null,
  );
}

/** How many cents `percent` takes off `listPriceCents`, rounded to the nearest cent. */
export function discountCents(listPriceCents: number, percent: number): number {
  return Math.round((listPriceCents * percent) / 100);
}
