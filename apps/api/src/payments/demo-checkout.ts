import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { API_BASE_PATH } from '../http/api-base-path';
import { startCheckoutStandIn } from './checkout-stand-in';

/** How long a checkout page stays open: Stripe's default, so a page left unpaid ends the same way. */
const STRIPE_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type DemoCheckout = {
  /** The configuration to build the server with: the stand-in's Stripe settings, if started. */
  config: ApiConfig;
  /** Call once the server listens: the stand-in then delivers its events to the server's webhook. */
  listening(app: FastifyInstance): void;
};

/**
 * `pnpm start` on demo data without Stripe's keys: payments go to the local checkout stand-in
 * (`checkout-stand-in.ts`), so a top-up works from the dashboard to the balance with no card and
 * no account anywhere, and `print` says so once. A configuration with STRIPE_SECRET_KEY, or
 * without demo data (a real deployment), comes back as it was and nothing is started.
 */
export async function startDemoCheckout(
  config: ApiConfig,
  print: (line: string) => void,
): Promise<DemoCheckout> {
  if (config.stripe || !config.seedDemoData) return { config, listening: () => {} };
  const standIn = await startCheckoutStandIn({ expiresAfterMs: STRIPE_SESSION_LIFETIME_MS });
  return {
    config: {
      ...config,
      stripe: {
        secretKey: standIn.env.STRIPE_SECRET_KEY,
        webhookSecret: standIn.env.STRIPE_WEBHOOK_SECRET,
        apiUrl: standIn.url,
      },
    },
    listening(app) {
      const { port } = app.server.address() as AddressInfo;
      standIn.deliverTo(`http://127.0.0.1:${port}${API_BASE_PATH}/payments/stripe/webhook`);
      print(
        `Payments go to a demo checkout at ${standIn.url} where no card is charged; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take them through Stripe.`,
      );
    },
  };
}
