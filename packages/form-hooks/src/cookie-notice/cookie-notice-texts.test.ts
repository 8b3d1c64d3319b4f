// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_TEXTS } from './cookie-notice-texts';

describe('COOKIE_NOTICE_TEXTS', () => {
  it('has the spec texts and link verbatim', () => {
    expect(COOKIE_NOTICE_TEXTS.moreDetails).toBe('More details');
    expect(COOKIE_NOTICE_TEXTS.moreDetailsHref).toBe('/cookie-policy.html');
    expect(COOKIE_NOTICE_TEXTS.accept).toBe("It's OK");
    expect(COOKIE_NOTICE_TEXTS.message).toMatch(/secure cookies/);
    expect(COOKIE_NOTICE_TEXTS.label).toBe('Cookie notice');
  });
});
