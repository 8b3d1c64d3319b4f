import type { Order, OrderClient, OrderParty } from '@bb/api-client';
import { Button, TextField } from '@bb/ui';
import type { RefundDestination } from '@bb/validation';
import { useState } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { formatDeadline, formatPrice } from '../kit/format';
import { OrderSection } from '../kit/section';
import { CANCELLATION_TEXTS as TEXTS } from './cancellation-texts';
import { ReasonStepForm } from './reason-step-form';
import { centsOfDollars, settlementMinimum } from './refund-amount';
import { type UsePolicyStepResult, usePolicyStep } from './use-policy-step';

export interface OrderCancellationProps {
  client: OrderClient;
  party: OrderParty;
  order: Order;
  /** The order as the server answers a step. */
  onChanged(order: Order): void;
}

/** States in which the expert owes work: a cancellation is asked, then settled, in them. */
const STARTED: readonly string[] = ['assigned', 'in_progress', 'revision'];

/**
 * The refund policy's cancellations on an order's page: the customer cancels a paid or late
 * order (choosing the card when one paid for it) or asks to cancel one the expert started; the
 * operator settles a request with a refund from half the price to all of it.
 */
export function OrderCancellation(props: OrderCancellationProps) {
  const step = usePolicyStep(props.onChanged);
  return (
    <div className="bb-order-policy">
      <CancellationControl {...props} step={step} />
      {/* Outside the control, which the step's answer may take away: its outcome stays said. */}
      <OrderAnnouncement announcement={step.announcement} />
    </div>
  );
}

type ControlProps = OrderCancellationProps & { step: UsePolicyStepResult };

function CancellationControl(props: ControlProps) {
  const { party, order } = props;
  const request = order.cancellation_request;
  const open = STARTED.includes(order.status);
  if (party === 'customer') {
    if (order.cancel_refund_cents != null) return <CustomerCancel {...props} />;
    if (open && !request) return <CancellationRequest {...props} />;
  }
  if (party === 'operator' && open && request) return <CancellationSettlement {...props} />;
  if (open && request) {
    return (
      <OrderSection title={TEXTS.requestTitle}>
        <p>{TEXTS.pending(formatDeadline(request.requested_at))}</p>
      </OrderSection>
    );
  }
  return null;
}

function CustomerCancel({ client, order, step }: ControlProps) {
  const [destination, setDestination] = useState<RefundDestination>('balance');
  const refund = formatPrice(order.cancel_refund_cents ?? 0);
  const card = order.card_refundable_cents ?? 0;
  return (
    <OrderSection title={TEXTS.cancelTitle}>
      <p>{order.status === 'paid' ? TEXTS.cancelPaid(refund) : TEXTS.cancelLate(refund)}</p>
      {card > 0 && (
        <fieldset className="bb-order-policy__choice">
          <legend>{TEXTS.destination}</legend>
          {(
            [
              ['balance', TEXTS.toBalance],
              ['card', TEXTS.toCard(formatPrice(card))],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="bb-order-policy__option">
              <input
                type="radio"
                name={`refund-to-${order.id}`}
                value={value}
                checked={destination === value}
                onChange={() => setDestination(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <Button
        variant="secondary"
        loading={step.busy}
        onClick={() =>
          void step.run(
            (signal) => client.cancelOrder(order.id, { signal, refundTo: destination }),
            TEXTS.cancelled,
          )
        }
      >
        {TEXTS.cancel}
      </Button>
    </OrderSection>
  );
}

function CancellationRequest({ client, order, step }: ControlProps) {
  return (
    <ReasonStepForm
      title={TEXTS.requestTitle}
      intro={TEXTS.requestIntro}
      label={TEXTS.reason}
      action={TEXTS.request}
      done={TEXTS.requested}
      step={step}
      send={(reason, signal) => client.requestCancellation(order.id, reason, { signal })}
    />
  );
}

function CancellationSettlement({ client, order, step }: ControlProps) {
  const [typed, setTyped] = useState('');
  const min = formatPrice(settlementMinimum(order.price_cents));
  const max = formatPrice(order.price_cents);
  const settle = () => {
    const cents = centsOfDollars(typed);
    if (cents === null) return step.refuse('refund_cents', TEXTS.amountRequired);
    void step.run(
      (signal) => client.settleCancellation(order.id, cents, { signal }),
      TEXTS.settled,
    );
  };
  return (
    <OrderSection title={TEXTS.settleTitle}>
      <p>
        {TEXTS.customerReason}: {order.cancellation_request?.reason}
      </p>
      <TextField
        label={TEXTS.amount}
        inputMode="decimal"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        hint={TEXTS.amountHint(min, max)}
        error={step.fieldErrors.refund_cents}
      />
      <Button loading={step.busy} onClick={settle}>
        {TEXTS.settle}
      </Button>
    </OrderSection>
  );
}
