import {
  fieldElementProps,
  formElementProps,
  readText,
  submitButtonElementProps,
  type TextChange,
} from '@bb/form-hooks';
import { useCheckedSubmission } from '@bb/form-hooks/internal';
import {
  ERROR_CATALOGUE,
  type ErrorField,
  type PayoutMethodField,
  validatePayoutMethodForm,
} from '@bb/validation';
import { useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { useLoaded } from '../kit/use-loaded';
import {
  PAYOUT_METHOD_STEPS,
  type PayoutMethodClient,
  type PayoutMethodRun,
  type PayoutMethodStepName,
  placePayoutMethodErrors,
} from './payout-method-steps';
import { PROFILE_TEXTS } from './profile-texts';
import { useAccountClient } from './use-account-client';

const FIELDS = ['paypal_email', 'current_password'] as const;

export interface UsePayoutMethodFormOptions {
  /** Default: the environment's `account` (`createAccountClient()`). */
  client?: PayoutMethodClient;
}

/**
 * The expert's payout method on their Profile & Settings: the PayPal e-mail their payouts go
 * to, loaded from the server (the field starts with it), and their current password (a session
 * alone cannot redirect payouts), checked with @bb/validation's `validatePayoutMethodForm` on
 * submit, then `PAYOUT_METHOD_STEPS`; a save is announced and empties the password, and the
 * server's errors show beside their field (a wrong password beside the password).
 */
export function usePayoutMethodForm(options: UsePayoutMethodFormOptions = {}) {
  const client: PayoutMethodClient = useAccountClient(options.client);
  const loaded = useLoaded('payout-method', (signal) => client.getPayoutMethod({ signal }));
  // What the person typed; until they type, the field shows the method on the server.
  const [typed, setTyped] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const saved = loaded.data?.paypal_email ?? null;
  const value = typed ?? saved ?? '';
  const { announcement, announce } = useAnnouncement();
  const invalid = validatePayoutMethodForm({ paypal_email: value, current_password: password });
  const { submission, state, fields, send } = useCheckedSubmission<
    PayoutMethodRun,
    PayoutMethodStepName,
    PayoutMethodField
  >({ steps: PAYOUT_METHOD_STEPS, catalogue: ERROR_CATALOGUE }, invalid, {
    fieldOrder: FIELDS,
    submitModeFields: FIELDS,
    // The current password is this form's own field, not the catalogue's: placed by the steps file.
    placeServerErrors: (mapping) => ({
      ...mapping,
      fields: placePayoutMethodErrors(mapping) as Partial<Record<ErrorField, string>>,
    }),
  });
  const busy = state.loading;
  const errors = fields.visible;

  async function submit(): Promise<void> {
    await send(invalid, () => ({
      client,
      paypalEmail: value.trim(),
      currentPassword: password,
      setLoading: submission.setLoading,
      onSaved: (paypalEmail) => {
        loaded.setData({ paypal_email: paypalEmail });
        setTyped(null);
        setPassword('');
        announce(PROFILE_TEXTS.payoutMethodSaved(paypalEmail), 'success');
      },
    }));
  }

  const textField = (
    field: PayoutMethodField,
    current: string,
    set: (text: string) => void,
    autoComplete: string,
  ) => ({
    ...fieldElementProps(fields, field, errors),
    value: current,
    autoComplete,
    disabled: busy,
    onChange: (change: TextChange) => {
      fields.clearServerErrors(field);
      fields.clearServerErrors('form');
      set(readText(change));
    },
    onBlur: () => fields.touch(field),
  });

  return {
    texts: PROFILE_TEXTS,
    /** The load of the method on the server: the form shows once it is ready. */
    status: loaded.status,
    reload: loaded.reload,
    /** The PayPal e-mail payouts go to now; null until one is set. */
    saved,
    /** A save said, for the section's live region. */
    announcement,
    /** Errors to show now: each beside its field, `form` above the form. */
    errors,
    busy,
    submission: state,
    submit,
    getFormProps: () =>
      formElementProps(submit, errors.form ? fields.ids('form').errorId : undefined),
    getPaypalEmailFieldProps: () => ({
      ...textField('paypal_email', value, setTyped, 'email'),
      type: 'email' as const,
    }),
    getCurrentPasswordFieldProps: () =>
      textField('current_password', password, setPassword, 'current-password'),
    getSubmitButtonProps: () => submitButtonElementProps(busy, busy),
    ids: {
      paypal_email: fields.ids('paypal_email'),
      current_password: fields.ids('current_password'),
      form: fields.ids('form'),
    },
  };
}

export type UsePayoutMethodFormResult = ReturnType<typeof usePayoutMethodForm>;
