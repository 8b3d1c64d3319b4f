import { clsx } from 'clsx';
import type { PriceLine } from './price-line';

export interface PriceLinesProps {
  lines: PriceLine[];
  className?: string;
}

/**
 * A price as a list of terms: the list price, the discount by name and percent with what it
 * takes off, and the price to pay last, emphasised; one line, 'Price', without a discount.
 */
export function PriceLines({ lines, className }: PriceLinesProps) {
  return (
    <dl className={clsx('bb-price-lines', className)}>
      {lines.map((line, index) => (
        <div
          key={line.term}
          className={clsx(
            'bb-price-lines__line',
            index === lines.length - 1 && 'bb-price-lines__line--total',
          )}
        >
          <dt>{line.term}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
