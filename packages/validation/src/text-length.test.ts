import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength, utf8ByteLength } from './text-length';

describe('codePointLength', () => {
  it('counts code points', () => {
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('😀😀')).toBe(2);
    expect(codePointLength('')).toBe(0);
  });

  it('stops counting once past the limit', () => {
    expect(codePointLength('a'.repeat(1000), 10)).toBe(11);
  });

  it('matches Array.from for any string', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        (text) => codePointLength(text) === Array.from(text).length,
      ),
    );
  });
});

describe('utf8ByteLength', () => {
  it('matches TextEncoder, lone surrogates included', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
        }),
        (text) => {
          expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
        },
      ),
      { numRuns: 500 },
    );
    expect(utf8ByteLength('é😀a\ud800')).toBe(2 + 4 + 1 + 3);
  });

  it('stops counting once past the limit', () => {
    expect(utf8ByteLength('a'.repeat(1000), 10)).toBe(11);
  });
});
