import {
  type FormErrors,
  validatePasswordReset,
  validatePasswordRestoreRequest,
  validateRestoreCode,
} from '@bb/validation';
import type { FieldErrorsOptions } from '../form-fields/use-field-errors';
import type { PasswordRestoreStage } from './password-restore-steps';

/** What the person entered, and whether the consent block is shown (the server asked for it). */
export interface PasswordRestoreValues {
  login: string;
  policy_agree: boolean;
  showGdpr: boolean;
  code: string;
  password: string;
  password_confirmation: string;
}

export const EMPTY_PASSWORD_RESTORE_VALUES: PasswordRestoreValues = {
  login: '',
  policy_agree: false,
  showGdpr: false,
  code: '',
  password: '',
  password_confirmation: '',
};

export type PasswordRestoreField = Exclude<keyof PasswordRestoreValues, 'showGdpr'>;

/** When the fields show their errors. */
export const PASSWORD_RESTORE_FIELDS: FieldErrorsOptions<PasswordRestoreField> = {
  fieldOrder: ['login', 'policy_agree', 'code', 'password', 'password_confirmation'],
  // Entered values show their errors once left; consent and the confirmation after a submit.
  submitModeFields: ['policy_agree', 'password_confirmation'],
};

/** The errors of the fields a stage shows; consent is required only once its block is shown. */
export function validatePasswordRestoreStage(
  stage: PasswordRestoreStage,
  values: PasswordRestoreValues,
): FormErrors<PasswordRestoreField> {
  switch (stage) {
    case 'request':
      return validatePasswordRestoreRequest(values, { consentShown: values.showGdpr });
    case 'validate': {
      const code = validateRestoreCode(values.code);
      return code ? { code } : {};
    }
    case 'reset':
      return validatePasswordReset(values);
    case 'done':
      return {};
  }
}
