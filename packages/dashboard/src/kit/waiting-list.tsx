import { LoadRetry, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { ShowMore } from './show-more';
import type { PagedList } from './use-paged-list';

/** One entry of a waiting list: a link to its page, its id, and a line about it. */
export interface WaitingListItem {
  id: number;
  title: string;
  href: string;
  /** 'ana@example.com · Waiting since 21 Nov 2026, 09:15'. */
  meta: string;
}

export interface WaitingListTexts {
  heading: string;
  /** The list's accessible name. */
  caption: string;
  loading: string;
  empty: string;
  reload: string;
}

/**
 * A list of the operator's home (tickets, applications waiting): a titled section of entries, a
 * page at a time ('Show more'), with a spinner while the first page loads, a retry when it cannot,
 * and a sentence when there is none. `filter` goes under the title, `summary` above the entries.
 */
export function WaitingList({
  list,
  items,
  texts,
  filter,
  summary,
  className,
}: {
  list: Pick<
    PagedList<{ id: number }>,
    'status' | 'reload' | 'hasMore' | 'moreStatus' | 'errorMessage' | 'loadMore'
  >;
  items: readonly WaitingListItem[];
  texts: WaitingListTexts;
  filter?: ReactNode;
  summary?: string | null | undefined;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section className={clsx('bb-waiting-list', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="bb-order-section-title">
        {texts.heading}
      </h2>
      {filter}
      {list.status === 'error' ? (
        <LoadRetry label={texts.reload} onRetry={list.reload} />
      ) : list.status === 'loading' ? (
        <Spinner label={texts.loading} />
      ) : items.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <>
          {summary && <p>{summary}</p>}
          <ul className="bb-waiting-list__list" aria-label={texts.caption}>
            {items.map((item) => (
              <li key={item.id} className="bb-waiting-list__item">
                <p className="bb-waiting-list__title">
                  <a className="bb-order-list__link" href={item.href}>
                    {item.title}
                  </a>{' '}
                  <span className="bb-order-list__id">#{item.id}</span>
                </p>
                <p className="bb-waiting-list__meta">{item.meta}</p>
              </li>
            ))}
          </ul>
          <ShowMore list={list} />
        </>
      )}
    </section>
  );
}
