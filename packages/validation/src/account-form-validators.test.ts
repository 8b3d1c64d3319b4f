import { describe, expect, it } from 'vitest';
import { validatePasswordChange, validatePayoutMethodForm } from './account-form-validators';

/** The form's errors as field → key, in the order the form reports them. */
function keysOf(errors: Record<string, { key: string } | undefined>) {
  return Object.entries(errors).map(([field, error]) => [field, error?.key]);
}

describe('validatePasswordChange', () => {
  it('requires the current password and a strong new one, confirmed', () => {
    expect(keysOf(validatePasswordChange({}))).toEqual([
      ['current_password', 'password_required'],
      ['password', 'password_required'],
    ]);
    expect(
      keysOf(
        validatePasswordChange({
          current_password: 'old',
          password: 'abcdefgh',
          password_confirmation: 'abcdefgX',
        }),
      ),
    ).toEqual([
      ['password', 'password_no_number_or_special'],
      ['password_confirmation', 'password_mismatch'],
    ]);
    expect(
      validatePasswordChange({
        current_password: 'Demo-password-1',
        password: 'Tidal-compass-73',
        password_confirmation: 'Tidal-compass-73',
      }),
    ).toEqual({});
    expect(validatePasswordChange(null as never).current_password?.message).toBe(
      'Please enter your password to continue',
    );
  });
});

describe('validatePayoutMethodForm', () => {
  it('requires a PayPal e-mail and the current password, in the form’s order', () => {
    expect(keysOf(validatePayoutMethodForm({}))).toEqual([
      ['paypal_email', 'paypal_email_required'],
      ['current_password', 'password_required'],
    ]);
    expect(
      keysOf(validatePayoutMethodForm({ paypal_email: 'paypal', current_password: 'x' })),
    ).toEqual([['paypal_email', 'paypal_email_invalid']]);
    expect(
      validatePayoutMethodForm({ paypal_email: ' me@example.com ', current_password: 'old' }),
    ).toEqual({});
  });
});
