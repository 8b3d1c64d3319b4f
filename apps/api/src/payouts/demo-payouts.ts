import type { ApiConfig } from '../config';
import { startPayPalStandIn } from './paypal-stand-in';

/**
 * `pnpm start` on demo data without PayPal's credentials: experts' payouts are sent to the local
 * PayPal stand-in (`paypal-stand-in.ts`), which pays each one when the payout run first reads it,
 * so the demo expert's payouts go from pending to sent to paid with no money moved and no
 * account anywhere; `print` says so once. A configuration with PAYPAL_CLIENT_ID, or without demo
 * data (a real deployment), comes back as it was and nothing is started.
 */
export async function startDemoPayouts(
  config: ApiConfig,
  print: (line: string) => void,
): Promise<ApiConfig> {
  if (config.paypal || !config.seedDemoData) return config;
  const standIn = await startPayPalStandIn({ settleOnRead: true });
  print(
    `Expert payouts go to a demo PayPal at ${standIn.url} where no money moves; set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET to send them through PayPal.`,
  );
  return {
    ...config,
    paypal: {
      clientId: standIn.env.PAYPAL_CLIENT_ID,
      clientSecret: standIn.env.PAYPAL_CLIENT_SECRET,
      apiUrl: standIn.url,
    },
  };
}
