import { describe, expect, it } from 'vitest';
import { slugBase } from './expert-slug';

describe('slugBase', () => {
  it('keeps letters and digits, lowercase and without accents, one hyphen between words', () => {
    expect(slugBase('Grace H.')).toBe('grace-h');
    expect(slugBase('  Zoë  O’Neil ')).toBe('zoe-o-neil');
    expect(slugBase('R2-D2 & C-3PO')).toBe('r2-d2-c-3po');
  });

  it('answers expert for a name without a Latin letter or digit, and stays short', () => {
    expect(slugBase('李小龙')).toBe('expert');
    expect(slugBase('!!!')).toBe('expert');
    const long = slugBase(`${'a'.repeat(59)} bcd`);
    expect(long).toBe('a'.repeat(59));
  });
});
