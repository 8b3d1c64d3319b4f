import type { Dispatch, SetStateAction } from 'react';
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
import type { PasswordRestoreStage } from './password-restore-steps';
import { PASSWORD_RESTORE_TEXTS } from './password-restore-texts';
import type { PasswordRestoreField, PasswordRestoreValues } from './password-restore-values';

type TextField = 'login' | 'code' | 'password' | 'password_confirmation';

/** What the handlers and prop getters read and call: the hook's state and actions. */
export interface PasswordRestoreConnection {
  stage: PasswordRestoreStage;
  values: PasswordRestoreValues;
  setValues: Dispatch<SetStateAction<PasswordRestoreValues>>;
  showPassword: boolean;
  setShowPassword: Dispatch<SetStateAction<boolean>>;
  loading: boolean;
  fields: FieldErrors<PasswordRestoreField>;
  clearSubmitError: () => void;
  requestCode: () => Promise<void>;
  validateCode: () => Promise<void>;
  setNewPassword: () => Promise<void>;
}

/** The change handlers and prop getters of password restore's fields, form and buttons. */
export function connectPasswordRestore(connection: PasswordRestoreConnection) {
  const { stage, values, showPassword, loading, fields } = connection;
  const setValue = <Field extends keyof PasswordRestoreValues>(
    field: Field,
    value: PasswordRestoreValues[Field],
  ) => connection.setValues((current) => ({ ...current, [field]: value }));
  const setPolicyAgree = (change: CheckedChange) => {
    setValue('policy_agree', readChecked(change));
    fields.clearServerErrors('policy_agree');
  };
  const togglePasswordVisibility = () => connection.setShowPassword((shown) => !shown);
  const errors = fields.visible;
  const actionOf: Record<PasswordRestoreStage, () => unknown> = {
    request: connection.requestCode,
    validate: connection.validateCode,
    reset: connection.setNewPassword,
    done: () => undefined,
  };
  const textField = <Extra extends object>(field: TextField, extra: Extra) => ({
    ...fieldElementProps(fields, field, errors),
    value: values[field],
    onChange: (change: TextChange) => {
      setValue(field, readText(change));
      fields.clearServerErrors(field);
      fields.clearServerErrors('form');
    },
    onBlur: () => fields.touch(field),
    ...extra,
  });
  const passwordType = showPassword ? ('text' as const) : ('password' as const);

  return {
    setLogin: (change: TextChange) => {
      setValue('login', readText(change));
      fields.clearServerErrors();
      connection.clearSubmitError();
    },
    setPolicyAgree,
    setCode: (change: TextChange) => {
      setValue('code', readText(change));
      fields.clearServerErrors('code');
    },
    setPassword: (change: TextChange) => setValue('password', readText(change)),
    setPasswordConfirmation: (change: TextChange) =>
      setValue('password_confirmation', readText(change)),
    togglePasswordVisibility,
    /** The form of the current stage: submit runs that stage's action. */
    getFormProps: () => formElementProps(actionOf[stage]),
    getLoginFieldProps: () => textField('login', { type: 'email' as const, autoComplete: 'email' }),
    getPolicyAgreeProps: () => ({
      ...fieldElementProps(fields, 'policy_agree', errors),
      ...checkboxElementProps(values.policy_agree, setPolicyAgree, { hidden: !values.showGdpr }),
    }),
    getCodeFieldProps: () =>
      textField('code', { type: 'text' as const, autoComplete: 'one-time-code' }),
    getPasswordFieldProps: () =>
      textField('password', { type: passwordType, autoComplete: 'new-password' }),
    getPasswordConfirmationFieldProps: () =>
      textField('password_confirmation', { type: passwordType, autoComplete: 'new-password' }),
    getPasswordToggleProps: () => ({
      type: 'button' as const,
      onClick: togglePasswordVisibility,
      'aria-pressed': showPassword,
      'aria-label': showPassword
        ? PASSWORD_RESTORE_TEXTS.hidePassword
        : PASSWORD_RESTORE_TEXTS.showPassword,
    }),
    getSubmitButtonProps: () => submitButtonElementProps(loading, loading),
  };
}
