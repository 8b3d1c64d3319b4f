import { clsx } from 'clsx';
import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Help under the field, read with it by screen readers. */
  hint?: ReactNode;
  /** The field's error; marks it invalid and is read with it. */
  error?: ReactNode;
  /** The text area's own class, beside `bb-field__input` (its height, its resizing). */
  inputClassName?: string;
  className?: string;
}

/**
 * A labelled text area with its hint and error wired to it (aria-describedby, aria-invalid), as
 * `TextField` is for one line: the full order page's description, a support ticket's message.
 */
export const TextAreaField = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, hint, error, inputClassName, className, id, ...textareaProps },
    ref,
  ) {
    const generatedId = useId();
    const fieldId = id ?? generatedId;
    const hintId = `${fieldId}-hint`;
    const errorId = `${fieldId}-error`;
    const describedBy =
      clsx(error && errorId, hint && hintId, textareaProps['aria-describedby']) || undefined;
    return (
      <div
        className={clsx(
          'bb-field',
          error && 'bb-field--invalid',
          textareaProps.disabled && 'bb-field--disabled',
          className,
        )}
      >
        <div className="bb-field__label-row">
          <label className="bb-field__label" htmlFor={fieldId}>
            {label}
          </label>
        </div>
        <textarea
          {...textareaProps}
          ref={ref}
          id={fieldId}
          className={clsx('bb-field__input', inputClassName)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
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
