import { SHORT_FORM_LOAD_FAILED_MESSAGE, WIDGET_LOAD_FAILED_MESSAGE } from '@bb/validation';
import { clsx } from 'clsx';

export interface ErrorWidgetProps {
  /**
   * 'short': a failed account widget, 'Hmm, something seems to be missing'. 'long': the failed
   * load of the short order form, which adds what to do next (spec §8).
   */
  variant?: 'short' | 'long';
  className?: string;
}

/** Stands in for a widget whose data failed to load. */
export function ErrorWidget({ variant = 'short', className }: ErrorWidgetProps) {
  const message = variant === 'long' ? SHORT_FORM_LOAD_FAILED_MESSAGE : WIDGET_LOAD_FAILED_MESSAGE;
  return (
    <div role="alert" className={clsx('bb-error-widget', `bb-error-widget--${variant}`, className)}>
      <svg
        className="bb-error-widget__icon"
        aria-hidden="true"
        focusable="false"
        width="40"
        height="40"
        viewBox="0 0 40 40"
      >
        <circle cx="17" cy="17" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M25 25l9 9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path
          d="M13.5 14a3.5 3.5 0 1 1 5 3.2c-1 .5-1.5 1.2-1.5 2.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="17" cy="23" r="1.3" fill="currentColor" />
      </svg>
      <p className="bb-error-widget__message">{message}</p>
    </div>
  );
}
