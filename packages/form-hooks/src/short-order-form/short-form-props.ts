import { normalizeLogin, type ShortOrderFormField } from '@bb/validation';
import {
  type CustomDisciplineOption,
  DISCIPLINE_TEXTS,
  type DisciplineOption,
  selectDiscipline,
} from '../disciplines';
import { connectConsent, type EmailCheck } from '../email-check';
import {
  type FieldErrors,
  fieldElementProps,
  formElementProps,
  readText,
  submitButtonElementProps,
  type TextChange,
} from '../form-fields';
import { ORDER_FORM_FIELD_ATTRIBUTE } from '../scroll-to-form';
import type { ShortFormFields } from './use-short-form-fields';

/** What the short form's elements are wired to. */
export interface ShortFormParts {
  fields: FieldErrors<ShortOrderFormField>;
  emailCheck: EmailCheck;
  errors: Partial<Record<ShortOrderFormField | 'form', string>>;
  own: ShortFormFields;
  /** The login field shows this: as typed, or the logged-in customer's e-mail. */
  login: string;
  satellite: boolean;
  loggedInCustomer: boolean;
  consentVisible: boolean;
  submission: { loading: boolean };
  canSubmit: boolean;
  buttonBusy: boolean;
  /** The visitor typed: the last submit's errors no longer apply. */
  clearSubmitErrors: () => void;
  submit: () => Promise<void>;
  /** The form was first used: its submit's code may start loading. */
  prepareSubmit: () => void;
}

/**
 * The short form's setters, ids and prop getters: what each element needs for its value, its
 * errors (aria-invalid, aria-describedby), the scroll helper's field attribute, and the disabled
 * state while the submit runs. Every edit is saved to the stored draft.
 */
export function connectShortOrderForm(parts: ShortFormParts) {
  const { fields, emailCheck, errors, own } = parts;
  const { loading } = parts.submission;
  const setLogin = (change: TextChange) => {
    const next = readText(change);
    if (next === own.login) return;
    own.setLogin(next);
    // Typing clears login_ability, hides and resets consent (unless shown by default), resets
    // the role, and clears the submit error and its flags (spec §4).
    emailCheck.loginTyped();
    parts.clearSubmitErrors();
    own.saveDraft({ login: normalizeLogin(next) });
  };
  const leaveLogin = () => {
    const trimmed = normalizeLogin(own.login);
    if (trimmed !== own.login) own.setLogin(trimmed);
    fields.touch('login');
    if (!parts.satellite) emailCheck.loginLeft(trimmed);
  };
  const chooseDiscipline = (option: DisciplineOption | CustomDisciplineOption) => {
    const selection = selectDiscipline(option);
    own.setDiscipline(selection);
    fields.clearServerErrors('discipline_sub');
    own.saveDraft(selection);
  };

  return {
    ...connectConsent(emailCheck, fields, errors, {
      hidden: !parts.consentVisible,
      disabled: loading,
    }),
    setLogin,
    chooseDiscipline,
    getFormProps: () => ({
      ...formElementProps(parts.submit, errors.form ? fields.ids('form').errorId : undefined),
      onFocus: parts.prepareSubmit,
    }),
    getLoginFieldProps: () => ({
      ...fieldElementProps(fields, 'login', errors),
      type: 'email' as const,
      autoComplete: 'email',
      value: parts.login,
      onChange: setLogin,
      onBlur: leaveLogin,
      disabled: parts.loggedInCustomer || loading,
      'aria-busy': emailCheck.isChecking,
      [ORDER_FORM_FIELD_ATTRIBUTE]: 'login',
    }),
    getDisciplineFieldProps: () => ({
      ...fieldElementProps(fields, 'discipline_sub', errors),
      placeholder: DISCIPLINE_TEXTS.placeholder,
      disabled: loading,
      [ORDER_FORM_FIELD_ATTRIBUTE]: 'discipline_sub',
    }),
    getSubmitButtonProps: () => submitButtonElementProps(!parts.canSubmit, parts.buttonBusy),
    /** Field ids, for labels and error messages. */
    ids: {
      login: fields.ids('login'),
      form: fields.ids('form'),
    },
  };
}
