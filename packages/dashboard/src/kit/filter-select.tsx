import { useId } from 'react';

/** One choice of a list's filter: its value and its words, e.g. 'Answered (2)'. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A list's filter ('Show' and a select): choosing an option loads the list of that option from
 * the server. Disabled while the list loads.
 */
export function FilterSelect({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  disabled: boolean;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="bb-list-filter">
      <label className="bb-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="bb-field__input bb-list-filter__select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
