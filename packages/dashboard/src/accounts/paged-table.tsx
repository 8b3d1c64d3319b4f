import { LoadRetry, Spinner } from '@bb/ui';
import type { ReactNode } from 'react';
import { ScrollingTable } from '../kit/scrolling-table';
import { ShowMore } from '../kit/show-more';
import type { PagedList } from '../kit/use-paged-list';
import { ACCOUNT_TEXTS } from './account-texts';

export interface PagedTableProps<Item> {
  list: PagedList<Item>;
  /** The table's name for screen readers. */
  label: string;
  loadingLabel: string;
  /** What an empty list says. */
  empty: string;
  /** The header cells' words. */
  columns: readonly string[];
  row: (item: Item) => ReactNode;
}

/**
 * A list of an account's page (or of a search) as a table, loaded a page at a time: its loading,
 * its failure with Try again, its empty words, and Show more under it while more pages follow.
 */
export function PagedTable<Item extends { id: number }>({
  list,
  label,
  loadingLabel,
  empty,
  columns,
  row,
}: PagedTableProps<Item>) {
  if (list.status === 'error')
    return <LoadRetry label={ACCOUNT_TEXTS.reload} onRetry={list.reload} />;
  if (list.status === 'loading') return <Spinner label={loadingLabel} />;
  if (list.items.length === 0) return <p className="bb-accounts__empty">{empty}</p>;
  return (
    <>
      <ScrollingTable label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{list.items.map(row)}</tbody>
      </ScrollingTable>
      <ShowMore list={list} />
    </>
  );
}
