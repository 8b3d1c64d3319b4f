import type { Order } from '@bb/api-client';
import { type Step, useSubmission } from '@bb/form-hooks';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE, type ErrorField } from '@bb/validation';
import { useState } from 'react';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';

/** One step of the refund policy on an order: its call, and the order as the server answers it. */
interface PolicyStepRun {
  call(signal: AbortSignal): Promise<{ order: Order }>;
  order?: Order;
}

const policySteps: readonly Step<PolicyStepRun, 'takeStep'>[] = [
  {
    name: 'takeStep',
    run: async (run, signal) => {
      run.order = (await run.call(signal)).order;
    },
  },
];

export type PolicyFieldErrors = Partial<Record<ErrorField, string>>;

export interface UsePolicyStepResult {
  /** Sends `call`; on success hands the order answered on and announces `done`. */
  run(call: PolicyStepRun['call'], done: string): Promise<void>;
  /** A field the page checked itself is refused with this message, nothing sent. */
  refuse(field: ErrorField, message: string): void;
  busy: boolean;
  /** The refusal of one field (`reason`, `refund_cents`, `refund_to`), shown beside it. */
  fieldErrors: PolicyFieldErrors;
  announcement: Announcement | null;
}

/**
 * A refund-policy step of an order's page (a cancellation, a dispute, a revision) run as a
 * submission: one at a time, a refusal announced in the catalogue's words and a field's shown
 * beside it.
 */
export function usePolicyStep(onChanged: (order: Order) => void): UsePolicyStepResult {
  const { submission, state } = useSubmission({ steps: policySteps, catalogue: ERROR_CATALOGUE });
  const { announcement, announce } = useAnnouncement();
  const [fieldErrors, setFieldErrors] = useState<PolicyFieldErrors>({});

  async function run(call: PolicyStepRun['call'], done: string) {
    if (submission.running) return;
    setFieldErrors({});
    const result = await submission.run({ call });
    if (result.outcome === 'succeeded' && result.context.order) {
      announce(done, 'success');
      onChanged(result.context.order);
    } else if (result.outcome === 'failed') {
      const { form, ...fields } = result.mapping?.fields ?? {};
      setFieldErrors(fields);
      announce(form ?? Object.values(fields)[0] ?? DEFAULT_ERROR_MESSAGE, 'error');
    }
  }

  return {
    run,
    refuse: (field, message) => {
      setFieldErrors({ [field]: message });
      announce(message, 'error');
    },
    busy: state.status === 'submitting',
    fieldErrors,
    announcement,
  };
}
