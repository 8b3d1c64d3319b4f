import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../providers/payment-provider';
import { startCheckoutStandIn } from './checkout-stand-in';
import { createStripeProvider } from './stripe-provider';

/** A webhook endpoint on 127.0.0.1 that reads each delivery as the API's route does. */
async function startWebhook(read: (body: Buffer, signature: string | undefined) => PaymentEvent) {
  const events: PaymentEvent[] = [];
  let arrived = () => {};
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['stripe-signature'];
      events.push(
        read(Buffer.concat(chunks), typeof signature === 'string' ? signature : undefined),
      );
      response.end('{}');
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    events,
    next: () => new Promise<void>((resolve) => (arrived = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the checkout stand-in', () => {
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('expires a page left unpaid after expiresAfterMs, as Stripe does, and the webhook reads it', async () => {
    const standIn = await startCheckoutStandIn({ expiresAfterMs: 2_000 });
    closing.push(standIn.close);
    const provider = createStripeProvider({
      secretKey: standIn.env.STRIPE_SECRET_KEY,
      webhookSecret: standIn.env.STRIPE_WEBHOOK_SECRET,
      apiUrl: standIn.url,
    });
    const webhook = await startWebhook(provider.readWebhookEvent);
    closing.push(webhook.close);
    standIn.deliverTo(webhook.url);

    const request = {
      amountCents: 2500,
      productName: 'BB balance top-up',
      customerEmail: 'left-unpaid@bb.example',
      successUrl: 'http://localhost:3000/dashboard/customer/balance/?top_up=7',
      cancelUrl: 'http://localhost:3000/dashboard/customer/balance/?top_up=7&checkout=cancelled',
    };
    // Paid first: had its page expired too, its event would arrive before the unpaid one's.
    const paid = await provider.createCheckout({ ...request, topUpId: 8 });
    expect((await fetch(paid.url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const leftUnpaid = await provider.createCheckout({ ...request, topUpId: 7 });
    expect(webhook.events).toEqual([
      expect.objectContaining({ kind: 'checkout_paid', topUpId: 8 }),
    ]);
    expect((await fetch(leftUnpaid.url)).status).toBe(200);

    await webhook.next();
    expect(webhook.events).toEqual([
      expect.objectContaining({ kind: 'checkout_paid', topUpId: 8 }),
      { kind: 'checkout_expired', sessionId: leftUnpaid.sessionId, topUpId: 7 },
    ]);
    expect((await fetch(leftUnpaid.url)).status).toBe(409);
  });
});
