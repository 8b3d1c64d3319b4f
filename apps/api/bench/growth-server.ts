/**
 * The API as the growth benchmark runs it: a process of its own on the database the environment
 * names (so its resident memory is the server's alone), plus GET /bench/event-loop beside
 * /api/en/1: since the last ask (which starts a new measure), the event loop's delay (perf_hooks)
 * and the time spent inside SQLite's synchronous calls, the longest one and all together (the
 * main thread can do nothing else meanwhile), the JavaScript heap in use, and the resident memory. Prints
 * `{"port":…,"start_ms":…}` once it listens, with the time its start took once its modules loaded.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { StatementSync } from 'node:sqlite';
import { buildServer, loadConfig } from '../src/index';

const NS_PER_MS = 1e6;

const sqlite = { calls: 0, total_ms: 0, max_ms: 0 };
// Kysely's SQLite driver runs every query through `all` or `run` (src/db/database.ts).
for (const method of ['all', 'run'] as const) {
  const original = StatementSync.prototype[method] as (...args: unknown[]) => unknown;
  Object.defineProperty(StatementSync.prototype, method, {
    value: function timed(this: StatementSync, ...args: unknown[]) {
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const ms = performance.now() - started;
        sqlite.calls += 1;
        sqlite.total_ms += ms;
        sqlite.max_ms = Math.max(sqlite.max_ms, ms);
      }
    },
  });
}

async function main(): Promise<void> {
  // The start's own work, its modules loaded (tsx compiles them as it loads: seconds on a busy machine).
  const started = performance.now();
  const app = await buildServer(loadConfig());
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  app.get('/bench/event-loop', async (request) => {
    // ?gc=1 (with --expose-gc) first collects the garbage: the heap left is what is still held.
    if ((request.query as { gc?: string }).gc) globalThis.gc?.();
    const figures = {
      p50_ms: delay.percentile(50) / NS_PER_MS,
      p99_ms: delay.percentile(99) / NS_PER_MS,
      max_ms: delay.max / NS_PER_MS,
      sqlite: { ...sqlite },
      heap_used_mb: process.memoryUsage().heapUsed / 1024 / 1024,
      rss_mb: process.memoryUsage.rss() / 1024 / 1024,
    };
    delay.reset();
    Object.assign(sqlite, { calls: 0, total_ms: 0, max_ms: 0 });
    return figures;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const startMs = performance.now() - started;
  process.stdout.write(`${JSON.stringify({ port, start_ms: startMs })}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
