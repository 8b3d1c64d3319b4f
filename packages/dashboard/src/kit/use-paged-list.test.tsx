import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListPage } from './paged-list';
import { usePagedList } from './use-paged-list';

type Row = { id: number; title: string };
const row = (id: number): Row => ({ id, title: `Order ${id}` });

/** Pages of two over ids 5..1, newest first, as the API would serve them. */
function pagesOfTwo(ids = [5, 4, 3, 2, 1]) {
  return vi.fn(
    async (cursor: string | undefined, _signal?: AbortSignal): Promise<ListPage<Row>> => {
      const start = cursor === undefined ? 0 : Number(cursor);
      return {
        items: ids.slice(start, start + 2).map(row),
        next_cursor: start + 2 < ids.length ? String(start + 2) : null,
      };
    },
  );
}

describe('usePagedList', () => {
  it('shows the first page, then each next page after it until none follows', async () => {
    const loadPage = pagesOfTwo();
    const { result } = renderHook(() => usePagedList('all', loadPage));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((item) => item.id)).toEqual([5, 4]);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    expect(result.current.moreStatus).toBe('loading');
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() =>
      expect(result.current.items.map((item) => item.id)).toEqual([5, 4, 3, 2, 1]),
    );
    expect(result.current.hasMore).toBe(false);
    // The next pages start after the ones shown (strict mode loads the first page twice).
    const cursors = loadPage.mock.calls.map(([cursor]) => cursor);
    expect(cursors.filter((cursor) => cursor !== undefined)).toEqual(['2', '4']);
  });

  it('keeps the pages shown when the next one fails, says why, and retries on the next press', async () => {
    const pages = pagesOfTwo();
    let failOnce = true;
    const loadPage = vi.fn(async (cursor: string | undefined, signal: AbortSignal) => {
      if (cursor !== undefined && failOnce) {
        failOnce = false;
        throw new TypeError('Failed to fetch');
      }
      return pages(cursor, signal);
    });
    const { result } = renderHook(() => usePagedList('all', loadPage));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.moreStatus).toBe('error'));
    expect(result.current.errorMessage).toEqual(expect.any(String));
    expect(result.current.items.map((item) => item.id)).toEqual([5, 4]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.moreStatus).toBe('ready');
  });

  it('starts again from the first page for a new key, and puts a changed item in place', async () => {
    const loadPage = pagesOfTwo();
    const { result, rerender } = renderHook(({ key }) => usePagedList(key, loadPage), {
      initialProps: { key: 'all' },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.replaceItem({ id: 4, title: 'Renamed' }));
    expect(result.current.items[1]).toEqual({ id: 4, title: 'Renamed' });

    rerender({ key: 'finished' });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(loadPage.mock.calls.at(-1)?.[0]).toBeUndefined();
  });
});
