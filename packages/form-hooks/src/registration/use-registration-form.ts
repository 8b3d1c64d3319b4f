import type { PageType } from '@bb/api-client';
import { type RegistrationFormField, validateRegistrationForm } from '@bb/validation';
import { type FormEvent, useState } from 'react';
import { useBbEnvironment } from '../environment';
import {
  type CheckedChange,
  readChecked,
  readText,
  type TextChange,
} from '../form-fields/input-value';
import { useFieldErrors } from '../form-fields/use-field-errors';
import { legalLinksFor } from '../login/legal-links';
import { useSubmission } from '../submission/use-submission';
import { registrationSteps } from './registration-steps';
import { REGISTRATION_TEXTS, SIGN_IN_PATH } from './registration-texts';

export interface UseRegistrationFormOptions {
  /** 'writer' uses the writer terms and privacy links (spec §6). Default 'customer'. */
  role?: 'customer' | 'writer';
  /** Where to go after signing up; used only if it is a path on our own origin. */
  redirectUrl?: string | null;
  /** The page the form sits on, sent as page_type when given. */
  pageType?: PageType;
}

const FIELD_ORDER: readonly RegistrationFormField[] = ['login', 'policy_agree'];

/** The sign-up form: its values, validation and field props over the steps of `registration-steps.ts`. */
export function useRegistrationForm(options: UseRegistrationFormOptions = {}) {
  const environment = useBbEnvironment();
  const { role = 'customer', redirectUrl, pageType } = options;
  const [login, setLoginValue] = useState('');
  const [policyAgree, setPolicyAgreeValue] = useState(false);
  const [marketingAgree, setMarketingAgree] = useState(false);
  const { submission, state } = useSubmission({ steps: registrationSteps });
  const { loading } = state;

  const values = { login, policy_agree: policyAgree, marketing_agree: marketingAgree };
  const validation = validateRegistrationForm(values);
  const fields = useFieldErrors(validation, {
    fieldOrder: FIELD_ORDER,
    // The e-mail shows its error once left; the consent only after a failed submit.
    submitModeFields: ['policy_agree'],
  });

  async function submit(): Promise<void> {
    if (submission.running) return;
    fields.clearServerErrors();
    submission.clearSubmitError();
    const invalid = validateRegistrationForm(values);
    // A wrong e-mail is shown with everything else missing. A missing consent alone goes on to
    // the sign-up call, which refuses it locally with policy_required (spec §4).
    if (invalid.login) {
      fields.failSubmit(invalid);
      submission.refuse();
      return;
    }
    fields.passSubmit();
    const result = await submission.run({
      login,
      policyAgree,
      marketingAgree,
      pageType,
      redirectUrl,
      environment,
      setLoading: submission.setLoading,
    });
    if (result.outcome === 'failed' && result.mapping) fields.showServerErrors(result.mapping);
  }

  const setLogin = (change: TextChange) => {
    setLoginValue(readText(change));
    fields.clearServerErrors('login');
    fields.clearServerErrors('form');
  };
  const setPolicyAgree = (change: CheckedChange) => {
    setPolicyAgreeValue(readChecked(change));
    fields.clearServerErrors('policy_agree');
  };
  const errors = fields.visible;
  const describedBy = (field: RegistrationFormField) =>
    errors[field] ? fields.ids(field).errorId : undefined;

  return {
    values,
    errors,
    submitError: state.submitError,
    status: state.status,
    loading,
    currentStep: state.currentStep,
    steps: state.steps,
    links: { ...legalLinksFor(role), logIn: SIGN_IN_PATH },
    texts: REGISTRATION_TEXTS,
    ids: {
      login: fields.ids('login'),
      policyAgree: fields.ids('policy_agree'),
      form: fields.ids('form'),
    },
    setLogin,
    setPolicyAgree,
    setMarketingAgree: (change: CheckedChange) => setMarketingAgree(readChecked(change)),
    submit,
    focusFirstError: () => fields.focusFirstError(),
    getFormProps: () => ({
      noValidate: true,
      onSubmit: (event?: FormEvent) => {
        event?.preventDefault();
        void submit();
      },
    }),
    getLoginFieldProps: () => ({
      ref: fields.register('login'),
      id: fields.ids('login').id,
      name: 'login',
      type: 'email' as const,
      autoComplete: 'email',
      value: login,
      onChange: setLogin,
      onBlur: () => fields.touch('login'),
      'aria-invalid': errors.login !== undefined,
      'aria-describedby': describedBy('login'),
    }),
    getPolicyAgreeProps: () => ({
      ref: fields.register('policy_agree'),
      id: fields.ids('policy_agree').id,
      type: 'checkbox' as const,
      name: 'policy_agree',
      checked: policyAgree,
      onChange: setPolicyAgree,
      'aria-invalid': errors.policy_agree !== undefined,
      'aria-describedby': describedBy('policy_agree'),
    }),
    getMarketingAgreeProps: () => ({
      type: 'checkbox' as const,
      name: 'marketing_agree',
      checked: marketingAgree,
      onChange: (change: CheckedChange) => setMarketingAgree(readChecked(change)),
    }),
    getSubmitButtonProps: () => ({
      type: 'submit' as const,
      disabled: loading,
      'aria-busy': loading,
    }),
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
