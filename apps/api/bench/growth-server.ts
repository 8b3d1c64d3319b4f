/**
 * The API as the growth benchmark runs it: a process of its own on the database the environment
 * names (so its resident memory is the server's alone), plus GET /bench/event-loop beside
 * /api/en/1, the event loop's delay since the last ask (perf_hooks), which then starts anew.
 * Prints `{"port":…}` once it listens.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildServer, loadConfig } from '../src/index';

const NS_PER_MS = 1e6;

async function main(): Promise<void> {
  const app = await buildServer(loadConfig());
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  app.get('/bench/event-loop', async () => {
    const figures = {
      p50_ms: delay.percentile(50) / NS_PER_MS,
      p99_ms: delay.percentile(99) / NS_PER_MS,
      max_ms: delay.max / NS_PER_MS,
    };
    delay.reset();
    return figures;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
