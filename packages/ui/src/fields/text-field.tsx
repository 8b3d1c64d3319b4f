import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Help under the field, read with it by screen readers. */
  hint?: ReactNode;
  /** The field's error; marks it invalid and is read with it. */
  error?: ReactNode;
  /** Inside the field, at its end: a success checkmark, a spinner, a show-password button. */
  trailing?: ReactNode;
  /** Beside the label, e.g. a Hint. */
  labelAddon?: ReactNode;
  className?: string;
}

/** A labelled text input with its hint and error wired to it (aria-describedby, aria-invalid). */
export const TextField = /* @__PURE__ */ forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(
    { label, hint, error, trailing, labelAddon, className, id, type = 'text', ...inputProps },
    ref,
  ) {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    const describedBy =
      clsx(error && errorId, hint && hintId, inputProps['aria-describedby']) || undefined;
    return (
      <div
        className={clsx(
          'bb-field',
          error && 'bb-field--invalid',
          inputProps.disabled && 'bb-field--disabled',
          className,
        )}
      >
        <div className="bb-field__label-row">
          <label className="bb-field__label" htmlFor={inputId}>
            {label}
          </label>
          {labelAddon}
        </div>
        <div className="bb-field__control">
          <input
            {...inputProps}
            ref={ref}
            id={inputId}
            type={type}
            className={clsx('bb-field__input', trailing && 'bb-field__input--with-trailing')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          {trailing && <span className="bb-field__trailing">{trailing}</span>}
        </div>
        {error && (
          <p id={errorId} className="bb-field__error">
            {error}
          </p>
        )}
        {hint && (
          <p id={hintId} className="bb-field__hint">
            {hint}
          </p>
        )}
      </div>
    );
  },
);
