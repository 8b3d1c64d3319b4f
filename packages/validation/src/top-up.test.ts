import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { topUpAmountCents, validateTopUpAmount } from './top-up';

describe('topUpAmountCents', () => {
  it('reads dollars as a person types them', () => {
    expect(topUpAmountCents('50')).toBe(5000);
    expect(topUpAmountCents(' 49.9 ')).toBe(4990);
    expect(topUpAmountCents('$1,200.05')).toBe(120005);
    expect(topUpAmountCents(2500)).toBe(2500);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of ['', 'ten', '10.999', '-10', '1,20', '10e3', '0x10']) {
      expect(topUpAmountCents(text)).toBeNull();
    }
    expect(topUpAmountCents(10.5)).toBeNull();
    expect(topUpAmountCents(undefined)).toBeNull();
  });
});

describe('validateTopUpAmount', () => {
  it('takes $10 to $5,000 and says so otherwise', () => {
    expect(validateTopUpAmount('10')).toBeNull();
    expect(validateTopUpAmount('5,000.00')).toBeNull();
    for (const text of ['9.99', '5000.01', 'abc']) {
      expect(validateTopUpAmount(text)).toEqual({
        key: 'top_up_amount_invalid',
        message: 'Please enter an amount from $10 to $5,000',
      });
    }
    expect(DASHBOARD_MESSAGES.top_up_amount_invalid).toBe(
      'Please enter an amount from $10 to $5,000',
    );
  });
});
