import { describe, expect, it } from 'vitest';
import { centsOfDollars, settlementMinimum } from './refund-amount';

describe('an amount typed in dollars', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['$ 12.05', 1205],
    [' 0.99 ', 99],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(centsOfDollars(typed)).toBe(cents);
  });

  it.each(['', 'twelve', '12.505', '-3', '1,200'])('refuses %j', (typed) => {
    expect(centsOfDollars(typed)).toBeNull();
  });

  it('takes half an odd price rounded up, as the server does', () => {
    expect(settlementMinimum(4251)).toBe(2126);
  });
});
