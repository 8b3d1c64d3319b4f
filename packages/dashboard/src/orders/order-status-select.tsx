import { FilterSelect } from '../kit/filter-select';
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
  return (
    <FilterSelect
      label={ORDER_TEXTS.statusFilter}
      value={list.filter}
      options={list.filterOptions}
      disabled={list.status === 'loading'}
      onChange={list.setFilter}
    />
  );
}
