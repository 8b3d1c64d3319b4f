import { clsx } from 'clsx';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { labelCellsByColumn } from './table-cell-labels';

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
 * The dashboard's tables (orders, tickets, the balance's ledger, earnings and payouts…). From
 * 600 px a table in a region that scrolls sideways when it must, reachable by keyboard to scroll
 * it; below, each row a card whose cells are labelled by their column's header (kit.css reads
 * the `data-label` this puts on every body cell, for any row a page adds later too).
 */
export function ScrollingTable({ label, caption, tableClassName, children }: ScrollingTableProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    labelCellsByColumn(table);
    // Rows a child renders on its own (a row's state) arrive without a re-render of this table.
    const observer = new MutationObserver(() => labelCellsByColumn(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboard users must reach it.
    <section className="bb-order-list__scroll" aria-label={label} tabIndex={0}>
      <table ref={tableRef} className={clsx('bb-order-list__table', tableClassName)}>
        {caption !== undefined && (
          <caption className="bb-balance-ledger__caption">{caption}</caption>
        )}
        {children}
      </table>
    </section>
  );
}
