import { useId } from 'react';
import { ORDER_TEXTS } from './order-texts';
import type { UseOrderListResult } from './use-order-list';

/**
 * An order list's 'Show' select: 'All orders' and each state with how many orders the API
 * counted in it; choosing one loads the list of that state. Waits while the list loads.
 */
export function OrderStatusSelect({
  list,
}: {
  list: Pick<UseOrderListResult, 'filter' | 'filterOptions' | 'setFilter' | 'status'>;
}) {
  const filterId = useId();
  return (
    <div className="bb-order-list__filter">
      <label className="bb-field__label" htmlFor={filterId}>
        {ORDER_TEXTS.statusFilter}
      </label>
      <select
        id={filterId}
        className="bb-field__input bb-order-list__select"
        value={list.filter}
        disabled={list.status === 'loading'}
        onChange={(event) => list.setFilter(event.target.value)}
      >
        {list.filterOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
