import type { PageType } from '@bb/api-client';
import { type RegistrationFormField, validateRegistrationForm } from '@bb/validation';
import { useState } from 'react';
import { connectConsent } from '../email-check/connect-consent';
import { useBbEnvironment } from '../environment';
import {
  fieldElementProps,
  formElementProps,
  submitButtonElementProps,
} from '../form-fields/element-props';
import { readText, type TextChange } from '../form-fields/input-value';
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
  const [policyAgree, setPolicyAgree] = useState(false);
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
  const errors = fields.visible;

  return {
    values,
    errors,
    ...state,
    links: { ...legalLinksFor(role), logIn: SIGN_IN_PATH },
    texts: REGISTRATION_TEXTS,
    ids: {
      login: fields.ids('login'),
      form: fields.ids('form'),
    },
    setLogin,
    ...connectConsent(
      { policyAgree, marketingAgree, setPolicyAgree, setMarketingAgree },
      fields,
      errors,
    ),
    submit,
    focusFirstError: () => fields.focusFirstError(),
    getFormProps: () => formElementProps(submit),
    getLoginFieldProps: () => ({
      ...fieldElementProps(fields, 'login', errors),
      type: 'email' as const,
      autoComplete: 'email',
      value: login,
      onChange: setLogin,
      onBlur: () => fields.touch('login'),
    }),
    getSubmitButtonProps: () => submitButtonElementProps(loading, loading),
  };
}

export type UseRegistrationFormResult = ReturnType<typeof useRegistrationForm>;
