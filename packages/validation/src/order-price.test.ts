import { describe, expect, it } from 'vitest';
import { orderPriceCents, PAGE_PRICE_CENTS, WORDS_PER_PAGE } from './order-price';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);
const price = (pagesQty: number, wordsQty: number, hoursLeft: number) =>
  orderPriceCents({ pagesQty, wordsQty, deadline: now + hoursLeft * HOUR, now });

describe('orderPriceCents', () => {
  it('charges the page price per page two weeks ahead, and the same per 275 words', () => {
    expect(price(3, 0, 14 * 24)).toBe(3 * PAGE_PRICE_CENTS);
    expect(price(1, 3 * WORDS_PER_PAGE, 20 * 24)).toBe(3 * PAGE_PRICE_CENTS);
    expect(price(0, 550, 30 * 24)).toBe(2400);
  });

  it('charges more the nearer the deadline: 1.15 a week, 1.3 three days, 1.6 a day, 2 sooner', () => {
    expect([14 * 24 - 1, 7 * 24, 3 * 24, 24, 23, 1].map((hours) => price(1, 0, hours))).toEqual([
      1380, 1380, 1560, 1920, 2400, 2400,
    ]);
  });

  it('rounds to whole cents', () => {
    expect(price(0, 100, 15 * 24)).toBe(436);
  });
});
