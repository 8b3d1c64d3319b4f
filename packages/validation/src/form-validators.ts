import { validateDiscipline } from './discipline';
import { validateLogin } from './login';
import { validatePassword, validatePasswordConfirmation, validateSignInPassword } from './password';
import { validatePaypalEmail } from './payout-method';
import { validatePolicyAgree } from './policy-agree';
import { validateRestoreCode } from './restore-code';
import type { ValidationError } from './validation-error';

/**
 * A form's errors by field name. Keys appear in the form's field order, so the first key is the
 * first field with an error (where focus goes after a failed submit).
 */
export type FormErrors<Field extends string> = Partial<Record<Field, ValidationError>>;

/**
 * Whether the consent block is on screen, which makes policy_agree required. Callers that know
 * better (the hooks) say so; otherwise the form's own showGdpr value decides.
 */
export type ConsentOptions = { consentShown?: boolean };

export type LoginFormInput = {
  login?: unknown;
  password?: unknown;
  policy_agree?: unknown;
  showGdpr?: unknown;
};
export type LoginFormField = 'login' | 'password' | 'policy_agree';

/** Login page and modal: e-mail, the sign-in password, and consent when the block is shown. */
export function validateLoginForm(
  values: LoginFormInput,
  options: ConsentOptions = {},
): FormErrors<LoginFormField> {
  const form = recordOf(values);
  return collect<LoginFormField>({
    login: validateLogin(form.login),
    password: validateSignInPassword(form.password),
    policy_agree: consentShown(form, options) ? validatePolicyAgree(form.policy_agree) : null,
  });
}

export type RegistrationFormInput = { login?: unknown; policy_agree?: unknown };
export type RegistrationFormField = 'login' | 'policy_agree';

/**
 * Sign-up: the fields POST /customers takes from the person (spec §7 sends no password).
 * Consent is always required here (spec §4: no customer without policy_agree).
 */
export function validateRegistrationForm(
  values: RegistrationFormInput,
): FormErrors<RegistrationFormField> {
  const form = recordOf(values);
  return collect<RegistrationFormField>({
    login: validateLogin(form.login),
    policy_agree: validatePolicyAgree(form.policy_agree),
  });
}

export type ShortOrderFormInput = {
  login?: unknown;
  discipline_sub?: unknown;
  discipline_txt?: unknown;
  policy_agree?: unknown;
  showGdpr?: unknown;
};
export type ShortOrderFormField = 'login' | 'discipline_sub' | 'policy_agree';

/**
 * Short order form: trimmed e-mail, discipline, and consent when shown. A logged-in customer's
 * login field is disabled (`loginDisabled`), so it is not checked and consent is not shown.
 */
export function validateShortOrderForm(
  values: ShortOrderFormInput,
  options: ConsentOptions & { loginDisabled?: boolean } = {},
): FormErrors<ShortOrderFormField> {
  const form = recordOf(values);
  const loginDisabled = options.loginDisabled === true;
  const consent = options.consentShown ?? (!loginDisabled && form.showGdpr === true);
  return collect<ShortOrderFormField>({
    login: loginDisabled ? null : validateLogin(form.login),
    discipline_sub: validateDiscipline(form),
    policy_agree: consent ? validatePolicyAgree(form.policy_agree) : null,
  });
}

export type PasswordRestoreRequestValues = {
  login?: unknown;
  policy_agree?: unknown;
  showGdpr?: unknown;
};
export type PasswordRestoreRequestField = 'login' | 'policy_agree';

/** Forgot password, first step: the e-mail to send the code to, and consent when shown. */
export function validatePasswordRestoreRequest(
  values: PasswordRestoreRequestValues,
  options: ConsentOptions = {},
): FormErrors<PasswordRestoreRequestField> {
  const form = recordOf(values);
  return collect<PasswordRestoreRequestField>({
    login: validateLogin(form.login),
    policy_agree: consentShown(form, options) ? validatePolicyAgree(form.policy_agree) : null,
  });
}

export type PasswordResetValues = {
  code?: unknown;
  password?: unknown;
  password_confirmation?: unknown;
};
export type PasswordResetField = 'code' | 'password' | 'password_confirmation';

/** Forgot password, second step: the code, the new password (every rule) and its confirmation. */
export function validatePasswordReset(values: PasswordResetValues): FormErrors<PasswordResetField> {
  const form = recordOf(values);
  return collect<PasswordResetField>({
    code: validateRestoreCode(form.code),
    password: validatePassword(form.password),
    password_confirmation: validatePasswordConfirmation(form.password, form.password_confirmation),
  });
}

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

function consentShown(form: { showGdpr?: unknown }, options: ConsentOptions): boolean {
  return options.consentShown ?? form.showGdpr === true;
}

// Values may come from anywhere (JSON, storage); anything but an object reads as an empty form.
function recordOf<Values extends object>(values: Values): Values {
  return (typeof values === 'object' && values !== null ? values : {}) as Values;
}

function collect<Field extends string>(
  results: Record<Field, ValidationError | null>,
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(results) as Field[]) {
    const error = results[field];
    if (error) errors[field] = error;
  }
  return errors;
}
