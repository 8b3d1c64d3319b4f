import { Button } from '../button/button';
import { ErrorWidget } from '../error-widget/error-widget';

/** A dashboard load that failed: the error widget, and a button that loads again. */
export function LoadRetry({ label, onRetry }: { label: string; onRetry(): void }) {
  return (
    <div className="bb-load-retry">
      <ErrorWidget />
      <Button variant="secondary" onClick={onRetry}>
        {label}
      </Button>
    </div>
  );
}
