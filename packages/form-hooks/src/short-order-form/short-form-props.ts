import { normalizeLogin, type ShortOrderFormField } from '@bb/validation';
import type { FormEvent } from 'react';
import {
  type CustomDisciplineOption,
  DISCIPLINE_TEXTS,
  type DisciplineOption,
  selectDiscipline,
} from '../disciplines';
import type { EmailCheck } from '../email-check';
import {
  type CheckedChange,
  type FieldErrors,
  readChecked,
  readText,
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
  const describedBy = (field: ShortOrderFormField | 'form') =>
    errors[field] !== undefined ? fields.ids(field).errorId : undefined;
  const consentHidden = !parts.consentVisible;
  const setPolicyAgree = (change: CheckedChange) => {
    emailCheck.setPolicyAgree(readChecked(change));
    fields.clearServerErrors('policy_agree');
  };
  const setMarketingAgree = (change: CheckedChange) =>
    emailCheck.setMarketingAgree(readChecked(change));

  return {
    setLogin,
    chooseDiscipline,
    setPolicyAgree,
    setMarketingAgree,
    getFormProps: () => ({
      noValidate: true,
      onSubmit: (event?: FormEvent) => {
        event?.preventDefault();
        void parts.submit();
      },
      'aria-describedby': describedBy('form'),
    }),
    getLoginFieldProps: () => ({
      ref: fields.register('login'),
      id: fields.ids('login').id,
      name: 'login',
      type: 'email' as const,
      autoComplete: 'email',
      value: parts.login,
      onChange: setLogin,
      onBlur: leaveLogin,
      disabled: parts.loggedInCustomer || loading,
      'aria-invalid': errors.login !== undefined,
      'aria-describedby': describedBy('login'),
      'aria-busy': emailCheck.isChecking,
      [ORDER_FORM_FIELD_ATTRIBUTE]: 'login',
    }),
    getDisciplineFieldProps: () => ({
      ref: fields.register('discipline_sub'),
      id: fields.ids('discipline_sub').id,
      name: 'discipline_sub',
      placeholder: DISCIPLINE_TEXTS.placeholder,
      disabled: loading,
      'aria-invalid': errors.discipline_sub !== undefined,
      'aria-describedby': describedBy('discipline_sub'),
      [ORDER_FORM_FIELD_ATTRIBUTE]: 'discipline_sub',
    }),
    getPolicyAgreeProps: () => ({
      ref: fields.register('policy_agree'),
      id: fields.ids('policy_agree').id,
      type: 'checkbox' as const,
      name: 'policy_agree',
      checked: emailCheck.policyAgree,
      onChange: setPolicyAgree,
      hidden: consentHidden,
      disabled: loading,
      'aria-invalid': errors.policy_agree !== undefined,
      'aria-describedby': describedBy('policy_agree'),
    }),
    getMarketingAgreeProps: () => ({
      type: 'checkbox' as const,
      name: 'marketing_agree',
      checked: emailCheck.marketingAgree,
      onChange: setMarketingAgree,
      hidden: consentHidden,
      disabled: loading,
    }),
    getSubmitButtonProps: () => ({
      type: 'submit' as const,
      disabled: !parts.canSubmit,
      'aria-busy': parts.buttonBusy,
    }),
    /** Field ids, for labels and error messages. */
    ids: {
      login: fields.ids('login'),
      discipline: fields.ids('discipline_sub'),
      policyAgree: fields.ids('policy_agree'),
      form: fields.ids('form'),
    },
  };
}
