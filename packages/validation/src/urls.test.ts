import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacter, isHttpUrl, isSameOriginPath } from './urls';

describe('isSameOriginPath', () => {
  it('accepts paths on our origin', () => {
    for (const path of ['/', '/sign-in.html', '/dashboard/customer/orders/?a=1#b', '/a%2F%2Fb']) {
      expect(isSameOriginPath(path), path).toBe(true);
    }
  });

  it('refuses anything a browser could read as another host', () => {
    for (const path of [
      '',
      'dashboard',
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a\nb',
      '/\tx',
      `/${'a'.repeat(2048)}`,
      null,
    ]) {
      expect(isSameOriginPath(path), String(path)).toBe(false);
    }
  });

  it('accepts nothing that resolves to another origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        if (isSameOriginPath(value)) {
          expect(new URL(value, 'https://ours.example').origin).toBe('https://ours.example');
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('isHttpUrl', () => {
  it('accepts absolute http and https URLs of at most 2 KiB', () => {
    expect(isHttpUrl('https://example.com/a?b=c')).toBe(true);
    expect(isHttpUrl('http://localhost:3000/')).toBe(true);
    expect(isHttpUrl(`https://example.com/${'a'.repeat(2028)}`)).toBe(true);
    expect(isHttpUrl(`https://example.com/${'a'.repeat(2029)}`)).toBe(false);
  });

  it('refuses other schemes and relative URLs', () => {
    for (const value of [
      '/path',
      'ftp://example.com/',
      'javascript:alert(1)',
      'data:text/html,x',
      '',
      5,
    ]) {
      expect(isHttpUrl(value), String(value)).toBe(false);
    }
  });
});

describe('hasControlCharacter', () => {
  it('finds C0 controls and DEL', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter('a\u0085b')).toBe(false);
    expect(hasControlCharacter('plain text é')).toBe(false);
  });
});
