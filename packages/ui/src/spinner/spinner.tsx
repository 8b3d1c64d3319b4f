import { clsx } from 'clsx';

export interface SpinnerProps {
  /** Announced to screen readers. Without it the spinner is decorative (its context says it). */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** A rotating ring showing that something is in progress. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const ring = <span className={clsx('bb-spinner', `bb-spinner--${size}`, className)} />;
  if (!label) return <span aria-hidden="true">{ring}</span>;
  return (
    <span role="status" className="bb-spinner__status">
      {ring}
      <span className="bb-visually-hidden">{label}</span>
    </span>
  );
}
