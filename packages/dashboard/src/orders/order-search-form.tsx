import type { OrderSearchOptions } from '@bb/api-client';
import { Button, TextField } from '@bb/ui';
import { type FormEvent, useId } from 'react';
import { ORDER_SEARCH_TEXTS } from './order-search-texts';
import {
  type OrderSearchField,
  SEARCH_STATUS_OPTIONS,
  type UseOrderSearchFormResult,
} from './use-order-search-form';

/**
 * The operator's order search form: status (the queue unless chosen), customer, expert, a
 * deadline range and text (number, words). Each wrong field says so beside it; `onClear` (while
 * a search is shown) goes back to the queue.
 */
export function OrderSearchForm({
  form,
  onSearch,
  onClear,
}: {
  form: UseOrderSearchFormResult;
  onSearch: (search: OrderSearchOptions) => void;
  onClear?: () => void;
}) {
  const texts = ORDER_SEARCH_TEXTS;
  const statusId = useId();
  const field = (name: OrderSearchField, label: string, hint?: string, type = 'text') => (
    <TextField
      label={label}
      hint={hint}
      type={type}
      value={form.values[name]}
      onChange={(event) => form.setValue(name, event.target.value)}
      error={form.errors[name]}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = form.search();
    if (search) onSearch(search);
  };
  return (
    <form className="bb-dashboard-form bb-order-search" noValidate onSubmit={submit}>
      <div className="bb-field">
        <div className="bb-field__label-row">
          <label className="bb-field__label" htmlFor={statusId}>
            {texts.status}
          </label>
        </div>
        <select
          id={statusId}
          className="bb-field__input"
          value={form.values.status}
          onChange={(event) => form.setValue('status', event.target.value)}
        >
          {SEARCH_STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {field('q', texts.text, texts.textHint, 'search')}
      {field('customer', texts.customer, texts.customerHint)}
      {field('expert', texts.expert, texts.expertHint)}
      {field('deadlineFrom', texts.deadlineFrom, undefined, 'date')}
      {field('deadlineTo', texts.deadlineTo, undefined, 'date')}
      <div className="bb-order-search__actions">
        <Button type="submit">{texts.search}</Button>
        {onClear && (
          <Button variant="secondary" onClick={onClear}>
            {texts.clear}
          </Button>
        )}
      </div>
    </form>
  );
}
