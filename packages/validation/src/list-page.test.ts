import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor, PAGE_CURSOR_MAX_LENGTH } from './list-page';

describe('page cursors', () => {
  it('name the same sort key and id they were made from, in URL-safe text', () => {
    for (const cursor of [
      { key: 1_795_000_000_000, id: 42 },
      { key: 0, id: 1 },
      { key: -5, id: 9_007_199_254_740_991 },
    ]) {
      const text = encodePageCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(text.length).toBeLessThanOrEqual(PAGE_CURSOR_MAX_LENGTH);
      expect(decodePageCursor(text)).toEqual(cursor);
    }
  });

  it('name nothing when made up, cut short or too large', () => {
    const valid = encodePageCursor({ key: 1_795_000_000_000, id: 42 });
    expect(decodePageCursor(valid.slice(0, -3))).toBeNull();
    expect(decodePageCursor('not a cursor')).toBeNull();
    expect(decodePageCursor('')).toBeNull();
    expect(decodePageCursor(btoa('1~2~3'))).toBeNull();
    expect(decodePageCursor(btoa('99999999999999999~1').replace(/=+$/, ''))).toBeNull();
    expect(decodePageCursor('A'.repeat(49))).toBeNull();
  });
});
