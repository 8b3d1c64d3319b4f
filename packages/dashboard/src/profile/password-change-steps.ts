import type { AccountClient } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';
import type { PasswordChangeField, ServerErrorMapping } from '@bb/validation';
import { currentPasswordError } from './current-password-error';

export type PasswordChangeStepName = 'loadingOn' | 'changePassword' | 'changed';

/** One password change: the person's two passwords, and what follows a success. */
export interface PasswordChangeRun {
  client: AccountClient;
  currentPassword: string;
  password: string;
  setLoading(loading: boolean): void;
  /** Clears the fields, says so, and shows the browsers still signed in. */
  onChanged(): void;
}

/**
 * The password change's submit: the server checks the current password (counted like a sign-in)
 * and the new one, sets it, and ends every other session of the account.
 */
export const PASSWORD_CHANGE_STEPS: readonly Step<PasswordChangeRun, PasswordChangeStepName>[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'changePassword',
    run: (run, signal) =>
      run.client.changePassword(
        { current_password: run.currentPassword, password: run.password },
        { signal },
      ),
  },
  { name: 'changed', run: (run) => run.onChanged() },
];

/**
 * Where a failed change's messages show. The catalogue has one `password` field; here the
 * current password's slugs go beside the current password (an account without one is told how
 * to set it), the rule keys and `password_too_common` beside the new one, the rest above the form.
 */
export function placePasswordChangeErrors(
  mapping: ServerErrorMapping,
): Partial<Record<PasswordChangeField | 'form', string>> {
  const placed: Partial<Record<PasswordChangeField | 'form', string>> = {};
  const current = currentPasswordError(mapping);
  if (current !== undefined) {
    placed.current_password = current;
  } else if (mapping.fields.password !== undefined) {
    placed.password = mapping.fields.password;
  }
  const others = Object.entries(mapping.fields).filter(([field]) => field !== 'password');
  if (others.length > 0) placed.form = mapping.fields.form ?? others[0]?.[1];
  return placed;
}
