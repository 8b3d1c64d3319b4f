import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, marks the button busy and disables it until the work is done. */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  block?: boolean;
}

/** The kit's button: primary, secondary or link-styled; `type="button"` unless told otherwise. */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    loading = false,
    block = false,
    disabled,
    className,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(
        'bb-button',
        `bb-button--${variant}`,
        block && 'bb-button--block',
        loading && 'bb-button--loading',
        className,
      )}
    >
      {loading && <Spinner size="sm" />}
      <span className="bb-button__label">{children}</span>
    </button>
  );
});
