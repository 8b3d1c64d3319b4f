import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownOriginUrl } from './own-origin-url';

const ORIGIN = 'https://bb.example';

describe('ownOriginUrl', () => {
  it('keeps a path on our origin and adds the parameters', () => {
    expect(
      ownOriginUrl(ORIGIN, '/dashboard/customer/new-order?data_box_key=abc', '/', {
        oaprovider: 'google',
      }),
    ).toBe('https://bb.example/dashboard/customer/new-order?data_box_key=abc&oaprovider=google');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/ok\r\nSet-Cookie: x=1',
    'dashboard',
    '',
  ])('falls back for %j', (candidate) => {
    expect(ownOriginUrl(ORIGIN, candidate, '/', { error: 'oauth2' })).toBe(
      'https://bb.example/?error=oauth2',
    );
  });

  it('never leaves our origin, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (candidate) => {
        expect(new URL(ownOriginUrl(ORIGIN, candidate, '/')).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
