import { describe, expect, it } from 'vitest';
import { filledRows } from './filled-rows';

const list = (length: number) => Array.from({ length }, (_, index) => index + 1);

describe('filledRows', () => {
  it('shows six of a long list, and three of a list of four or five (no lone card on a row)', () => {
    expect(filledRows(list(9), 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(filledRows(list(6), 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(filledRows(list(5), 6)).toEqual([1, 2, 3]);
    expect(filledRows(list(4), 6)).toEqual([1, 2, 3]);
  });

  it('shows at most three when asked for three, and a short list whole', () => {
    expect(filledRows(list(4), 3)).toEqual([1, 2, 3]);
    expect(filledRows(list(2), 6)).toEqual([1, 2]);
    expect(filledRows([], 6)).toEqual([]);
  });
});
