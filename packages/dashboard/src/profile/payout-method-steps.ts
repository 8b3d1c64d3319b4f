import type { AccountClient } from '@bb/api-client';

/**
 * What the payout method form calls: the expert's account client, or the referral partner's
 * client (the same two calls on /partners/payout-method).
 */
export type PayoutMethodClient = Pick<AccountClient, 'getPayoutMethod' | 'setPayoutMethod'>;

import type { Step } from '@bb/form-hooks';
import type { PayoutMethodField, ServerErrorMapping } from '@bb/validation';
import { currentPasswordError } from './current-password-error';

export type PayoutMethodStepName = 'loadingOn' | 'setPayoutMethod' | 'saved';

/** One save of the expert's payout method. */
export interface PayoutMethodRun {
  client: PayoutMethodClient;
  paypalEmail: string;
  currentPassword: string;
  setLoading(loading: boolean): void;
  /** Shows the method the server kept and says so. */
  onSaved(paypalEmail: string): void;
}

/**
 * The payout method's submit: the server checks the current password (counted like a sign-in),
 * keeps the PayPal e-mail and e-mails the expert about the change.
 */
export const PAYOUT_METHOD_STEPS: readonly Step<PayoutMethodRun, PayoutMethodStepName>[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'setPayoutMethod',
    run: async (run, signal) => {
      const saved = await run.client.setPayoutMethod(
        { paypal_email: run.paypalEmail, current_password: run.currentPassword },
        { signal },
      );
      run.paypalEmail = saved.paypal_email ?? run.paypalEmail;
    },
  },
  { name: 'saved', run: (run) => run.onSaved(run.paypalEmail) },
];

/**
 * Where a failed save's messages show: the PayPal e-mail's beside it, every password message
 * beside the current password (the form's only password), the rest above the form.
 */
export function placePayoutMethodErrors(
  mapping: ServerErrorMapping,
): Partial<Record<PayoutMethodField | 'form', string>> {
  const placed: Partial<Record<PayoutMethodField | 'form', string>> = {};
  const { paypal_email, password, ...others } = mapping.fields;
  if (paypal_email !== undefined) placed.paypal_email = paypal_email;
  const current = currentPasswordError(mapping) ?? password;
  if (current !== undefined) placed.current_password = current;
  const rest = Object.values(others);
  if (rest.length > 0) placed.form = others.form ?? rest[0];
  return placed;
}
