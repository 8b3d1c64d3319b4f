import { isSameOriginPath } from '@bb/validation';

/**
 * An absolute URL on our own origin for a redirect. The candidate is used only if it is a path on
 * our origin (not `//host`, `/\host`, a scheme or anything with control characters); otherwise
 * the fallback path is. Parameters are added to whichever is chosen.
 */
export function ownOriginUrl(
  publicOrigin: string,
  candidate: string | null | undefined,
  fallbackPath: string,
  parameters: Record<string, string> = {},
): string {
  const chosen = isSameOriginPath(candidate) ? candidate : fallbackPath;
  let url = new URL(chosen, publicOrigin);
  if (url.origin !== publicOrigin) url = new URL('/', publicOrigin);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.href;
}
