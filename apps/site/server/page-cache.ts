export interface PageCacheOptions<T> {
  /** How long a rendered value is served before it is rendered again in the background. */
  ttlMs: number;
  /** The most values kept (the oldest goes first): unknown addresses cannot grow it for ever. */
  maxEntries: number;
  /** Renders the value of a key; undefined is not kept (e.g. no such page). */
  render: (key: string) => Promise<T | undefined>;
  /** A background render that failed: the stale value stays served. */
  onRefreshError: (key: string, error: unknown) => void;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  renderedAt: number;
  refreshing: boolean;
}

/**
 * Stale-while-revalidate, shared by every visitor: a key is rendered once, served from memory,
 * and once older than the TTL served stale while one render in the background replaces it.
 * Visitors arriving together for a key not rendered yet share its one render.
 */
export function createPageCache<T>(options: PageCacheOptions<T>) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const pending = new Map<string, Promise<T | undefined>>();

  const store = (key: string, value: T) => {
    entries.delete(key);
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, renderedAt: now(), refreshing: false });
  };

  const renderOnce = (key: string): Promise<T | undefined> => {
    let render = pending.get(key);
    if (!render) {
      render = options
        .render(key)
        .then((value) => {
          if (value === undefined) entries.delete(key);
          else store(key, value);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, render);
    }
    return render;
  };

  return {
    /** The value kept for a key, however old, without rendering it (again). */
    peek: (key: string): T | undefined => entries.get(key)?.value,
    async get(key: string): Promise<T | undefined> {
      const entry = entries.get(key);
      if (!entry) return renderOnce(key);
      if (!entry.refreshing && now() - entry.renderedAt >= options.ttlMs) {
        entry.refreshing = true;
        renderOnce(key).catch((error: unknown) => {
          entry.refreshing = false;
          options.onRefreshError(key, error);
        });
      }
      return entry.value;
    },
  };
}
