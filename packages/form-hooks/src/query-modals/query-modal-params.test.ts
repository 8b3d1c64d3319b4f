import { describe, expect, it } from 'vitest';
import { opensQueryModal } from './query-modal-params';

const opens = (query: string) => opensQueryModal(new URLSearchParams(query));

describe('opensQueryModal', () => {
  it('is true for an OAuth error and for either e-mail verification result', () => {
    expect(opens('error=oauth2&slug=oauth_failed&message=No')).toBe(true);
    expect(opens('email-verification=ok')).toBe(true);
    expect(opens('email-verification=error&message=Expired')).toBe(true);
  });

  it('is false for an address that opens neither modal', () => {
    expect(opens('')).toBe(false);
    expect(opens('error=other&message=x')).toBe(false);
    expect(opens('email-verification=maybe')).toBe(false);
    expect(opens('utm_source=ad')).toBe(false);
  });
});
