import type { Writer } from '@bb/api-client';
import { WriterCard } from '@bb/ui';

export interface RequestedWriterCardProps {
  writer: Writer;
  onRemove: () => void;
  className?: string;
}

/** The requested writer's card in the short form, with the award names the API sends. */
export function RequestedWriterCard({ writer, onRemove, className }: RequestedWriterCardProps) {
  return (
    <WriterCard
      className={className}
      writer={writer}
      badges={badgesOf(writer)}
      onRemove={onRemove}
    />
  );
}

/** The writer's award names, when the API sends them (the card leaves out unknown names). */
function badgesOf(writer: Writer): string[] {
  const { badges } = writer;
  return Array.isArray(badges)
    ? badges.filter((badge): badge is string => typeof badge === 'string')
    : [];
}
