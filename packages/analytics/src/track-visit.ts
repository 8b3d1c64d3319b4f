/** A visitor who arrived through a referral carries this cookie; their visit is not tracked. */
export const REF_COOKIE_NAME = 'ref';

/** The visit record of spec §3, sent form-encoded by the transport. */
export type VisitRecord = {
  url: string;
  referer: string;
  user_agent: string;
};

export interface TrackVisitOptions {
  /** Sends the record (the API client's visit call); analytics itself knows no endpoint. */
  send: (visit: VisitRecord) => unknown;
  /** Default: the global document. */
  document?: Pick<Document, 'cookie' | 'referrer'>;
  /** Default: the global navigator. */
  navigator?: Pick<Navigator, 'userAgent'>;
  /** Default: the global location. */
  location?: Pick<Location, 'href'>;
}

/**
 * Sends the visit record unless a `ref` cookie exists (spec §4). Resolves to whether it sent;
 * false on the server, where there is no page to describe. A failing `send` rejects.
 */
export async function trackVisit(options: TrackVisitOptions): Promise<boolean> {
  const page = options.document ?? (typeof document === 'undefined' ? undefined : document);
  const browser = options.navigator ?? (typeof navigator === 'undefined' ? undefined : navigator);
  const place = options.location ?? (typeof location === 'undefined' ? undefined : location);
  if (!page || !browser || !place) return false;
  if (cookieNames(page.cookie).includes(REF_COOKIE_NAME)) return false;
  await options.send({ url: place.href, referer: page.referrer, user_agent: browser.userAgent });
  return true;
}

/**
 * The names in a `document.cookie` string ('a=1; b=2'): each pair's text before its first '=',
 * so a value holding 'ref=' or a name ending in 'ref' is not taken for the `ref` cookie.
 */
function cookieNames(cookies: string): string[] {
  return cookies.split(';').map((pair) => (pair.split('=', 1)[0] ?? '').trim());
}
