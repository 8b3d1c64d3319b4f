/**
 * Read-mostly answers (settings, dictionaries, company settings) kept serialized in memory for a
 * short time, so a hot read costs a map lookup. Bounded: the oldest entry goes when full. Each
 * process keeps its own; staleness is bounded by the TTL.
 */
export function createResponseCache(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}) {
  const entries = new Map<string, { json: string; expiresAt: number }>();
  return {
    async get(key: string, produce: () => Promise<string>): Promise<string> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > options.now()) return hit.json;
      const json = await produce();
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { json, expiresAt: options.now() + options.ttlMs });
      return json;
    },
    clear: () => entries.clear(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
