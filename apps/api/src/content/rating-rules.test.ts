import { describe, expect, it } from 'vitest';
import { RATED_ORDERS_AVERAGED, weightedRatingX10 } from './rating-rules';

describe('weightedRatingX10', () => {
  it('is 0 for an expert without rated orders', () => {
    expect(weightedRatingX10([])).toBe(0);
  });

  it('counts the latest rating most: 20 times the 20th latest, each one between in steps', () => {
    // 10 then 0: (20·100 + 19·0) / 39 = 51.3 → 51; the other way round (20·0 + 19·100) / 39 → 49.
    expect(weightedRatingX10([100, 0])).toBe(51);
    expect(weightedRatingX10([0, 100])).toBe(49);
    expect(weightedRatingX10([80, 80, 80])).toBe(80);
  });

  it('leaves out ratings older than the latest RATED_ORDERS_AVERAGED', () => {
    const latest = Array.from({ length: RATED_ORDERS_AVERAGED }, () => 90);
    expect(weightedRatingX10([...latest, 0, 0, 0])).toBe(90);
  });
});
