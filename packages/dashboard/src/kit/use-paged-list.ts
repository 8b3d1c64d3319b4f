import { useCallback, useEffect, useRef, useState } from 'react';
import { createLoader } from './loader';
import {
  type ListPage,
  type PagedItems,
  type PageLoad,
  withFirstPage,
  withNextPage,
} from './paged-list';
import { type LoadStatus, useLoaded } from './use-loaded';

export interface PagedList<Item> {
  /** The first page's load. */
  status: LoadStatus;
  /** Every item of the pages loaded so far, in the list's order. */
  items: Item[];
  /** Another page follows the ones shown. */
  hasMore: boolean;
  /** The next page's load: 'ready' when none is running and the last one did not fail. */
  moreStatus: LoadStatus;
  /** The catalogue's text for the failed load (the first page's, or the next page's). */
  errorMessage: string | null;
  /** Loads the next page after the ones shown. */
  loadMore(): void;
  /** Loads the list again from its first page (after an error, a new filter, a step). */
  reload(): void;
  /** Puts an item as a step answered it in place of the listed one. */
  replaceItem(item: Item): void;
  /** Puts a first page a step answered (a thread after a send) before the pages loaded after it. */
  putFirstPage(page: ListPage<Item>): void;
}

/**
 * A list the API pages through (`next_cursor`), loaded from its first page by `key` (a new key,
 * e.g. another filter, starts again) and then a page at a time on `loadMore`, through the
 * dashboard's one loader: cancelled when the page goes away, failures in the catalogue's words.
 */
export function usePagedList<Item extends { id: number }>(
  key: string,
  loadPage: PageLoad<Item>,
): PagedList<Item> {
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const first = useLoaded<PagedItems<Item>>(key, (signal) =>
    loadRef.current(undefined, signal).then((page) => ({
      items: page.items,
      nextCursor: page.next_cursor,
    })),
  );
  const [more, setMore] = useState<{ status: LoadStatus; error: string | null }>({
    status: 'ready',
    error: null,
  });
  const listRef = useRef(first.data);
  listRef.current = first.data;
  const { setData } = first;

  const moreLoader = useRef<ReturnType<typeof createLoader<PagedItems<Item>>> | null>(null);
  useEffect(() => () => moreLoader.current?.cancel(), []);
  // A new first page (another key, a reload) makes a next page still loading for the old one moot.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the key changes
  useEffect(() => {
    moreLoader.current?.cancel();
    setMore({ status: 'ready', error: null });
  }, [key]);

  const loadMore = useCallback(() => {
    const list = listRef.current;
    if (!list || list.nextCursor === null) return;
    const cursor = list.nextCursor;
    moreLoader.current?.cancel();
    const loader = createLoader<PagedItems<Item>>({
      loaded: (next) => {
        setData(next);
        setMore({ status: 'ready', error: null });
      },
      failed: ({ fields }) =>
        setMore({ status: 'error', error: fields.form ?? Object.values(fields)[0] ?? null }),
    });
    moreLoader.current = loader;
    setMore({ status: 'loading', error: null });
    void loader.load((signal) =>
      loadRef.current(cursor, signal).then((page) => withNextPage(list, page)),
    );
  }, [setData]);

  const data = first.data;
  return {
    status: first.status,
    items: data?.items ?? [],
    hasMore: data !== undefined && data.nextCursor !== null,
    moreStatus: more.status,
    errorMessage: first.errorMessage ?? more.error,
    loadMore,
    reload: first.reload,
    replaceItem: useCallback(
      (item: Item) => {
        const list = listRef.current;
        if (!list) return;
        setData({
          ...list,
          items: list.items.map((listed) => (listed.id === item.id ? item : listed)),
        });
      },
      [setData],
    ),
    putFirstPage: useCallback(
      (page: ListPage<Item>) => setData(withFirstPage(listRef.current, page)),
      [setData],
    ),
  };
}
