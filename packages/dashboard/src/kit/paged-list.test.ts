import { describe, expect, it } from 'vitest';
import { firstPage, withFirstPage, withNextPage } from './paged-list';

describe('a paged list', () => {
  it('joins the next page after the ones shown, and knows when none follows', () => {
    const first = firstPage({ items: [{ id: 5 }, { id: 4 }], next_cursor: 'c1' });
    expect(first).toEqual({ items: [{ id: 5 }, { id: 4 }], nextCursor: 'c1' });
    const both = withNextPage(first, { items: [{ id: 3 }], next_cursor: null });
    expect(both).toEqual({ items: [{ id: 5 }, { id: 4 }, { id: 3 }], nextCursor: null });
  });

  it('shows an item that moved between two loads once, where it was first shown', () => {
    const first = firstPage({ items: [{ id: 5 }, { id: 4 }], next_cursor: 'c1' });
    const both = withNextPage(first, { items: [{ id: 4 }, { id: 2 }], next_cursor: 'c2' });
    expect(both.items.map((item) => item.id)).toEqual([5, 4, 2]);
    expect(both.nextCursor).toBe('c2');
  });

  it('takes a fresh first page before the items loaded beyond it, still continuing after them', () => {
    const loaded = { items: [{ id: 5 }, { id: 4 }, { id: 3 }, { id: 2 }], nextCursor: 'c2' };
    // A new item 6 pushed 4 off the first page of two.
    expect(withFirstPage(loaded, { items: [{ id: 6 }, { id: 5 }], next_cursor: 'c5' })).toEqual({
      items: [{ id: 6 }, { id: 5 }, { id: 4 }, { id: 3 }, { id: 2 }],
      nextCursor: 'c2',
    });
    expect(withFirstPage(undefined, { items: [{ id: 6 }], next_cursor: null })).toEqual({
      items: [{ id: 6 }],
      nextCursor: null,
    });
  });
});
