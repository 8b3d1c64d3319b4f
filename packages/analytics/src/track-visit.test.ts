// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { trackVisit, type VisitRecord } from './track-visit';

/** Sets a cookie on the jsdom page the way a page script or the server's Set-Cookie would. */
function setPageCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the code under test reads document.cookie.
  document.cookie = cookie;
}

afterEach(() => {
  for (const name of ['ref', 'referrer', 'xref']) {
    setPageCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
});

describe('trackVisit on a page', () => {
  test('sends url, referer and user_agent of the current page', async () => {
    const send = vi.fn<(visit: VisitRecord) => Promise<void>>().mockResolvedValue();
    await expect(trackVisit({ send })).resolves.toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith({
      url: window.location.href,
      referer: document.referrer,
      user_agent: navigator.userAgent,
    });
    expect(send.mock.calls[0]?.[0].user_agent).toContain('jsdom');
  });

  test('uses the document, navigator and location it is given', async () => {
    const send = vi.fn();
    const sent = await trackVisit({
      send,
      document: { cookie: 'session=abc', referrer: 'https://www.google.com/' },
      navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      location: { href: 'https://example.com/python-homework.html?utm_source=ad' },
    });

    expect(sent).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith({
      url: 'https://example.com/python-homework.html?utm_source=ad',
      referer: 'https://www.google.com/',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    });
  });

  test.each([
    'ref=partner-42',
    'ref=',
    'session=abc; ref=partner-42',
    'xref=1; ref=partner-42; referrer=2',
  ])('is skipped when the cookies are "%s"', async (cookies) => {
    const send = vi.fn();
    await expect(trackVisit({ send, document: { cookie: cookies, referrer: '' } })).resolves.toBe(
      false,
    );
    expect(send).not.toHaveBeenCalled();
  });

  test('is skipped for a ref cookie set on the real document', async () => {
    setPageCookie('ref=partner-42; path=/');
    const send = vi.fn();
    await expect(trackVisit({ send })).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  test.each([
    'referrer=partner-42',
    'xref=partner-42',
    'referrer=1; xref=2; session=abc',
    'preference=ref=1',
  ])('is not skipped for look-alike cookies "%s"', async (cookies) => {
    const send = vi.fn();
    await expect(trackVisit({ send, document: { cookie: cookies, referrer: '' } })).resolves.toBe(
      true,
    );
    expect(send).toHaveBeenCalledOnce();
  });

  test('is not skipped for look-alike cookies set on the real document', async () => {
    setPageCookie('referrer=partner-42; path=/');
    setPageCookie('xref=partner-42; path=/');
    const send = vi.fn();
    await expect(trackVisit({ send })).resolves.toBe(true);
    expect(send).toHaveBeenCalledOnce();
  });

  test('a failing transport rejects, so the caller can decide what to do', async () => {
    const failure = new Error('network down');
    await expect(trackVisit({ send: () => Promise.reject(failure) })).rejects.toBe(failure);
  });
});
