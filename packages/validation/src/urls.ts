import { URL_MAX_LENGTH } from './constants';

const PLACEHOLDER_ORIGIN = 'http://origin.invalid';

/**
 * Whether the value is a path on our own origin (`/…`), safe to redirect to: not `//host` nor
 * `/\host` (which browsers read as another host), no back slashes or control characters, at most
 * 2 KiB.
 */
export function isSameOriginPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (value.includes('\\') || hasControlCharacter(value)) return false;
  const parsed = parseUrl(value, PLACEHOLDER_ORIGIN);
  return parsed?.origin === PLACEHOLDER_ORIGIN;
}

/** Whether the value is an absolute http(s) URL of at most 2 KiB (visit tracking's url and referer). */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH) return false;
  if (hasControlCharacter(value)) return false;
  const parsed = parseUrl(value);
  return parsed?.protocol === 'http:' || parsed?.protocol === 'https:';
}

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/**
 * Whether the value holds a control character; line breaks and tabs count only when `multiline`
 * is off. Control characters would let a value split a header (a Location header, a log line).
 */
export function hasControlCharacter(value: string, { multiline = false } = {}): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit >= 0x20 && unit !== 0x7f) continue;
    if (!(multiline && LINE_BREAKS_AND_TAB.has(unit))) return true;
  }
  return false;
}
