import type { CallContext } from './call-context';
import type { RequestOptions } from './transport';

export const PASSWORD_CHANGE_PATH = '/users/password';

export interface ChangePasswordForm {
  current_password: string;
  /** The new password; the server refuses common ones (password_too_common). */
  password: string;
}

export function createPasswordChangeCalls({ transport }: CallContext) {
  return {
    /**
     * PATCH /users/password: the signed-in person's new password. A wrong current password is
     * password_incorrect (on current_password); every other session of the account ends.
     */
    changePassword: (form: ChangePasswordForm, { signal }: RequestOptions = {}) =>
      transport.send<Record<string, never>>({
        method: 'PATCH',
        path: PASSWORD_CHANGE_PATH,
        form: { current_password: form.current_password, password: form.password },
        signal,
      }),
  };
}
