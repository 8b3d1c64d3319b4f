import type { ValidationError } from './validation-error';

/**
 * A form's errors by field name. Keys appear in the form's field order, so the first key is the
 * first field with an error (where focus goes after a failed submit).
 */
export type FormErrors<Field extends string> = Partial<Record<Field, ValidationError>>;

// Values may come from anywhere (JSON, storage); anything but an object reads as an empty form.
export function recordOf<Values extends object>(values: Values): Values {
  return (typeof values === 'object' && values !== null ? values : {}) as Values;
}

export function collect<Field extends string>(
  results: Record<Field, ValidationError | null>,
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(results) as Field[]) {
    const error = results[field];
    if (error) errors[field] = error;
  }
  return errors;
}
