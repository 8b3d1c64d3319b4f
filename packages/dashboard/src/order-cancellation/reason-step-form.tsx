import { Button, TextAreaField } from '@bb/ui';
import { useState } from 'react';
import { OrderSection } from '../kit/section';
import type { UsePolicyStepResult } from './use-policy-step';

export interface ReasonStepFormProps {
  title: string;
  /** A sentence under the title, when the step needs one said first. */
  intro?: string;
  /** The reason field's label. */
  label: string;
  /** The button's words, and what is announced once the step is taken. */
  action: string;
  done: string;
  step: UsePolicyStepResult;
  /** Sends the step with the reason typed. */
  send: PolicyStepSend;
}

type PolicyStepSend = Parameters<UsePolicyStepResult['run']>[0] extends (
  signal: AbortSignal,
) => infer Answer
  ? (reason: string, signal: AbortSignal) => Answer
  : never;

/**
 * A refund-policy step that takes only a reason (the customer's cancellation request, a
 * revision): the reason, its refusal beside it, and the button, busy while it runs.
 */
export function ReasonStepForm({
  title,
  intro,
  label,
  action,
  done,
  step,
  send,
}: ReasonStepFormProps) {
  const [reason, setReason] = useState('');
  return (
    <OrderSection title={title}>
      {intro && <p>{intro}</p>}
      <TextAreaField
        label={label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={step.fieldErrors.reason}
        rows={3}
      />
      <Button
        variant="secondary"
        loading={step.busy}
        onClick={() => void step.run((signal) => send(reason, signal), done)}
      >
        {action}
      </Button>
    </OrderSection>
  );
}
