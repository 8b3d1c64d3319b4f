import { ConfigError, loadConfig } from './config';
import { API_BASE_PATH } from './http/api-base-path';
import { closeOnSignals } from './http/graceful-shutdown';
import { startDemoCheckout } from './payments/demo-checkout';
import { startDemoPayouts } from './payouts/demo-payouts';
import { buildServer } from './server';

/**
 * `pnpm start`: reads the environment, opens (and on first start creates, migrates and seeds)
 * the database, and listens; on demo data without Stripe's keys, payments go to the local demo
 * checkout, and without PayPal's, experts' payouts to the local demo PayPal. On SIGINT/SIGTERM,
 * finishes the requests in flight and stops (http/graceful-shutdown.ts).
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const checkout = await startDemoCheckout(await startDemoPayouts(config, print), print);
  const app = await buildServer(checkout.config);
  closeOnSignals(app, config.shutdownGraceMs);
  // The address to call is the configured origin, not the socket's (127.0.0.1 for localhost),
  // whose twin the API refuses.
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) =>
      `The API answers at ${config.publicOrigin}${API_BASE_PATH} (listening at ${address})`,
  });
  checkout.listening(app);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The API server could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
