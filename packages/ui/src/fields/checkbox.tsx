import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label; it may contain links (they stay clickable and do not toggle the box). */
  label: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** A native checkbox with its label and error. */
export const Checkbox = /* @__PURE__ */ forwardRef<HTMLInputElement, CheckboxProps>(
  function Checkbox({ label, error, className, id, ...inputProps }, ref) {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const errorId = `${inputId}-error`;
    return (
      <div className={clsx('bb-checkbox', error && 'bb-checkbox--invalid', className)}>
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          type="checkbox"
          className="bb-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(error && errorId, inputProps['aria-describedby']) || undefined}
        />
        <label className="bb-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
        {error && (
          <p id={errorId} className="bb-checkbox__error">
            {error}
          </p>
        )}
      </div>
    );
  },
);
