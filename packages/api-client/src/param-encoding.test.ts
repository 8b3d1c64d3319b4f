import { describe, expect, it } from 'vitest';
import { commaSeparatedSegment, toSearchParams } from './param-encoding';

describe('toSearchParams', () => {
  it("encodes booleans as '1'/'0', numbers in decimal, and leaves out null and undefined", () => {
    const params = toSearchParams({
      yes: true,
      no: false,
      qty: 20,
      offset: -300,
      text: 'a b&c=d',
      empty: '',
      gone: undefined,
      none: null,
    });
    expect(params.toString()).toBe('yes=1&no=0&qty=20&offset=-300&text=a+b%26c%3Dd&empty=');
  });
});

describe('commaSeparatedSegment', () => {
  it('escapes each value and joins them with literal commas', () => {
    expect(commaSeparatedSegment(['paper_type', 'a,b', 'x/y'])).toBe('paper_type,a%2Cb,x%2Fy');
  });
});
