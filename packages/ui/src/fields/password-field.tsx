import { forwardRef, type ReactNode, useId, useState } from 'react';
import { EyeIcon } from '../icons/eye-icon';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
  /** Shown before the toggle, e.g. a spinner. */
  trailing?: ReactNode;
}

/** A password input with a show/hide toggle button. */
export const PasswordField = /* @__PURE__ */ forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    {
      showLabel = 'Show password',
      hideLabel = 'Hide password',
      trailing,
      id,
      autoComplete = 'current-password',
      ...fieldProps
    },
    ref,
  ) {
    const [visible, setVisible] = useState(false);
    const generatedId = useId();
    const inputId = id ?? generatedId;
    return (
      <TextField
        {...fieldProps}
        ref={ref}
        id={inputId}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        trailing={
          <>
            {trailing}
            <button
              type="button"
              className="bb-field__toggle"
              aria-controls={inputId}
              aria-label={visible ? hideLabel : showLabel}
              disabled={fieldProps.disabled}
              onClick={() => setVisible((shown) => !shown)}
            >
              <EyeIcon crossed={visible} />
            </button>
          </>
        }
      />
    );
  },
);
