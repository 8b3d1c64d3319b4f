import type { Dispatch, FormEvent, SetStateAction } from 'react';
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
  const describedBy = (field: PasswordRestoreField) =>
    errors[field] ? fields.ids(field).errorId : undefined;
  const textField = <Extra extends object>(field: TextField, extra: Extra) => ({
    ref: fields.register(field),
    id: fields.ids(field).id,
    name: field,
    value: values[field],
    onChange: (change: TextChange) => {
      setValue(field, readText(change));
      fields.clearServerErrors(field);
      fields.clearServerErrors('form');
    },
    onBlur: () => fields.touch(field),
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby': describedBy(field),
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
    getFormProps: () => ({
      noValidate: true,
      onSubmit: (event?: FormEvent) => {
        event?.preventDefault();
        if (stage === 'request') void connection.requestCode();
        else if (stage === 'validate') void connection.validateCode();
        else if (stage === 'reset') void connection.setNewPassword();
      },
    }),
    getLoginFieldProps: () => textField('login', { type: 'email' as const, autoComplete: 'email' }),
    getPolicyAgreeProps: () => ({
      ref: fields.register('policy_agree'),
      id: fields.ids('policy_agree').id,
      type: 'checkbox' as const,
      name: 'policy_agree',
      checked: values.policy_agree,
      onChange: setPolicyAgree,
      hidden: !values.showGdpr,
      'aria-invalid': errors.policy_agree !== undefined,
      'aria-describedby': describedBy('policy_agree'),
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
    getSubmitButtonProps: () => ({
      type: 'submit' as const,
      disabled: loading,
      'aria-busy': loading,
    }),
  };
}
