import { Button } from '../button/button';
import { ErrorWidget } from '../error-widget/error-widget';

export interface LoadRetryProps {
  /** The button's words, e.g. 'Try again'. */
  label: string;
  onRetry(): void;
}

/** A dashboard load that failed: the error widget, and a button that loads again. */
export function LoadRetry({ label, onRetry }: LoadRetryProps) {
  return (
    <div className="bb-load-retry">
      <ErrorWidget />
      <Button variant="secondary" onClick={onRetry}>
        {label}
      </Button>
    </div>
  );
}
