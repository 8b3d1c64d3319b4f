import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type PaymentEvent, PaymentProviderError } from '../providers/payment-provider';
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

  it('refunds part of a paid checkout through the Stripe library, once per idempotency key', async () => {
    const standIn = await startCheckoutStandIn();
    closing.push(standIn.close);
    const provider = createStripeProvider({
      secretKey: standIn.env.STRIPE_SECRET_KEY,
      webhookSecret: standIn.env.STRIPE_WEBHOOK_SECRET,
      apiUrl: standIn.url,
    });
    const checkout = await provider.createCheckout({
      topUpId: 9,
      amountCents: 3000,
      productName: 'Order #9',
      customerEmail: 'refunded@bb.example',
      successUrl: 'http://localhost:3000/dashboard/customer/orders/9/',
      cancelUrl: 'http://localhost:3000/dashboard/customer/orders/9/?checkout=cancelled',
    });
    const unpaid = { sessionId: checkout.sessionId, amountCents: 1000, idempotencyKey: 'r-1' };
    await expect(provider.refund(unpaid)).rejects.toBeInstanceOf(PaymentProviderError);
    standIn.complete(checkout.sessionId);

    const { refundId } = await provider.refund(unpaid);
    expect(await provider.refund(unpaid)).toEqual({ refundId });
    expect(standIn.refunds).toEqual([
      {
        id: refundId,
        object: 'refund',
        amount: 1000,
        currency: 'usd',
        payment_intent: standIn.sessions.get(checkout.sessionId)?.payment_intent,
        reason: 'requested_by_customer',
        status: 'succeeded',
      },
    ]);
    // No more than was paid is given back.
    const tooMuch = { ...unpaid, amountCents: 2001, idempotencyKey: 'r-2' };
    await expect(provider.refund(tooMuch)).rejects.toBeInstanceOf(PaymentProviderError);
    expect(standIn.refunds).toHaveLength(1);
  });
});
