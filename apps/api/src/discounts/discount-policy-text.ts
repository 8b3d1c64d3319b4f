import type { DiscountPolicy } from '@bb/validation';

/** The Discount Policy page's name among the content variables. */
export const DISCOUNT_POLICY_VARIABLE = 'content_discount_policy';

/** "500 USD", "1,000 USD", "300.50 USD" */
function dollars(cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  const amount = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${amount} USD`;
}

/** The policy's way of listing: "A", "A and B", "A, B, and C". */
function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')}${parts.length > 2 ? ',' : ''} and ${parts.at(-1)}`;
}

/**
 * The Discount Policy's sections, written from `policy`: its figures are the ones the prices
 * use (discounts/order-pricing.ts), so the page and the prices cannot disagree. A discount the
 * policy sets to nothing is not described.
 */
export function discountPolicySections(policy: DiscountPolicy) {
  const tiers = policy.loyaltyTiers.filter((tier) => tier.percent > 0);
  const tierTexts = tiers.map((tier, index) =>
    index === 0
      ? `From ${dollars(tier.fromPaidCents)} you receive a permanent ${tier.percent}% discount`
      : `from ${dollars(tier.fromPaidCents)} ${tier.percent}%`,
  );
  return [
    ...(policy.welcomePercent > 0
      ? [
          {
            heading: 'Welcome discount',
            paragraphs: [
              `Your first order receives a ${policy.welcomePercent}% discount, applied automatically when you pay. An order cancelled with a full refund does not count: the welcome discount then applies to your next order.`,
            ],
          },
        ]
      : []),
    ...(tiers.length > 0
      ? [
          {
            heading: 'Loyalty programme',
            paragraphs: [
              `Each paid order adds the price you paid to your lifetime total. ${listed(tierTexts)}.`,
            ],
          },
        ]
      : []),
    {
      heading: 'Rules',
      paragraphs: [
        'Discounts do not add up: the largest one that applies is used. The discount is the one that applies when you pay, and your order page shows it before you do. Discounts cannot be exchanged for cash and do not apply to extra payments for changes in scope.',
      ],
    },
  ];
}
