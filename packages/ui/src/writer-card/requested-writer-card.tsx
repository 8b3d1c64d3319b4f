import type { RequestedWriter } from '@bb/form-hooks';
import { WriterCard } from './writer-card';
import { WriterCardSkeleton } from './writer-card-skeleton';

export interface RequestedWriterCardProps {
  /** `useRequestedWriter`'s result, as the order forms give it (`form.requestedWriter`). */
  requestedWriter: Pick<RequestedWriter, 'showCard' | 'showSkeleton' | 'writer' | 'remove'>;
  className?: string;
}

/**
 * The writer an order asks for (spec §4): a skeleton while the writer loads, then the card with
 * its badges and a 'Remove' button that clears the request. Nothing when no writer is requested.
 */
export function RequestedWriterCard({ requestedWriter, className }: RequestedWriterCardProps) {
  if (!requestedWriter.showCard) return null;
  if (requestedWriter.showSkeleton) return <WriterCardSkeleton className={className} />;
  const { writer } = requestedWriter;
  if (!writer) return null;
  const badges = Array.isArray(writer.badges)
    ? writer.badges.filter((badge): badge is string => typeof badge === 'string')
    : [];
  return (
    <WriterCard
      className={className}
      writer={writer}
      badges={badges}
      onRemove={requestedWriter.remove}
    />
  );
}
