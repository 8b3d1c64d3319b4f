import type { Order, OrderClient, OrderExpert } from '@bb/api-client';
import { Button } from '@bb/ui';
import { clsx } from 'clsx';
import { useId, useRef } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { ORDER_TEXTS } from './order-texts';
import { useOrderAssign } from './use-order-assign';

export interface OrderAssignProps {
  client: OrderClient;
  order: Order;
  /** The experts an operator can choose from (`useOrderExperts`). */
  experts: readonly OrderExpert[];
  /** The order as the server answers the assignment. */
  onAssigned?(order: Order): void;
  className?: string;
}

/**
 * The operator's control to give one order to an expert: the writer the customer requested
 * first, marked and chosen, then the others; 'Assign'; what happened, announced.
 */
export function OrderAssign({ client, order, experts, onAssigned, className }: OrderAssignProps) {
  const assign = useOrderAssign({ client, order, experts, onAssigned });
  const fieldId = useId();
  const field = useRef<HTMLSelectElement>(null);
  const onAssign = async () => {
    if (!(await assign.assign())) field.current?.focus();
  };
  if (!assign.open) return <OrderAnnouncement announcement={assign.announcement} />;
  return (
    <div className={clsx('bb-order-assign', className)}>
      <div className={clsx('bb-field', assign.fieldError && 'bb-field--invalid')}>
        <label className="bb-field__label" htmlFor={fieldId}>
          {ORDER_TEXTS.assignTo} for order #{order.id}
        </label>
        <select
          ref={field}
          id={fieldId}
          className="bb-field__input"
          value={assign.selected}
          onChange={(event) => assign.select(event.target.value)}
          aria-invalid={assign.fieldError ? true : undefined}
          aria-describedby={assign.fieldError ? `${fieldId}-error` : undefined}
        >
          <option value="">{ORDER_TEXTS.chooseExpert}</option>
          {assign.choices.map((choice) => (
            <option key={choice.slug} value={choice.slug} disabled={choice.unavailable}>
              {choice.label}
            </option>
          ))}
        </select>
        {assign.fieldError && (
          <p id={`${fieldId}-error`} className="bb-field__error">
            {assign.fieldError}
          </p>
        )}
      </div>
      <Button loading={assign.assigning} onClick={() => void onAssign()}>
        {ORDER_TEXTS.assign}
      </Button>
      <OrderAnnouncement announcement={assign.announcement} />
    </div>
  );
}
