import type { OrderSearchOptions } from '@bb/api-client';
import { ORDER_SEARCH_STATUSES, type OrderStatus } from '@bb/validation';
import { useState } from 'react';
import { ORDER_SEARCH_TEXTS } from './order-search-texts';
import { ORDER_STATUS_LABELS } from './order-texts';

/** The search form's fields as typed: a status ('' the queue), text, and dates (YYYY-MM-DD). */
export interface OrderSearchValues {
  status: string;
  customer: string;
  expert: string;
  deadlineFrom: string;
  deadlineTo: string;
  q: string;
}

export type OrderSearchField = keyof OrderSearchValues;

const EMPTY: OrderSearchValues = {
  status: '',
  customer: '',
  expert: '',
  deadlineFrom: '',
  deadlineTo: '',
  q: '',
};

/** The status select's options: the queue first (the default), any status, then each state. */
export const SEARCH_STATUS_OPTIONS = [
  { value: '', label: ORDER_SEARCH_TEXTS.queue },
  ...ORDER_SEARCH_STATUSES.map((status) => ({
    value: status,
    label:
      status === 'all' ? ORDER_SEARCH_TEXTS.anyStatus : ORDER_STATUS_LABELS[status as OrderStatus],
  })),
];

/** A day typed in a date field as the instant its local day starts (or, `end`, ends). */
function dayBound(day: string, end: boolean): number | undefined {
  if (day === '') return undefined;
  const start = new Date(`${day}T00:00:00`).getTime();
  if (Number.isNaN(start)) return undefined;
  return end ? new Date(`${day}T23:59:59.999`).getTime() : start;
}

/**
 * The operator's order search form: its fields, their errors (a customer that is neither an
 * account number nor an e-mail address; a range ending before it starts), and the search the
 * fields make (`search()`: null while one is wrong). The dates are the operator's local days.
 */
export function useOrderSearchForm() {
  const [values, setValues] = useState<OrderSearchValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<OrderSearchField, string>>>({});
  return {
    values,
    errors,
    setValue(field: OrderSearchField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    reset() {
      setValues(EMPTY);
      setErrors({});
    },
    /** The search the fields ask for, or null (and the errors shown) when one is wrong. */
    search(): OrderSearchOptions | null {
      const customer = values.customer.trim();
      const from = dayBound(values.deadlineFrom, false);
      const to = dayBound(values.deadlineTo, true);
      const found: Partial<Record<OrderSearchField, string>> = {};
      if (customer !== '' && !/^(\d{1,10}|[^@\s]+@[^@\s]+)$/.test(customer))
        found.customer = ORDER_SEARCH_TEXTS.badCustomer;
      if (from !== undefined && to !== undefined && to < from)
        found.deadlineTo = ORDER_SEARCH_TEXTS.badRange;
      setErrors(found);
      if (Object.keys(found).length > 0) return null;
      const text = (value: string) => value.trim() || undefined;
      return {
        status: (values.status || undefined) as OrderSearchOptions['status'],
        customer: text(customer),
        expert: text(values.expert),
        deadline_from: from,
        deadline_to: to,
        q: text(values.q),
      };
    },
  };
}

export type UseOrderSearchFormResult = ReturnType<typeof useOrderSearchForm>;
