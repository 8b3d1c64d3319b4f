import { DISCOUNT_POLICY } from '@bb/validation';
import { describe, expect, it } from 'vitest';
import { discountPolicySections } from './discount-policy-text';

const textOf = (sections: ReturnType<typeof discountPolicySections>) =>
  sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');

describe('discountPolicySections', () => {
  it('states the configured welcome discount and each loyalty rate with its threshold', () => {
    const text = textOf(discountPolicySections(DISCOUNT_POLICY));
    expect(text).toContain('Your first order receives a 15% discount');
    expect(text).toContain(
      'From 500 USD you receive a permanent 5% discount, from 1,000 USD 10%, and from 2,000 USD 15%.',
    );
    expect(text).toContain('the largest one that applies is used');
  });

  it('changes with the figures', () => {
    const text = textOf(
      discountPolicySections({
        welcomePercent: 12,
        loyaltyTiers: [
          { fromPaidCents: 30_050, percent: 3 },
          { fromPaidCents: 150_000, percent: 8 },
        ],
      }),
    );
    expect(text).toContain('Your first order receives a 12% discount');
    expect(text).toContain(
      'From 300.50 USD you receive a permanent 3% discount and from 1,500 USD 8%.',
    );
    expect(text).not.toMatch(/15%| 500 USD/);
  });

  it('leaves out a discount the policy does not give', () => {
    const sections = discountPolicySections({ welcomePercent: 0, loyaltyTiers: [] });
    expect(sections.map((section) => section.heading)).toEqual(['Rules']);
  });
});
