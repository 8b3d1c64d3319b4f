import type { FormEvent } from 'react';
import type { CheckedChange } from './input-value';
import type { FieldErrors } from './use-field-errors';

/**
 * A form of ours: the browser's own validation is off (ours runs on submit and focuses the first
 * error), and submitting never reloads the page.
 */
export function formElementProps(submit: () => unknown, describedBy?: string) {
  return {
    noValidate: true,
    onSubmit: (event?: FormEvent) => {
      event?.preventDefault();
      void submit();
    },
    'aria-describedby': describedBy,
  };
}

/**
 * What every field of a form carries: the ref focus-to-first-error uses, its id and name, and its
 * error's wiring (aria-invalid; aria-describedby naming the error, after any `describedBy` of the
 * field's own such as a tooltip).
 */
export function fieldElementProps<Field extends string>(
  fields: FieldErrors<Field>,
  field: Field,
  errors: Partial<Record<Field, string>>,
  describedBy?: string,
) {
  const invalid = errors[field] !== undefined;
  const ids = [describedBy, invalid ? fields.ids(field).errorId : undefined].filter(Boolean);
  return {
    ref: fields.register(field),
    id: fields.ids(field).id,
    name: field,
    'aria-invalid': invalid,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}

/** A checkbox: consent boxes are hidden while their block is, and all fields lock while busy. */
export function checkboxElementProps(
  checked: boolean,
  onChange: (change: CheckedChange) => void,
  state: { hidden?: boolean; disabled?: boolean } = {},
) {
  return { type: 'checkbox' as const, checked, onChange, ...state };
}

/** The submit button: disabled while it cannot submit, and announced busy while a run is on. */
export function submitButtonElementProps(disabled: boolean, busy: boolean) {
  return { type: 'submit' as const, disabled, 'aria-busy': busy };
}
