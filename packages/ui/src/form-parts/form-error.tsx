import { clsx } from 'clsx';

export interface FormErrorProps {
  /** The form-level error id a form hook names in the form's aria-describedby. */
  id?: string;
  /** The message; nothing shows without one. */
  message?: string | null;
  className?: string;
}

/**
 * A form-level error (spec §8: a server message that belongs to no field). The live region is
 * always in the page, so a message that appears in it is announced.
 */
export function FormError({ id, message, className }: FormErrorProps) {
  return (
    <div id={id} role="alert" aria-atomic="true" className={clsx('bb-form-error', className)}>
      {message && <p className="bb-form-error__message">{message}</p>}
    </div>
  );
}
