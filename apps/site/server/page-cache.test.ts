import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

/** A cache over a render that counts its calls, on a clock the test moves. */
function cacheOf(render: (key: string, call: number) => Promise<string | undefined>) {
  const clock = { now: 0 };
  const calls: string[] = [];
  const errors: unknown[] = [];
  const cache = createPageCache<string>({
    ttlMs: 60_000,
    maxEntries: 2,
    now: () => clock.now,
    render: (key) => {
      calls.push(key);
      return render(key, calls.length);
    },
    onRefreshError: (_key, error) => errors.push(error),
  });
  return { cache, clock, calls, errors };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the page cache', () => {
  it('renders a page once for visitors arriving together, then serves it until the TTL', async () => {
    const { cache, clock, calls } = cacheOf(async (key, call) => `${key} v${call}`);
    expect(await Promise.all([cache.get('/a'), cache.get('/a')])).toEqual(['/a v1', '/a v1']);
    clock.now = 59_999;
    expect(await cache.get('/a')).toBe('/a v1');
    expect(calls).toEqual(['/a']);
  });

  it('serves a stale page while one render in the background replaces it', async () => {
    const { cache, clock, calls } = cacheOf(async (key, call) => `${key} v${call}`);
    await cache.get('/a');
    clock.now = 60_000;
    expect(await Promise.all([cache.get('/a'), cache.get('/a')])).toEqual(['/a v1', '/a v1']);
    await settled();
    expect(await cache.get('/a')).toBe('/a v2');
    expect(calls).toEqual(['/a', '/a']);
  });

  it('keeps serving the stale page when a render fails, and tries again on the next visit', async () => {
    const { cache, clock, errors } = cacheOf(async (key, call) => {
      if (call === 2) throw new Error('database away');
      return `${key} v${call}`;
    });
    await cache.get('/a');
    clock.now = 60_000;
    expect(await cache.get('/a')).toBe('/a v1');
    await settled();
    expect(errors).toHaveLength(1);
    expect(await cache.get('/a')).toBe('/a v1');
    await settled();
    expect(await cache.get('/a')).toBe('/a v3');
  });

  it('keeps no answer for an address without a page, and drops the oldest page beyond its size', async () => {
    const { cache, calls } = cacheOf(async (key, call) =>
      key === '/none' ? undefined : `${key} v${call}`,
    );
    expect(await cache.get('/none')).toBeUndefined();
    expect(await cache.get('/none')).toBeUndefined();
    await cache.get('/a');
    await cache.get('/b');
    await cache.get('/c');
    await cache.get('/c');
    await cache.get('/a');
    expect(calls).toEqual(['/none', '/none', '/a', '/b', '/c', '/a']);
  });
});
