import type { AccountClient } from '@bb/api-client';
import {
  fieldElementProps,
  formElementProps,
  readText,
  submitButtonElementProps,
  type TextChange,
} from '@bb/form-hooks';
import { useCheckedSubmission } from '@bb/form-hooks/internal';
import { ERROR_CATALOGUE, validatePaypalEmail } from '@bb/validation';
import { useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { useLoaded } from '../kit/use-loaded';
import {
  PAYOUT_METHOD_STEPS,
  type PayoutMethodRun,
  type PayoutMethodStepName,
} from './payout-method-steps';
import { PROFILE_TEXTS } from './profile-texts';
import { useAccountClient } from './use-account-client';

const FIELDS = ['paypal_email'] as const;

export interface UsePayoutMethodFormOptions {
  /** Default: the environment's `account` (`createAccountClient()`). */
  client?: AccountClient;
}

/**
 * The expert's payout method on their Profile & Settings: the PayPal e-mail their payouts go
 * to, loaded from the server (the field starts with it), checked with @bb/validation's
 * `validatePaypalEmail` on submit, then `PAYOUT_METHOD_STEPS`; a save is announced, and the
 * server's errors show beside the field.
 */
export function usePayoutMethodForm(options: UsePayoutMethodFormOptions = {}) {
  const client = useAccountClient(options.client);
  const loaded = useLoaded('payout-method', (signal) => client.getPayoutMethod({ signal }));
  // What the person typed; until they type, the field shows the method on the server.
  const [typed, setTyped] = useState<string | null>(null);
  const saved = loaded.data?.paypal_email ?? null;
  const value = typed ?? saved ?? '';
  const { announcement, announce } = useAnnouncement();
  const invalid = validatePaypalEmail(value);
  const { submission, state, fields, send } = useCheckedSubmission<
    PayoutMethodRun,
    PayoutMethodStepName,
    (typeof FIELDS)[number]
  >(
    { steps: PAYOUT_METHOD_STEPS, catalogue: ERROR_CATALOGUE },
    invalid ? { paypal_email: invalid } : {},
    { fieldOrder: FIELDS, submitModeFields: FIELDS },
  );
  const busy = state.loading;
  const errors = fields.visible;

  async function submit(): Promise<void> {
    await send(invalid ? { paypal_email: invalid } : {}, () => ({
      client,
      paypalEmail: value.trim(),
      setLoading: submission.setLoading,
      onSaved: (paypalEmail) => {
        loaded.setData({ paypal_email: paypalEmail });
        setTyped(null);
        announce(PROFILE_TEXTS.payoutMethodSaved(paypalEmail), 'success');
      },
    }));
  }

  return {
    texts: PROFILE_TEXTS,
    /** The load of the method on the server: the form shows once it is ready. */
    status: loaded.status,
    reload: loaded.reload,
    /** The PayPal e-mail payouts go to now; null until one is set. */
    saved,
    /** A save said, for the section's live region. */
    announcement,
    /** Errors to show now: `paypal_email` beside the field, `form` above the form. */
    errors,
    busy,
    submission: state,
    submit,
    getFormProps: () =>
      formElementProps(submit, errors.form ? fields.ids('form').errorId : undefined),
    getPaypalEmailFieldProps: () => ({
      ...fieldElementProps(fields, 'paypal_email', errors),
      value,
      type: 'email' as const,
      autoComplete: 'email',
      disabled: busy,
      onChange: (change: TextChange) => {
        fields.clearServerErrors();
        setTyped(readText(change));
      },
      onBlur: () => fields.touch('paypal_email'),
    }),
    getSubmitButtonProps: () => submitButtonElementProps(busy, busy),
    ids: { paypal_email: fields.ids('paypal_email'), form: fields.ids('form') },
  };
}

export type UsePayoutMethodFormResult = ReturnType<typeof usePayoutMethodForm>;
