import { DASHBOARD_MESSAGES, type DashboardMessageKey } from './dashboard-messages';
import type { ValidationError } from './validation-error';

/**
 * A dashboard page's rule failed (its text from DASHBOARD_MESSAGES). Apart from
 * `validationError`, so the public forms' code does not carry the dashboard's texts.
 */
export function dashboardValidationError(key: DashboardMessageKey): ValidationError {
  return { key, message: DASHBOARD_MESSAGES[key] };
}
