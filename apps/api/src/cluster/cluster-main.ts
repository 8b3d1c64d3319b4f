import path from 'node:path';
import { type ApiConfig, ConfigError, isPostgresUrl, loadConfig } from '../config';
import { API_BASE_PATH } from '../http/api-base-path';
import { startCheckoutStandIn } from '../payments/checkout-stand-in';
import { startPayPalStandIn } from '../payouts/paypal-stand-in';
import { type Cluster, startCluster } from './cluster';
import { findHaproxy } from './haproxy';

const DEFAULT_PROCESSES = 2;
const MAX_PROCESSES = 64;
/** Stripe's default: a checkout page left unpaid ends the same way. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * `pnpm start:cluster`: API_PROCESSES (2) built API processes on one PostgreSQL DATABASE_URL,
 * each on a free port of 127.0.0.1, behind HAProxy on HOST:PORT (127.0.0.1:3000). SIGTERM and
 * SIGINT stop everything gracefully; SIGHUP restarts the processes one at a time (after a new
 * build) without failing a request. On demo data without Stripe's or PayPal's keys, one demo
 * checkout and one demo PayPal serve every process, so a payment started on one process can be
 * finished on another.
 */
async function main(): Promise<void> {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const fatal = (message: string): never => {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  };
  const processes = Number(process.env.API_PROCESSES ?? DEFAULT_PROCESSES);
  if (!Number.isInteger(processes) || processes < 1 || processes > MAX_PROCESSES) {
    fatal(`API_PROCESSES must be a whole number from 1 to ${MAX_PROCESSES}`);
  }
  let config: ApiConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fatal(error.message);
    throw error;
  }
  if (!isPostgresUrl(config.databaseUrl)) {
    fatal(
      'Several API processes share one PostgreSQL database: set DATABASE_URL=postgres://… (the SQLite file is for one process: pnpm start).',
    );
  }
  try {
    findHaproxy();
  } catch (error) {
    fatal((error as Error).message);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The balancer's address is the one every process builds links and checks origins on.
    PUBLIC_ORIGIN: config.publicOrigin,
    // Client addresses (limits per address) come from the balancer's X-Forwarded-For.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    DATA_DIR: config.dataDir,
  };
  // Signals are taken from the start: one during the start ends what has started so far (the
  // cluster's exit hook kills its processes).
  let cluster: Cluster | undefined;
  let demo: DemoProviders | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    print('[cluster] stopping');
    await cluster?.stop();
    await demo?.close();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
  process.on('SIGHUP', () => {
    if (!cluster || stopping) return;
    print('[cluster] rolling restart');
    cluster.rollingRestart().then(
      () => print('[cluster] rolling restart done'),
      (error: Error) => {
        process.stderr.write(`[cluster] rolling restart failed: ${error.message}\n`);
        void stop(1);
      },
    );
  });

  demo = await startDemoProviders(config, env, print);
  cluster = await startCluster({
    processes,
    host: config.host,
    port: config.port,
    mainFile: path.join(import.meta.dirname, 'main.js'),
    env,
    print,
  });
  demo.listening();
  print(
    `The API answers at ${config.publicOrigin}${API_BASE_PATH} through HAProxy, ${processes} processes (listening at http://${config.host}:${config.port})`,
  );
  // The process to signal: a wrapper around it (pnpm) does not pass SIGTERM on.
  print(
    `[cluster] pid ${process.pid}: SIGTERM or Ctrl-C stops everything, SIGHUP restarts the processes one at a time`,
  );
  cluster.failed.catch((error: Error) => {
    process.stderr.write(`[cluster] ${error.message}\n`);
    void stop(1);
  });
}

type DemoProviders = { listening(): void; close(): Promise<void> };

/**
 * The demo checkout and demo PayPal of `pnpm start`, started once here rather than in each
 * process: their sessions and batches live in their memory, and another process must find them.
 */
async function startDemoProviders(
  config: ApiConfig,
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<DemoProviders> {
  const closing: Array<() => Promise<void>> = [];
  let listening = () => {};
  if (config.seedDemoData && !config.stripe) {
    const checkout = await startCheckoutStandIn({ expiresAfterMs: CHECKOUT_LIFETIME_MS });
    Object.assign(env, checkout.env);
    closing.push(() => checkout.close());
    listening = () => {
      checkout.deliverTo(`${config.publicOrigin}${API_BASE_PATH}/payments/stripe/webhook`);
      print(
        `Payments go to a demo checkout at ${checkout.url} where no card is charged; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take them through Stripe.`,
      );
    };
  }
  if (config.seedDemoData && !config.paypal) {
    const paypal = await startPayPalStandIn({ settleOnRead: true });
    env.PAYPAL_CLIENT_ID = paypal.env.PAYPAL_CLIENT_ID;
    env.PAYPAL_CLIENT_SECRET = paypal.env.PAYPAL_CLIENT_SECRET;
    env.PAYPAL_API_URL = paypal.env.PAYPAL_API_URL;
    closing.push(() => paypal.close());
    print(
      `Expert payouts go to a demo PayPal at ${paypal.url} where no money moves; set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET to send them through PayPal.`,
    );
  }
  return {
    listening: () => listening(),
    close: async () => {
      await Promise.all(closing.map((close) => close()));
    },
  };
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The cluster could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
