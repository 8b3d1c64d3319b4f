import { describe, expect, it } from 'vitest';
import { formatRating } from './format-rating';

describe('formatRating', () => {
  it('shows at most one decimal', () => {
    expect(formatRating(9.8)).toBe('9.8');
    expect(formatRating(9.84)).toBe('9.8');
    expect(formatRating(9.86)).toBe('9.9');
    expect(formatRating(10)).toBe('10');
    expect(formatRating(7)).toBe('7');
  });

  it('holds the value to the 0–10 scale of spec §9', () => {
    expect(formatRating(12.5)).toBe('10');
    expect(formatRating(-1)).toBe('0');
    expect(formatRating(Number.NaN)).toBe('0');
  });
});
