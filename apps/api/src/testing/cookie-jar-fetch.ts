import { CookieJar } from 'tough-cookie';

/** A fetch that keeps cookies like a browser, and the jar it keeps them in. */
export type CookieJarFetch = typeof fetch & { jar: CookieJar };

/**
 * Node's fetch keeps no cookies, so a client made with it would be signed out after every call.
 * This wrapper sends the cookies the jar holds for the URL and stores every Set-Cookie of the
 * answer (tough-cookie applies domain, path, expiry and Max-Age=0 deletion as RFC 6265 says).
 * Redirects followed inside fetch drop their cookies: call with `redirect: 'manual'` to keep them.
 */
export function createCookieJarFetch(jar = new CookieJar()): CookieJarFetch {
  const jarFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    const cookies = await jar.getCookieString(url);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) {
      await jar.setCookie(setCookie, url);
    }
    return response;
  };
  return Object.assign(jarFetch, { jar });
}
