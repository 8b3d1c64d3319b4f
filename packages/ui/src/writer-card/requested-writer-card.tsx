import type { RequestedWriter } from '@bb/form-hooks';
import { lazy, Suspense } from 'react';
import { ErrorWidget } from '../error-widget/error-widget';
import { LoadFailureBoundary } from '../load-failure/load-failure-boundary';
import { WriterCardSkeleton } from './writer-card-skeleton';

// Only a form asking for an expert shows the card: its code (badges, rating) loads when it does,
// behind the skeleton the card shows while the writer loads anyway.
const WriterCard = /* @__PURE__ */ lazy(() =>
  import('./writer-card').then((module) => ({ default: module.WriterCard })),
);

export interface RequestedWriterCardProps {
  /** `useRequestedWriter`'s result, as the order forms give it (`form.requestedWriter`). */
  requestedWriter: Pick<RequestedWriter, 'showCard' | 'showSkeleton' | 'writer' | 'remove'>;
  className?: string;
}

/**
 * The writer an order asks for (spec §4): a skeleton while the writer (or the card's code) loads,
 * then the card with its badges and a 'Remove' button that clears the request. Nothing when no
 * writer is requested; 'Hmm, something seems to be missing' when the card's code cannot load.
 */
export function RequestedWriterCard({ requestedWriter, className }: RequestedWriterCardProps) {
  if (!requestedWriter.showCard) return null;
  const skeleton = <WriterCardSkeleton className={className} />;
  if (requestedWriter.showSkeleton) return skeleton;
  const { writer } = requestedWriter;
  if (!writer) return null;
  const badges = Array.isArray(writer.badges)
    ? writer.badges.filter((badge): badge is string => typeof badge === 'string')
    : [];
  return (
    <LoadFailureBoundary fallback={<ErrorWidget className={className} />}>
      <Suspense fallback={skeleton}>
        <WriterCard
          className={className}
          writer={writer}
          badges={badges}
          onRemove={requestedWriter.remove}
        />
      </Suspense>
    </LoadFailureBoundary>
  );
}
