import { describe, expect, it } from 'vitest';
import { DISCOUNT_POLICY, discountCents, discountFor } from './discount-policy';

const history = (paidOrdersQty: number, paidTotalCents: number) =>
  discountFor({ paidOrdersQty, paidTotalCents }, DISCOUNT_POLICY);

describe('discountFor', () => {
  it('gives the welcome discount before the first paid order', () => {
    expect(history(0, 0)).toEqual({ kind: 'welcome', percent: 15 });
  });

  it('gives nothing after a first order below the first loyalty threshold', () => {
    expect(history(1, 49_999)).toBeNull();
  });

  it.each([
    [49_999, null],
    [50_000, 5],
    [99_999, 5],
    [100_000, 10],
    [199_999, 10],
    [200_000, 15],
    [1_000_000, 15],
  ])('at %i cents paid gives %s percent of loyalty', (total, percent) => {
    expect(history(3, total)).toEqual(percent === null ? null : { kind: 'loyalty', percent });
  });

  it('gives the largest discount only', () => {
    const policy = { welcomePercent: 10, loyaltyTiers: [{ fromPaidCents: 0, percent: 12 }] };
    expect(discountFor({ paidOrdersQty: 0, paidTotalCents: 0 }, policy)).toEqual({
      kind: 'loyalty',
      percent: 12,
    });
    expect(discountFor({ paidOrdersQty: 0, paidTotalCents: 0 }, DISCOUNT_POLICY)).toEqual({
      kind: 'welcome',
      percent: 15,
    });
  });
});

describe('discountCents', () => {
  it('takes the percent off, to the nearest cent', () => {
    expect(discountCents(4680, 15)).toBe(702);
    expect(discountCents(1381, 5)).toBe(69);
    expect(discountCents(1390, 5)).toBe(70);
    expect(discountCents(4680, 0)).toBe(0);
  });
});
