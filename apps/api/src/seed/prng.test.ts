import { describe, expect, it } from 'vitest';
import { createPrng } from './prng';

describe('createPrng', () => {
  it('repeats for the same seed and differs for another', () => {
    const first = createPrng(42);
    const second = createPrng(42);
    const other = createPrng(43);
    const a = Array.from({ length: 20 }, () => first.next());
    expect(Array.from({ length: 20 }, () => second.next())).toEqual(a);
    expect(Array.from({ length: 20 }, () => other.next())).not.toEqual(a);
  });

  it('keeps int within its bounds', () => {
    const prng = createPrng(7);
    const values = Array.from({ length: 2000 }, () => prng.int(3, 6));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(6);
  });
});
