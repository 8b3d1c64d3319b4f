import { clsx } from 'clsx';
import { Skeleton } from '../skeleton/skeleton';

export interface WriterCardSkeletonProps {
  /** Announced while the writer loads. */
  label?: string;
  className?: string;
}

/** The writer card's shape while the requested writer loads. */
export function WriterCardSkeleton({
  label = 'Loading the writer',
  className,
}: WriterCardSkeletonProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={clsx('bb-writer-card', 'bb-writer-card--skeleton', className)}
    >
      <span className="bb-visually-hidden">{label}</span>
      <div className="bb-writer-card__identity">
        <Skeleton shape="circle" />
        <Skeleton width="40%" height={20} />
      </div>
      <div className="bb-writer-card__stats">
        <Skeleton shape="block" height={48} />
        <Skeleton shape="block" height={48} />
        <Skeleton shape="block" height={48} />
      </div>
    </div>
  );
}
