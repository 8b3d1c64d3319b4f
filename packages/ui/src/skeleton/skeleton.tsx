import { clsx } from 'clsx';

export interface SkeletonProps {
  /** 'text' is a line of text, 'circle' an avatar, 'block' any rectangle. */
  shape?: 'text' | 'circle' | 'block';
  /** CSS length, e.g. '60%' or 120 (px). */
  width?: number | string;
  height?: number | string;
  className?: string;
}

/**
 * A grey placeholder with the shape of content that is still loading. It is hidden from
 * assistive technology: the region around it says it is busy.
 */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx('bb-skeleton', `bb-skeleton--${shape}`, className)}
      style={{ width, height }}
    />
  );
}
