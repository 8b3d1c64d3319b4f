/**
 * `value` with every string that is a URL on `origin` (an avatar the API serves) written as a
 * path, so the pages load it from whichever address serves them: the build's public origin
 * need not be the address a visitor or a test uses.
 */
export function originRelative<T>(value: T, origin: string): T {
  const prefix = `${new URL(origin).origin}/`;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string')
      return item.startsWith(prefix) ? item.slice(prefix.length - 1) : item;
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    return item;
  };
  return walk(value) as T;
}
