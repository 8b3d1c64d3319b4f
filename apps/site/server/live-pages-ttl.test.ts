import { describe, expect, it } from 'vitest';
import { livePagesTtlMs } from './live-pages-ttl';

describe('LIVE_PAGES_TTL_SECONDS', () => {
  it('is 60 s unless set, and takes whole seconds, 0 included', () => {
    expect(livePagesTtlMs({})).toBe(60_000);
    expect(livePagesTtlMs({ LIVE_PAGES_TTL_SECONDS: '' })).toBe(60_000);
    expect(livePagesTtlMs({ LIVE_PAGES_TTL_SECONDS: '5' })).toBe(5_000);
    expect(livePagesTtlMs({ LIVE_PAGES_TTL_SECONDS: '0' })).toBe(0);
  });

  it.each(['-1', '1.5', '10s', '9999999'])('refuses %s, naming the variable', (value) => {
    expect(() => livePagesTtlMs({ LIVE_PAGES_TTL_SECONDS: value })).toThrow(
      /LIVE_PAGES_TTL_SECONDS must be a whole number of seconds/,
    );
  });
});
