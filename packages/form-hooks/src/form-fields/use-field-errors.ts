import type { ErrorField, ServerErrorMapping } from '@bb/validation';
import { useEffect, useId, useRef, useState } from 'react';

/** A field's element as registered through a prop getter's `ref`, to move focus to it. */
type Focusable = { focus(options?: FocusOptions): void };

export interface FieldErrorsOptions<Field extends string> {
  /** The form's fields in screen order: focus goes to the first one with an error. */
  fieldOrder: readonly Field[];
  /**
   * Fields validated on submit (spec §5 "submit-mode fields"): their errors show only after a
   * failed submit. The other fields' errors show once the field has been touched (left) too.
   */
  submitModeFields: readonly Field[];
}

export interface FieldErrors<Field extends string> {
  /** Errors to show now, by field; `form` is a form-level server message. */
  visible: Partial<Record<Field | 'form', string>>;
  /** The field was left: a touch-mode field's error shows from now on. */
  touch(field: Field): void;
  /** Records a submit that failed validation and moves focus to the first field with an error. */
  failSubmit(errors: Partial<Record<Field, unknown>>): void;
  /** A submit passed validation: clears the failed state and the last server errors. */
  passSubmit(): void;
  /** Shows the server's errors (mapServerErrors) and focuses the first field they name. */
  showServerErrors(mapping: ServerErrorMapping): void;
  /** Clears server errors: of one field, or all of them. */
  clearServerErrors(field?: Field | 'form'): void;
  /** The `ref` for a field's element. */
  register(field: Field): (element: Focusable | null) => void;
  /**
   * Moves focus to the first field of `fieldOrder` with an error: in `errors`, or by default in
   * the errors shown now. Runs after the next render, so a field that appears with the error
   * (the consent block) can take the focus.
   */
  focusFirstError(errors?: Partial<Record<Field, unknown>>): void;
  /** Element ids: the field's own and its error message's (for aria-describedby). */
  ids(field: Field | 'form'): { id: string; errorId: string };
}

/**
 * Error visibility for a form (spec §5 "Timing"): validation runs on submit; a field's errors
 * show after it was touched, or after a failed submit for submit-mode fields; after a failed
 * submit focus moves to the first field with an error. Validation errors are passed in live
 * (`errors`), so they follow the values once shown. Server errors show until the field changes.
 */
export function useFieldErrors<Field extends string>(
  errors: Partial<Record<Field, { message: string }>>,
  options: FieldErrorsOptions<Field>,
): FieldErrors<Field> {
  const prefix = useId();
  const [touched, setTouched] = useState<Partial<Record<Field, true>>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const elements = useRef(new Map<Field, Focusable>());
  const refCallbacks = useRef(new Map<Field, (element: Focusable | null) => void>());
  const { fieldOrder, submitModeFields } = options;

  const focusTarget = useRef<Partial<Record<Field, unknown>> | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per focus request; the target is in a ref.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    const first = target && fieldOrder.find((field) => target[field] !== undefined);
    if (first) elements.current.get(first)?.focus();
  }, [focusRequests]);

  const visible: Partial<Record<Field | 'form', string>> = {};
  for (const field of fieldOrder) {
    const shown = submitFailed || (touched[field] === true && !submitModeFields.includes(field));
    const message = serverErrors[field] ?? (shown ? errors[field]?.message : undefined);
    if (message !== undefined) visible[field] = message;
  }
  if (serverErrors.form !== undefined) visible.form = serverErrors.form;

  const focusFirstError = (failed: Partial<Record<Field, unknown>> = visible) => {
    focusTarget.current = failed;
    setFocusRequests((count) => count + 1);
  };

  return {
    visible,
    touch: (field) =>
      setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    failSubmit: (failed) => {
      setSubmitFailed(true);
      focusFirstError(failed);
    },
    passSubmit: () => {
      setSubmitFailed(false);
      setServerErrors({});
    },
    showServerErrors: (mapping) => {
      const next: Partial<Record<Field | 'form', string>> = {};
      for (const [field, message] of Object.entries(mapping.fields) as [ErrorField, string][]) {
        // A slug for a field this form lacks is still worth showing: at the form level.
        const target = (fieldOrder as readonly string[]).includes(field)
          ? (field as Field)
          : 'form';
        next[target] ??= message;
      }
      setServerErrors(next);
      setSubmitFailed(true);
      focusFirstError(next as Partial<Record<Field, unknown>>);
    },
    clearServerErrors: (field) =>
      setServerErrors((current) => {
        if (field === undefined) return Object.keys(current).length === 0 ? current : {};
        if (current[field] === undefined) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest as Partial<Record<Field | 'form', string>>;
      }),
    register: (field) => {
      let callback = refCallbacks.current.get(field);
      if (!callback) {
        callback = (element) => {
          if (element) elements.current.set(field, element);
          else elements.current.delete(field);
        };
        refCallbacks.current.set(field, callback);
      }
      return callback;
    },
    focusFirstError,
    ids: (field) => ({ id: `${prefix}-${field}`, errorId: `${prefix}-${field}-error` }),
  };
}
