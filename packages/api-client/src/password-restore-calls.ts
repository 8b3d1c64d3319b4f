import { normalizeLogin } from '@bb/validation';
import type { PasswordReset, PasswordRestoreRequested, RestoreCodeValidity } from './api-types';
import type { CallContext, CaptchaRequestOptions } from './call-context';
import { createCaptchaAction, tokenForCall } from './captcha';
import type { RequestOptions } from './transport';
import { getUtcOffsetMinutes } from './utc-offset';

export const PASSWORD_RESTORE_PATH = '/users/password-restore';

export interface RequestPasswordRestoreForm {
  login: string;
  /** Default false. */
  policy_agree?: boolean;
  /** Default: a token from the client's captcha provider, or 'skipped'. */
  captcha_token?: string;
}

export interface ResetPasswordForm {
  code: string;
  password: string;
}

export function createPasswordRestoreCalls({ transport, captcha }: CallContext) {
  return {
    /** POST /users/password-restore: sends the restore code. */
    requestPasswordRestore: async (
      form: RequestPasswordRestoreForm,
      options: CaptchaRequestOptions = {},
    ) => {
      const action = createCaptchaAction(
        'POST',
        PASSWORD_RESTORE_PATH,
        getUtcOffsetMinutes(),
        options.captchaContext,
      );
      const token = await tokenForCall(captcha, form.captcha_token, action, options.signal);
      return transport.send<PasswordRestoreRequested>({
        method: 'POST',
        path: PASSWORD_RESTORE_PATH,
        form: {
          login: normalizeLogin(form.login),
          captcha_token: token,
          policy_agree: form.policy_agree ?? false,
        },
        signal: options.signal,
      });
    },

    /** PATCH /users/password-restore: sets the new password. */
    resetPassword: ({ code, password }: ResetPasswordForm, { signal }: RequestOptions = {}) =>
      transport.send<PasswordReset>({
        method: 'PATCH',
        path: PASSWORD_RESTORE_PATH,
        form: { code, password },
        signal,
      }),

    /** GET /users/password-restore/actions/validate?code=; a bad code rejects (code_incorrect, code_expired). */
    validateRestoreCode: (code: string, { signal }: RequestOptions = {}) =>
      transport.send<RestoreCodeValidity>({
        method: 'GET',
        path: `${PASSWORD_RESTORE_PATH}/actions/validate`,
        query: { code },
        signal,
      }),
  };
}
