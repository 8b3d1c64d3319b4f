import type { AccountClient } from '@bb/api-client';
import {
  fieldElementProps,
  formElementProps,
  readText,
  submitButtonElementProps,
  type TextChange,
} from '@bb/form-hooks';
import { useCheckedSubmission } from '@bb/form-hooks/internal';
import {
  ERROR_CATALOGUE,
  type ErrorField,
  type PasswordChangeField,
  validatePasswordChange,
} from '@bb/validation';
import { useState } from 'react';
import {
  PASSWORD_CHANGE_STEPS,
  type PasswordChangeRun,
  type PasswordChangeStepName,
  placePasswordChangeErrors,
} from './password-change-steps';
import { PROFILE_TEXTS } from './profile-texts';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: Record<PasswordChangeField, string> = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

export interface UsePasswordChangeFormOptions {
  client: AccountClient;
  /** After a change: the page says so and lists the browsers still signed in. */
  onChanged(): void;
}

/**
 * The profile's password change: the current password, the new one and its confirmation,
 * checked with @bb/validation's rules on submit, then `PASSWORD_CHANGE_STEPS`. A success clears
 * the fields; the server's errors show beside the field they are about.
 */
export function usePasswordChangeForm({ client, onChanged }: UsePasswordChangeFormOptions) {
  const [values, setValues] = useState(EMPTY);
  // Just changed: the emptied fields were touched, but say nothing until the person goes on.
  const [changed, setChanged] = useState(false);
  const { submission, state, fields, send } = useCheckedSubmission<
    PasswordChangeRun,
    PasswordChangeStepName,
    PasswordChangeField
  >(
    { steps: PASSWORD_CHANGE_STEPS, catalogue: ERROR_CATALOGUE },
    changed ? {} : validatePasswordChange(values),
    {
      fieldOrder: FIELDS,
      submitModeFields: ['password_confirmation'],
      // The fields are this form's own, not the catalogue's: placed by the steps file.
      placeServerErrors: (mapping) => ({
        ...mapping,
        fields: placePasswordChangeErrors(mapping) as Partial<Record<ErrorField, string>>,
      }),
    },
  );
  const busy = state.loading;
  const errors = fields.visible;

  async function submit(): Promise<void> {
    setChanged(false);
    await send(validatePasswordChange(values), () => ({
      client,
      currentPassword: values.current_password,
      password: values.password,
      setLoading: submission.setLoading,
      onChanged: () => {
        setValues(EMPTY);
        setChanged(true);
        onChanged();
      },
    }));
  }

  const textField = (field: PasswordChangeField, autoComplete: string) => ({
    ...fieldElementProps(fields, field, errors),
    value: values[field],
    autoComplete,
    disabled: busy,
    onChange: (change: TextChange) => {
      const value = readText(change);
      setValues((current) => ({ ...current, [field]: value }));
      setChanged(false);
      fields.clearServerErrors(field);
      fields.clearServerErrors('form');
    },
    onBlur: () => fields.touch(field),
  });

  return {
    texts: PROFILE_TEXTS,
    /** Errors to show now: each beside its field, `form` above the form. */
    errors,
    busy,
    submission: state,
    submit,
    getFormProps: () =>
      formElementProps(submit, errors.form ? fields.ids('form').errorId : undefined),
    getCurrentPasswordFieldProps: () => textField('current_password', 'current-password'),
    getNewPasswordFieldProps: () => textField('password', 'new-password'),
    getPasswordConfirmationFieldProps: () => textField('password_confirmation', 'new-password'),
    getSubmitButtonProps: () => submitButtonElementProps(busy, busy),
    ids: {
      current_password: fields.ids('current_password'),
      password: fields.ids('password'),
      password_confirmation: fields.ids('password_confirmation'),
      form: fields.ids('form'),
    },
  };
}

export type UsePasswordChangeFormResult = ReturnType<typeof usePasswordChangeForm>;
