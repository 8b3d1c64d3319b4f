import type { EndedSessions, PayoutMethod, SessionList } from './api-types';
import type { CallContext } from './call-context';
import { SESSIONS_PATH } from './session-calls';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const PASSWORD_CHANGE_PATH = '/users/password';
export const PAYOUT_METHOD_PATH = '/writers/payout-method';

export interface ChangePasswordForm {
  current_password: string;
  /** The new password; the server refuses common ones (password_too_common). */
  password: string;
}

export interface SetPayoutMethodForm {
  /** The PayPal account's e-mail the expert's payouts go to. */
  paypal_email: string;
  /** The expert's password: a session alone cannot redirect payouts. */
  current_password: string;
}

/**
 * The signed-in person's account settings: the browsers signed in to the account, the password,
 * and an expert's payout method.
 */
export function createAccountCalls({ transport }: CallContext) {
  return {
    /** GET /users/sessions/all: the signed-in person's sessions, the current one marked. */
    listSessions: ({ signal }: RequestOptions = {}) =>
      transport.send<SessionList>({ method: 'GET', path: `${SESSIONS_PATH}/all`, signal }),

    /** DELETE /users/sessions/others: signs out every other browser; the current one stays. */
    endOtherSessions: ({ signal }: RequestOptions = {}) =>
      transport.send<EndedSessions>({ method: 'DELETE', path: `${SESSIONS_PATH}/others`, signal }),

    /** DELETE /users/sessions/all/{auth_token}: signs out one other browser (not the current one). */
    endSession: (authToken: string, { signal }: RequestOptions = {}) =>
      transport.send<EndedSessions>({
        method: 'DELETE',
        path: `${SESSIONS_PATH}/all/${encodeURIComponent(authToken)}`,
        signal,
      }),

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

    /** GET /writers/payout-method: the expert's payout method (`paypal_email`, null until set). */
    getPayoutMethod: ({ signal }: RequestOptions = {}) =>
      transport.send<PayoutMethod>({ method: 'GET', path: PAYOUT_METHOD_PATH, signal }),

    /**
     * PATCH /writers/payout-method: where the expert's payouts go, a PayPal e-mail
     * (`paypal_email_required`, `paypal_email_invalid`), proven with the current password as the
     * password change is (password_incorrect on current_password). The expert is e-mailed.
     */
    setPayoutMethod: (form: SetPayoutMethodForm, { signal }: RequestOptions = {}) =>
      transport.send<PayoutMethod>({
        method: 'PATCH',
        path: PAYOUT_METHOD_PATH,
        form: { paypal_email: form.paypal_email, current_password: form.current_password },
        signal,
      }),
  };
}

/**
 * The account settings' calls, a client of their own (as the order calls are) so that the public
 * pages' bundles do not carry them.
 */
export function createAccountClient(options: TransportOptions = {}) {
  return createAccountCalls({ transport: createTransport(options) });
}

export type AccountClient = ReturnType<typeof createAccountClient>;
