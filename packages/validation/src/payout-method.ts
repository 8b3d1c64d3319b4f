import { dashboardEmailError } from './dashboard-email';
import type { ValidationError } from './validation-error';

/**
 * The expert's payout method: the e-mail of their PayPal account (trimmed as a login is), required
 * and an address we can send to, at most `EMAIL_MAX_LENGTH` characters. A PayPal e-mail is all we
 * keep: no card or bank number is ever asked for or stored.
 */
export function validatePaypalEmail(value: unknown): ValidationError | null {
  return dashboardEmailError(value, {
    required: 'paypal_email_required',
    invalid: 'paypal_email_invalid',
  });
}
