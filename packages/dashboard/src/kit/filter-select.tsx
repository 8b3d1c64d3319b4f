import { useId } from 'react';
import type { LoadStatus } from './use-loaded';

/** One choice of a list's filter: its value and its words, e.g. 'Answered (2)'. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A filtered list, as its hook gives it (orders, tickets). */
export interface FilteredList {
  filter: string;
  filterOptions: readonly FilterOption[];
  /** Takes the select's value; the list loads again from its first page. */
  setFilter(value: string): void;
  /** The first page's load: the select waits while it loads. */
  status: LoadStatus;
}

/**
 * A list's filter ('Show' and a select of its options, counted where the API counts them):
 * choosing one loads the list of that option from the server.
 */
export function FilterSelect({ label, list }: { label: string; list: FilteredList }) {
  const id = useId();
  return (
    <div className="bb-list-filter">
      <label className="bb-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="bb-field__input bb-list-filter__select"
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
