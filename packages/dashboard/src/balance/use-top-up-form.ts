import type { OrderClient } from '@bb/api-client';
import {
  fieldElementProps,
  formElementProps,
  readText,
  submitButtonElementProps,
  type TextChange,
} from '@bb/form-hooks';
import { useCheckedSubmission } from '@bb/form-hooks/internal';
import { ERROR_CATALOGUE, topUpAmountCents, validateTopUpAmount } from '@bb/validation';
import { useState } from 'react';
import { BALANCE_TEXTS, TOP_UP_SUGGESTED_CENTS } from './balance-texts';
import { TOP_UP_STEPS, type TopUpRun, type TopUpStepName } from './top-up-steps';

const FIELDS = ['amount'] as const;

export interface UseTopUpFormOptions {
  client: OrderClient;
  /** Leaves for the provider's checkout (the site passes `location.assign`). */
  navigate(url: string): void;
}

/**
 * The balance page's top-up form: an amount in dollars (typed, or one of the suggested amounts),
 * checked with @bb/validation's rule on submit, then the top-up is started and the page leaves
 * for the provider's checkout (`TOP_UP_STEPS`). Server errors go through the catalogue: the
 * amount's beside the field, the others above the form.
 */
export function useTopUpForm({ client, navigate }: UseTopUpFormOptions) {
  const [amount, setAmount] = useState('');
  const invalid = validateTopUpAmount(amount);
  const { submission, state, fields, send } = useCheckedSubmission<
    TopUpRun,
    TopUpStepName,
    (typeof FIELDS)[number]
  >(
    { steps: TOP_UP_STEPS, stepsOwnLoading: true, catalogue: ERROR_CATALOGUE },
    invalid ? { amount: invalid } : {},
    { fieldOrder: FIELDS, submitModeFields: FIELDS },
  );
  const busy = state.loading;
  const errors = fields.visible;

  const change = (next: string) => {
    fields.clearServerErrors();
    setAmount(next);
  };

  async function submit(): Promise<void> {
    const cents = topUpAmountCents(amount);
    await send(invalid || cents === null ? { amount: invalid } : {}, () => ({
      client,
      // Made only for an amount that passed the rule, which has its cents.
      request: { amountCents: cents ?? 0 },
      setLoading: submission.setLoading,
      navigate,
    }));
  }

  const chosenCents = topUpAmountCents(amount);
  return {
    texts: BALANCE_TEXTS,
    amount,
    /** Errors to show now: `amount` beside the field, `form` above the form. */
    errors,
    busy,
    submission: state,
    submit,
    /** The suggested amounts, each a button that fills the field. */
    choices: TOP_UP_SUGGESTED_CENTS.map((cents) => ({
      cents,
      label: BALANCE_TEXTS.suggestedAmount(cents),
      chosen: chosenCents === cents,
    })),
    getFormProps: () =>
      formElementProps(submit, errors.form ? fields.ids('form').errorId : undefined),
    getAmountFieldProps: () => ({
      ...fieldElementProps(fields, 'amount', errors),
      value: amount,
      inputMode: 'decimal' as const,
      autoComplete: 'off',
      disabled: busy,
      onChange: (next: TextChange) => change(readText(next)),
      onBlur: () => fields.touch('amount'),
    }),
    /** A suggested amount's button: fills the field with it ('50'). */
    getChoiceProps: (cents: number) => ({
      type: 'button' as const,
      'aria-pressed': chosenCents === cents,
      disabled: busy,
      onClick: () => change(String(cents / 100)),
    }),
    getSubmitButtonProps: () => submitButtonElementProps(busy, busy),
    ids: { amount: fields.ids('amount'), form: fields.ids('form') },
  };
}

export type UseTopUpFormResult = ReturnType<typeof useTopUpForm>;
