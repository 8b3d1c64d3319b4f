import { orderPriceCents, URGENCY_FACTORS } from '@bb/validation';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_DEFAULTS,
  calculatorDraft,
  convertQuantity,
  DEADLINE_OPTIONS,
  formatDollars,
  HAND_OVER_HOURS,
  priceQuote,
} from './price-quote';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 28, 10, 17, 33);

/** The urgency factor the server applies `hoursLeft` before the deadline. */
const factorAt = (hoursLeft: number) =>
  URGENCY_FACTORS.find((row) => hoursLeft >= row.hoursLeft)?.factor;

describe('priceQuote', () => {
  it('is the price the server charges for the deadline that far away, and 15% less for a first order', () => {
    // 2 pages × $12 × 1.3 (three to seven days), as the full order page and the API price it.
    expect(priceQuote({ ...CALCULATOR_DEFAULTS, paperType: 1 }, NOW)).toEqual({
      listCents: 3120,
      welcome: { percent: 15, priceCents: 2652 },
    });
  });

  it('counts words when the size is in words, and prices every deadline option by its band', () => {
    for (const option of DEADLINE_OPTIONS) {
      const values = {
        paperType: 1,
        sizeType: 'words' as const,
        quantity: 1375,
        deadlineHours: option.hours,
      };
      const expected = orderPriceCents({
        pagesQty: 0,
        wordsQty: 1375,
        deadline: NOW + option.hours * HOUR,
        now: NOW,
      });
      expect(priceQuote(values, NOW)?.listCents).toBe(expected);
    }
    const week = {
      paperType: null,
      sizeType: 'words' as const,
      quantity: 1375,
      deadlineHours: 240,
    };
    expect(priceQuote(week, NOW)?.listCents).toBe(6900);
  });

  it('gives no price for a size the order page refuses', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, 501]) {
      expect(priceQuote({ ...CALCULATOR_DEFAULTS, paperType: 1, quantity }, NOW)).toBeNull();
    }
    const words = {
      paperType: 1,
      sizeType: 'words' as const,
      quantity: 150_001,
      deadlineHours: 12,
    };
    expect(priceQuote(words, NOW)).toBeNull();
  });
});

describe('DEADLINE_OPTIONS', () => {
  it('keep their urgency factor for HAND_OVER_HOURS after the visitor continues', () => {
    const factors = DEADLINE_OPTIONS.map((option) => factorAt(option.hours));
    for (const [index, option] of DEADLINE_OPTIONS.entries()) {
      expect(factorAt(option.hours - HAND_OVER_HOURS)).toBe(factors[index]);
    }
    // One option per factor, so every price the server has is one the calculator can show.
    expect(new Set(factors)).toEqual(new Set(URGENCY_FACTORS.map((row) => row.factor)));
  });
});

describe('calculatorDraft', () => {
  it("names the order draft's fields, with the deadline counted from the moment of handing over", () => {
    expect(
      calculatorDraft({ paperType: 5, sizeType: 'pages', quantity: 3, deadlineHours: 48 }, NOW),
    ).toEqual({
      paper_type: 5,
      'paper-size-type': 'pages',
      pages_qty: 3,
      words_qty: null,
      deadline_datetime: NOW + 48 * HOUR,
    });
    expect(
      calculatorDraft(
        { paperType: null, sizeType: 'words', quantity: 900, deadlineHours: 12 },
        NOW,
      ),
    ).toEqual({
      'paper-size-type': 'words',
      pages_qty: null,
      words_qty: 900,
      deadline_datetime: NOW + 12 * HOUR,
    });
  });

  it('hands over a deadline the server prices as the calculator did', () => {
    for (const option of DEADLINE_OPTIONS) {
      const values = {
        paperType: 1,
        sizeType: 'pages' as const,
        quantity: 4,
        deadlineHours: option.hours,
      };
      const draft = calculatorDraft(values, NOW);
      const createdAt = NOW + (HAND_OVER_HOURS * HOUR) / 2;
      const charged = orderPriceCents({
        pagesQty: 4,
        wordsQty: 0,
        deadline: draft.deadline_datetime as number,
        now: createdAt,
      });
      expect(charged).toBe(priceQuote(values, NOW)?.listCents);
    }
  });
});

describe('convertQuantity', () => {
  it('keeps the size across units: pages as their words, words as whole pages, within the limits', () => {
    expect(convertQuantity(2, 'words')).toBe(550);
    expect(convertQuantity(550, 'pages')).toBe(2);
    expect(convertQuantity(551, 'pages')).toBe(3);
    expect(convertQuantity(150_000, 'pages')).toBe(500);
    expect(convertQuantity(0, 'words')).toBe(0);
  });
});

it('formats cents as US dollars', () => {
  expect(formatDollars(123456)).toBe('$1,234.56');
});
