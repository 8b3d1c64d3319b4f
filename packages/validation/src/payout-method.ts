import { EMAIL_MAX_LENGTH } from './constants';
import { isValidEmail, normalizeLogin } from './login';
import { dashboardValidationError, type ValidationError } from './validation-error';

/**
 * The expert's payout method: the e-mail of their PayPal account (trimmed as a login is), required
 * and an address we can send to, at most `EMAIL_MAX_LENGTH` characters. A PayPal e-mail is all we
 * keep: no card or bank number is ever asked for or stored.
 */
export function validatePaypalEmail(value: unknown): ValidationError | null {
  const email = normalizeLogin(value);
  if (email === '') return dashboardValidationError('paypal_email_required');
  if (!isValidEmail(email) || email.length > EMAIL_MAX_LENGTH) {
    return dashboardValidationError('paypal_email_invalid');
  }
  return null;
}
