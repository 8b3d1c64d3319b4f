import type { Order, OrderClient, OrderParty } from '@bb/api-client';
import { Button, TextAreaField, TextField } from '@bb/ui';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@bb/validation';
import { useState } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { FilePicker } from '../kit/file-picker';
import { formatDeadline, formatPrice } from '../kit/format';
import { OrderSection } from '../kit/section';
import { ReasonStepForm } from '../order-cancellation/reason-step-form';
import { centsOfDollars } from '../order-cancellation/refund-amount';
import { type UsePolicyStepResult, usePolicyStep } from '../order-cancellation/use-policy-step';
import { formatFileSize, ORDER_FILES_TEXTS, removeText } from '../order-files/order-file-texts';
import { DISPUTE_OUTCOME_LABELS, DISPUTE_TEXTS as TEXTS } from './dispute-texts';

export interface OrderDisputesProps {
  client: OrderClient;
  party: OrderParty;
  order: Order;
  /** The order as the server answers a step. */
  onChanged(order: Order): void;
}

/**
 * Revisions and disputes on an order's page: how many revisions and the latest reason, what was
 * refunded, the dispute (its reason, files and outcome) for every party; on a delivered order the
 * customer asks for a revision or opens a dispute (reason, files); on a disputed one the operator
 * resolves it with one of four outcomes.
 */
export function OrderDisputes(props: OrderDisputesProps) {
  const { party, order } = props;
  const step = usePolicyStep(props.onChanged);
  const delivered = party === 'customer' && order.status === 'delivered';
  return (
    <div className="bb-order-policy">
      <DisputeFacts order={order} />
      {delivered && <RevisionForm {...props} step={step} />}
      {delivered && <DisputeForm {...props} step={step} />}
      {party === 'operator' && order.status === 'disputed' && (
        <DisputeResolution {...props} step={step} />
      )}
      {/* Outside the forms, which the step's answer takes away: its outcome stays said. */}
      <OrderAnnouncement announcement={step.announcement} />
    </div>
  );
}

type FormProps = OrderDisputesProps & { step: UsePolicyStepResult };

function DisputeFacts({ order }: { order: Order }) {
  const { dispute } = order;
  const facts: Array<[string, string | null]> = [
    [TEXTS.revisionCount, order.revision_count > 0 ? String(order.revision_count) : null],
    [TEXTS.revisionReasonFact, order.revision_reason],
    [TEXTS.refunded, order.refunded_cents > 0 ? formatPrice(order.refunded_cents) : null],
  ];
  const shown = facts.filter(([, value]) => value !== null);
  if (!dispute && shown.length === 0) return null;
  const files = order.files.filter((file) => dispute?.file_ids.includes(file.id));
  return (
    <>
      {shown.length > 0 && (
        <dl className="bb-order-facts">
          {shown.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {dispute && (
        <OrderSection title={TEXTS.summaryTitle}>
          <p>
            {dispute.resolved_at !== null && dispute.outcome
              ? TEXTS.resolved(
                  formatDeadline(dispute.resolved_at),
                  DISPUTE_OUTCOME_LABELS[dispute.outcome],
                )
              : `${TEXTS.opened(formatDeadline(dispute.opened_at))} ${TEXTS.talk}`}
          </p>
          <dl className="bb-order-facts">
            <div>
              <dt>{TEXTS.reason}</dt>
              <dd className="bb-order-page__description">{dispute.reason}</dd>
            </div>
            {files.length > 0 && (
              <div>
                <dt>{TEXTS.files}</dt>
                <dd>{files.map((file) => file.name).join(', ')}</dd>
              </div>
            )}
          </dl>
        </OrderSection>
      )}
    </>
  );
}

function RevisionForm({ client, order, step }: FormProps) {
  return (
    <ReasonStepForm
      title={TEXTS.revisionTitle}
      label={TEXTS.revisionReason}
      action={TEXTS.revision}
      done={TEXTS.revisionAsked}
      step={step}
      send={(reason, signal) => client.requestRevision(order.id, reason, { signal })}
    />
  );
}

/** One chosen file among others: its name, size and last change. */
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

function DisputeForm({ client, order, step }: FormProps) {
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  // The files go up as the customer's files on the order first; the dispute names them.
  const open = (signal: AbortSignal) =>
    Promise.all(
      files.map((file) =>
        client.uploadOrderFile('customer', order.id, file, { name: file.name, signal }),
      ),
    ).then((uploaded) =>
      client.openDispute(
        order.id,
        reason,
        uploaded.map((answer) => answer.file.id),
        { signal },
      ),
    );
  return (
    <OrderSection title={TEXTS.disputeTitle}>
      <p>{TEXTS.disputeIntro}</p>
      <TextAreaField
        label={TEXTS.disputeReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={step.fieldErrors.reason}
        rows={3}
      />
      <FilePicker
        label={TEXTS.disputeFiles}
        hint={ORDER_FILES_TEXTS.limits}
        input={{
          type: 'file',
          multiple: true,
          onChange: (event) => {
            const input = event.currentTarget;
            const chosen = [...(input.files ?? [])];
            // A file chosen twice is sent once.
            setFiles((before) => [
              ...before,
              ...chosen.filter((file) => !before.some((other) => fileKey(other) === fileKey(file))),
            ]);
            // The same file can be chosen again after it is removed.
            input.value = '';
          },
        }}
      />
      {files.length > 0 && (
        <ul className="bb-order-files__list" aria-label={TEXTS.disputeChosen}>
          {files.map((file) => (
            <li key={fileKey(file)} className="bb-order-files__file">
              <span className="bb-order-files__upload-text">{file.name}</span>
              <span className="bb-order-files__meta">{formatFileSize(file.size)}</span>
              <Button
                variant="link"
                aria-label={removeText(file.name)}
                onClick={() => setFiles((before) => before.filter((other) => other !== file))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        loading={step.busy}
        onClick={() => void step.run(open, TEXTS.disputeOpened)}
      >
        {TEXTS.dispute}
      </Button>
    </OrderSection>
  );
}

function DisputeResolution({ client, order, step }: FormProps) {
  const [outcome, setOutcome] = useState<DisputeOutcome>('release');
  const [typed, setTyped] = useState('');
  const resolve = () => {
    if (outcome !== 'refund_partial') {
      return void step.run(
        (signal) => client.resolveDispute(order.id, { outcome }, { signal }),
        TEXTS.resolvedDone,
      );
    }
    const cents = centsOfDollars(typed);
    if (cents === null) return step.refuse('refund_cents', TEXTS.amountRequired);
    void step.run(
      (signal) => client.resolveDispute(order.id, { outcome, refundCents: cents }, { signal }),
      TEXTS.resolvedDone,
    );
  };
  return (
    <OrderSection title={TEXTS.resolveTitle}>
      <fieldset className="bb-order-policy__choice">
        <legend>{TEXTS.outcome}</legend>
        {DISPUTE_OUTCOMES.map((value) => (
          <label key={value} className="bb-order-policy__option">
            <input
              type="radio"
              name={`outcome-${order.id}`}
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            {DISPUTE_OUTCOME_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {outcome === 'refund_partial' && (
        <TextField
          label={TEXTS.amount}
          inputMode="decimal"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          hint={TEXTS.amountHint(formatPrice(order.price_cents))}
          error={step.fieldErrors.refund_cents}
        />
      )}
      <Button loading={step.busy} onClick={resolve}>
        {TEXTS.resolve}
      </Button>
    </OrderSection>
  );
}
