import type { LoginFormField } from '@bb/validation';
import { connectConsent } from '../email-check/connect-consent';
import type { EmailCheck } from '../email-check/use-email-check';
import {
  checkboxElementProps,
  fieldElementProps,
  formElementProps,
  submitButtonElementProps,
} from '../form-fields/element-props';
import {
  type CheckedChange,
  readChecked,
  readText,
  type TextChange,
} from '../form-fields/input-value';
import type { FieldErrors } from '../form-fields/use-field-errors';
import { LOGIN_TEXTS } from './login-texts';

/** The login form's own values, outside the e-mail check. */
export interface LoginFields {
  login: string;
  password: string;
  staySignedIn: boolean;
  showPassword: boolean;
}

/** What the login form's elements are wired to. */
export interface LoginFormParts {
  fields: FieldErrors<LoginFormField>;
  emailCheck: EmailCheck;
  errors: Partial<Record<LoginFormField | 'form', string>>;
  values: LoginFields;
  change: <Key extends keyof LoginFields>(key: Key, value: LoginFields[Key]) => void;
  loading: boolean;
  alreadyLoggedIn: boolean;
  clearSubmitError: () => void;
  submit: () => Promise<void>;
}

/**
 * The login form's setters, ids and prop getters: what each element needs for its value, its
 * errors (aria-invalid, aria-describedby), the tooltip or logged-in hint, and the disabled state
 * of a user already logged in.
 */
export function connectLoginForm(parts: LoginFormParts) {
  const { fields, emailCheck, errors, values, change, alreadyLoggedIn: disabled } = parts;
  const setLogin = (input: TextChange) => {
    const next = readText(input);
    if (next === values.login) return;
    change('login', next);
    // Typing clears login_ability, hides and resets consent, resets the role (the e-mail check)
    // and clears the submit error (spec §4).
    emailCheck.loginTyped();
    fields.clearServerErrors();
    parts.clearSubmitError();
  };
  const setPassword = (input: TextChange) => {
    change('password', readText(input));
    fields.clearServerErrors('password');
  };
  const setStaySignedIn = (input: CheckedChange) => change('staySignedIn', readChecked(input));
  const togglePasswordVisibility = () => change('showPassword', !values.showPassword);
  const loginIds = fields.ids('login');
  const tooltipId = `${loginIds.id}-tooltip`;
  const hintId = `${loginIds.id}-logged-in`;

  return {
    ...connectConsent(emailCheck, fields, errors, {
      hidden: !emailCheck.showGdpr,
      disabled,
    }),
    setLogin,
    setPassword,
    setStaySignedIn,
    togglePasswordVisibility,
    /**
     * The parts of the e-mail check a login form shows: spinner, checkmark, tooltip, consent (its
     * error is in `errors.login`).
     */
    emailCheck: {
      isChecking: emailCheck.isChecking,
      showSuccessMark: emailCheck.showSuccessMark,
      loginAbility: emailCheck.loginAbility,
      showGdpr: emailCheck.showGdpr,
    },
    ids: {
      login: loginIds,
      password: fields.ids('password'),
      form: fields.ids('form'),
      loginTooltip: tooltipId,
      alreadyLoggedInHint: hintId,
    },
    getFormProps: () =>
      formElementProps(parts.submit, errors.form ? fields.ids('form').errorId : undefined),
    getLoginFieldProps: () => ({
      ...fieldElementProps(fields, 'login', errors, disabled ? hintId : tooltipId),
      type: 'email' as const,
      autoComplete: 'email',
      value: values.login,
      onChange: setLogin,
      onBlur: () => {
        fields.touch('login');
        emailCheck.loginLeft(values.login);
      },
      disabled,
      'aria-busy': emailCheck.isChecking,
    }),
    getPasswordFieldProps: () => ({
      ...fieldElementProps(fields, 'password', errors, disabled ? hintId : undefined),
      type: values.showPassword ? ('text' as const) : ('password' as const),
      autoComplete: 'current-password',
      value: values.password,
      onChange: setPassword,
      onBlur: () => fields.touch('password'),
      disabled,
    }),
    getPasswordToggleProps: () => ({
      type: 'button' as const,
      onClick: togglePasswordVisibility,
      'aria-pressed': values.showPassword,
      'aria-controls': fields.ids('password').id,
      'aria-label': values.showPassword ? LOGIN_TEXTS.hidePassword : LOGIN_TEXTS.showPassword,
      disabled,
    }),
    getStaySignedInProps: () => ({
      name: 'stay_signed_in',
      ...checkboxElementProps(values.staySignedIn, setStaySignedIn, { disabled }),
    }),
    getSubmitButtonProps: () => submitButtonElementProps(parts.loading || disabled, parts.loading),
  };
}
