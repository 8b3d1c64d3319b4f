import type { LoginFormField } from '@bb/validation';
import type { FormEvent } from 'react';
import type { EmailCheck } from '../email-check/use-email-check';
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
  const setPolicyAgree = (input: CheckedChange) => {
    emailCheck.setPolicyAgree(readChecked(input));
    fields.clearServerErrors('policy_agree');
  };
  const setMarketingAgree = (input: CheckedChange) =>
    emailCheck.setMarketingAgree(readChecked(input));
  const togglePasswordVisibility = () => change('showPassword', !values.showPassword);
  const loginIds = fields.ids('login');
  const passwordId = fields.ids('password').id;
  const tooltipId = `${loginIds.id}-tooltip`;
  const hintId = `${loginIds.id}-logged-in`;
  const describedBy = (field: LoginFormField, extra?: string) => {
    const ids = [extra, errors[field] ? fields.ids(field).errorId : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  };
  const consentHidden = !emailCheck.showGdpr;

  return {
    setLogin,
    setPassword,
    setStaySignedIn,
    setPolicyAgree,
    setMarketingAgree,
    togglePasswordVisibility,
    /** The parts of the e-mail check a login form shows: spinner, checkmark, consent. */
    emailCheck: {
      status: emailCheck.status,
      isChecking: emailCheck.isChecking,
      showSuccessMark: emailCheck.showSuccessMark,
      loginAbility: emailCheck.loginAbility,
      showGdpr: emailCheck.showGdpr,
      checkError: emailCheck.checkError,
    },
    ids: {
      login: loginIds,
      password: fields.ids('password'),
      policyAgree: fields.ids('policy_agree'),
      form: fields.ids('form'),
      loginTooltip: tooltipId,
      alreadyLoggedInHint: hintId,
    },
    getFormProps: () => ({
      noValidate: true,
      onSubmit: (event?: FormEvent) => {
        event?.preventDefault();
        void parts.submit();
      },
      'aria-describedby': errors.form ? fields.ids('form').errorId : undefined,
    }),
    getLoginFieldProps: () => ({
      ref: fields.register('login'),
      id: loginIds.id,
      name: 'login',
      type: 'email' as const,
      autoComplete: 'email',
      value: values.login,
      onChange: setLogin,
      onBlur: () => {
        fields.touch('login');
        emailCheck.loginLeft(values.login);
      },
      disabled,
      'aria-invalid': errors.login !== undefined,
      'aria-describedby': describedBy('login', disabled ? hintId : tooltipId),
      'aria-busy': emailCheck.isChecking,
    }),
    getPasswordFieldProps: () => ({
      ref: fields.register('password'),
      id: passwordId,
      name: 'password',
      type: values.showPassword ? ('text' as const) : ('password' as const),
      autoComplete: 'current-password',
      value: values.password,
      onChange: setPassword,
      onBlur: () => fields.touch('password'),
      disabled,
      'aria-invalid': errors.password !== undefined,
      'aria-describedby': describedBy('password', disabled ? hintId : undefined),
    }),
    getPasswordToggleProps: () => ({
      type: 'button' as const,
      onClick: togglePasswordVisibility,
      'aria-pressed': values.showPassword,
      'aria-controls': passwordId,
      'aria-label': values.showPassword ? LOGIN_TEXTS.hidePassword : LOGIN_TEXTS.showPassword,
      disabled,
    }),
    getStaySignedInProps: () => ({
      type: 'checkbox' as const,
      name: 'stay_signed_in',
      checked: values.staySignedIn,
      onChange: setStaySignedIn,
      disabled,
    }),
    getPolicyAgreeProps: () => ({
      ref: fields.register('policy_agree'),
      id: fields.ids('policy_agree').id,
      type: 'checkbox' as const,
      name: 'policy_agree',
      checked: emailCheck.policyAgree,
      onChange: setPolicyAgree,
      hidden: consentHidden,
      disabled,
      'aria-invalid': errors.policy_agree !== undefined,
      'aria-describedby': describedBy('policy_agree'),
    }),
    getMarketingAgreeProps: () => ({
      type: 'checkbox' as const,
      name: 'marketing_agree',
      checked: emailCheck.marketingAgree,
      onChange: setMarketingAgree,
      hidden: consentHidden,
      disabled,
    }),
    getSubmitButtonProps: () => ({
      type: 'submit' as const,
      disabled: parts.loading || disabled,
      'aria-busy': parts.loading,
    }),
  };
}
