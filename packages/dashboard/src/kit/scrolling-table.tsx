import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface ScrollingTableProps {
  /** The region's name for screen readers. */
  label: string;
  /** A caption shown above the rows (the ledgers'); none when the page's heading says it. */
  caption?: string;
  /** The table's own class, beside `bb-order-list__table`. */
  tableClassName?: string;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * The dashboard's tables (orders, tickets, the balance's ledger, earnings and payouts) in a
 * region that scrolls sideways on a narrow screen, reachable by keyboard to scroll it.
 */
export function ScrollingTable({ label, caption, tableClassName, children }: ScrollingTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboard users must reach it.
    <section className="bb-order-list__scroll" aria-label={label} tabIndex={0}>
      <table className={clsx('bb-order-list__table', tableClassName)}>
        {caption !== undefined && (
          <caption className="bb-balance-ledger__caption">{caption}</caption>
        )}
        {children}
      </table>
    </section>
  );
}
