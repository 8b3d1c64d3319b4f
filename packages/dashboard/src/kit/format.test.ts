import { describe, expect, it } from 'vitest';
import { formatDeadline, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatPrice(4250)).toBe('$42.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(123456)).toBe('$1,234.56');
  });
});

describe('formatDeadline', () => {
  it("writes spec §9's 'MMM dd, yyyy' and the time of day", () => {
    const deadline = Date.UTC(2026, 10, 5, 14, 30);
    expect(formatDeadline(deadline, { timeZone: 'UTC' })).toBe('Nov 05, 2026, 14:30');
    expect(formatDeadline(deadline, { timeZone: 'America/New_York' })).toBe('Nov 05, 2026, 09:30');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDeadline(Date.UTC(2027, 0, 31, 0, 5), { timeZone: 'UTC' })).toBe(
      'Jan 31, 2027, 00:05',
    );
  });
});
