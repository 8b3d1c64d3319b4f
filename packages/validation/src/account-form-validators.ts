import { collect, type FormErrors, recordOf } from './form-errors';
import { validatePassword, validatePasswordConfirmation, validateSignInPassword } from './password';
import { validatePaypalEmail } from './payout-method';

// The dashboard's account forms, apart from the public forms' validators (`form-validators.ts`)
// so that the public pages do not carry the dashboard's rules and texts.

export type PasswordChangeValues = {
  current_password?: unknown;
  password?: unknown;
  password_confirmation?: unknown;
};
export type PasswordChangeField = 'current_password' | 'password' | 'password_confirmation';

/**
 * The profile's password change: the current password as at sign-in, the new one with every rule
 * of sign-up, and its confirmation.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
): FormErrors<PasswordChangeField> {
  const form = recordOf(values);
  return collect<PasswordChangeField>({
    current_password: validateSignInPassword(form.current_password),
    password: validatePassword(form.password),
    password_confirmation: validatePasswordConfirmation(form.password, form.password_confirmation),
  });
}

export type PayoutMethodValues = { paypal_email?: unknown; current_password?: unknown };
export type PayoutMethodField = 'paypal_email' | 'current_password';

/**
 * The expert's payout method: the PayPal e-mail, and the current password as at sign-in (the
 * server checks it before the address changes), as `payoutMethodBody` judges them.
 */
export function validatePayoutMethodForm(
  values: PayoutMethodValues,
): FormErrors<PayoutMethodField> {
  const form = recordOf(values);
  return collect<PayoutMethodField>({
    paypal_email: validatePaypalEmail(form.paypal_email),
    current_password: validateSignInPassword(form.current_password),
  });
}
