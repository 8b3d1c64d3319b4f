import type { Order, OrderClient, OrderParty } from '@bb/api-client';
import { Button } from '@bb/ui';
import { clsx } from 'clsx';
import { type FormEvent, useId, useRef } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { OrderSection } from '../kit/section';
import { ORDER_DEADLINE_TEXTS } from './order-deadline-texts';
import { hasDeadlineNews } from './order-deadline-view';
import { type UseOrderDeadlineResult, useOrderDeadline } from './use-order-deadline';

export interface OrderDeadlineProps {
  client: OrderClient;
  party: OrderParty;
  order: Order;
  /** The order as the server answers a step. */
  onChanged?(order: Order): void;
}

/** The late badge, for the order's page and its lists. */
export function LateBadge() {
  return <span className="bb-order-late">{ORDER_DEADLINE_TEXTS.late}</span>;
}

/**
 * The deadline part of one order's page: late or not, when a delivered order is approved
 * automatically, the expert's request for more time (the customer accepts or declines it), the
 * customer's form to extend the deadline and the expert's to ask for more time.
 */
export function OrderDeadline(props: OrderDeadlineProps) {
  const deadline = useOrderDeadline(props);
  const { view } = deadline;
  const texts = ORDER_DEADLINE_TEXTS;
  if (!hasDeadlineNews(view) && !deadline.announcement) return null;
  return (
    <div className="bb-order-deadline">
      <OrderSection title={texts.heading}>
        {view.late && (
          <p className="bb-order-deadline__late">
            <LateBadge /> {texts.lateNote}
          </p>
        )}
        {view.autoApproval && <p>{view.autoApproval}</p>}
        {view.request && (
          <div className="bb-order-deadline__request">
            <p>{view.request.text}</p>
            {view.request.reason && (
              <blockquote className="bb-order-deadline__reason">{view.request.reason}</blockquote>
            )}
            {view.request.answerable && (
              <div className="bb-order-page__actions">
                <Button
                  loading={deadline.busy === 'accept'}
                  onClick={() => void deadline.answer('accept')}
                >
                  {texts.accept}
                </Button>
                <Button
                  variant="secondary"
                  loading={deadline.busy === 'decline'}
                  onClick={() => void deadline.answer('decline')}
                >
                  {texts.decline}
                </Button>
              </div>
            )}
          </div>
        )}
        {view.canExtend && <DeadlineForm deadline={deadline} kind="extend" />}
        {view.canAsk && <DeadlineForm deadline={deadline} kind="ask" />}
        <OrderAnnouncement announcement={deadline.announcement} />
      </OrderSection>
    </div>
  );
}

/** The customer's new deadline, or the expert's request with its reason. */
function DeadlineForm({
  deadline,
  kind,
}: {
  deadline: UseOrderDeadlineResult;
  kind: 'extend' | 'ask';
}) {
  const texts = ORDER_DEADLINE_TEXTS;
  const id = useId();
  const dateField = useRef<HTMLInputElement>(null);
  const { fieldErrors } = deadline;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = kind === 'extend' ? await deadline.extend() : await deadline.ask();
    if (!sent) dateField.current?.focus();
  };
  return (
    <form className="bb-order-deadline__form" noValidate onSubmit={onSubmit}>
      <Field
        id={`${id}-date`}
        label={kind === 'extend' ? texts.newDeadline : texts.neededDeadline}
        error={fieldErrors.deadline_datetime}
      >
        <input
          ref={dateField}
          id={`${id}-date`}
          type="datetime-local"
          className="bb-field__input"
          value={deadline.deadline}
          onChange={(event) => deadline.setDeadline(event.target.value)}
          aria-invalid={fieldErrors.deadline_datetime ? true : undefined}
          aria-describedby={fieldErrors.deadline_datetime ? `${id}-date-error` : undefined}
        />
      </Field>
      {kind === 'ask' && (
        <Field id={`${id}-reason`} label={texts.reason} error={fieldErrors.reason}>
          <textarea
            id={`${id}-reason`}
            className="bb-field__input"
            rows={3}
            value={deadline.reason}
            onChange={(event) => deadline.setReason(event.target.value)}
            aria-invalid={fieldErrors.reason ? true : undefined}
            aria-describedby={fieldErrors.reason ? `${id}-reason-error` : undefined}
          />
        </Field>
      )}
      <Button type="submit" loading={deadline.busy === kind}>
        {kind === 'extend' ? texts.extend : texts.ask}
      </Button>
    </form>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className={clsx('bb-field', error && 'bb-field--invalid')}>
      <label className="bb-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="bb-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
