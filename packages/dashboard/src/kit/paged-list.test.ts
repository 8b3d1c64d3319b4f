import { describe, expect, it } from 'vitest';
import { firstPage, withNextPage } from './paged-list';

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
});
