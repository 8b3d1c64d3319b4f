import type { UserRole } from './constants';
import { dashboardEmailError } from './dashboard-email';
import type { FormErrors } from './form-validators';
import type { ValidationError } from './validation-error';

/** The roles an operator may invite (spec §2): every role but the customer and the expert. */
export const STAFF_ROLES = [
  'operator',
  'seo',
  'support_contract',
  'earnings',
] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Where an account stands: `invited` until its owner sets a password through the e-mailed link,
 * then `active`; `blocked` whatever came before (a blocked account cannot sign in).
 */
export const ACCOUNT_STATUSES = ['invited', 'active', 'blocked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The e-mail of the person an operator invites: required, an address we can send to. */
export function validateStaffEmail(value: unknown): ValidationError | null {
  return dashboardEmailError(value, {
    required: 'staff_email_required',
    invalid: 'staff_email_invalid',
  });
}

/** The invitation form's checked field (the role is a choice among STAFF_ROLES). */
export type StaffInvitationField = 'email';

/** The operator's invitation form, as `staffInviteBody` judges its e-mail. */
export function validateStaffInvitation(values: {
  email?: unknown;
}): FormErrors<StaffInvitationField> {
  const email = validateStaffEmail(values.email);
  return email ? { email } : {};
}
