import { validateDiscipline } from './discipline';
import { collect, type FormErrors, recordOf } from './form-errors';
import { validateLogin } from './login';
import { validateSignInPassword } from './password';
import { validatePolicyAgree } from './policy-agree';

export type { FormErrors } from './form-errors';

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

function consentShown(form: { showGdpr?: unknown }, options: ConsentOptions): boolean {
  return options.consentShown ?? form.showGdpr === true;
}
