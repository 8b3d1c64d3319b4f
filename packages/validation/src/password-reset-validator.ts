import { collect, type FormErrors, recordOf } from './form-errors';
import { validatePassword, validatePasswordConfirmation } from './password';
import { validateRestoreCode } from './restore-code';

// Apart from the other public forms' validators (`form-validators.ts`): of the public forms only
// the restore page's second step checks a code and a new password, so the short form and the
// login form do not carry those rules.

export type PasswordResetValues = {
  code?: unknown;
  password?: unknown;
  password_confirmation?: unknown;
};
export type PasswordResetField = 'code' | 'password' | 'password_confirmation';

/** Forgot password, second step: the code, the new password (every rule) and its confirmation. */
export function validatePasswordReset(values: PasswordResetValues): FormErrors<PasswordResetField> {
  const form = recordOf(values);
  return collect<PasswordResetField>({
    code: validateRestoreCode(form.code),
    password: validatePassword(form.password),
    password_confirmation: validatePasswordConfirmation(form.password, form.password_confirmation),
  });
}
