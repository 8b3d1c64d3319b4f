import { EMAIL_MAX_LENGTH } from './constants';
import type { DashboardMessageKey } from './dashboard-messages';
import { dashboardValidationError } from './dashboard-validation-error';
import { isValidEmail, normalizeLogin } from './login';
import type { ValidationError } from './validation-error';

/**
 * An e-mail a dashboard form asks for (trimmed as a login is): required, an address we can send
 * to, at most `EMAIL_MAX_LENGTH` characters; each failure with the form's own text.
 */
export function dashboardEmailError(
  value: unknown,
  keys: { required: DashboardMessageKey; invalid: DashboardMessageKey },
): ValidationError | null {
  const email = normalizeLogin(value);
  if (email === '') return dashboardValidationError(keys.required);
  if (!isValidEmail(email) || email.length > EMAIL_MAX_LENGTH) {
    return dashboardValidationError(keys.invalid);
  }
  return null;
}
