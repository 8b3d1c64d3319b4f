import { describe, expect, it } from 'vitest';
import { DASHBOARD_ERROR_CATALOGUE } from './dashboard-error-catalogue';
import { validatePaypalEmail } from './payout-method';

describe('validatePaypalEmail', () => {
  it('takes a PayPal account’s e-mail, with white space around it', () => {
    expect(validatePaypalEmail('writer@demo.bb.example')).toBeNull();
    expect(validatePaypalEmail('  pay.me+bb@example.com ')).toBeNull();
  });

  it('asks for one when it is missing, and refuses what is not an address', () => {
    for (const missing of ['', '   ', undefined, null, 42]) {
      expect(validatePaypalEmail(missing)?.key).toBe('paypal_email_required');
    }
    for (const wrong of [
      'paypal',
      'me@localhost',
      'a b@example.com',
      `${'a'.repeat(120)}@example.com`,
    ]) {
      expect(validatePaypalEmail(wrong)?.key, wrong).toBe('paypal_email_invalid');
    }
    expect(validatePaypalEmail('paypal')?.message).toBe(
      'Please enter the e-mail address of your PayPal account, like name@example.com',
    );
  });

  it('shows its errors beside the paypal_email field', () => {
    expect(DASHBOARD_ERROR_CATALOGUE.paypal_email_required.field).toBe('paypal_email');
    expect(DASHBOARD_ERROR_CATALOGUE.paypal_email_invalid.field).toBe('paypal_email');
  });
});
