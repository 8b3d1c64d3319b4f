import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type PayoutEvent,
  type PayoutProvider,
  PayoutProviderError,
  PayoutRefusedError,
} from '../providers/payout-provider';
import { WebhookSignatureError } from '../providers/webhook-errors';
import { createPayPalPayouts } from './paypal-payouts';
import { type PayPalStandIn, startPayPalStandIn } from './paypal-stand-in';

/** A webhook endpoint on 127.0.0.1 that reads each delivery as the API's route does. */
async function startWebhook(paypal: PayoutProvider) {
  const read: Array<PayoutEvent | Error> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paypal
        .readWebhookEvent(Buffer.concat(chunks), request.headers)
        .then(
          (event) => read.push(event),
          (error: Error) => read.push(error),
        )
        .finally(() => response.end('{}'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    read,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the PayPal Payouts stand-in, through the PayPal provider', () => {
  let standIn: PayPalStandIn;
  afterEach(() => standIn.close());

  const configOf = (paypal: PayPalStandIn) => ({
    clientId: paypal.env.PAYPAL_CLIENT_ID,
    clientSecret: paypal.env.PAYPAL_CLIENT_SECRET,
    apiUrl: paypal.url,
  });
  const request = {
    senderBatchId: 'bb-payout-7-1764547200000',
    amountCents: 2975,
    receiver: 'writer@demo.bb.example',
    note: 'Your BB payout of 2026-12-01',
  };

  it('sends one EMAIL item in USD once per sender batch id, and reads how it ends', async () => {
    standIn = await startPayPalStandIn();
    const paypal = createPayPalPayouts(configOf(standIn));

    const { batchId } = await paypal.sendPayout(request);
    expect(standIn.batches.get(batchId)).toMatchObject({
      sender_batch_id: request.senderBatchId,
      item: {
        transaction_status: 'PENDING',
        receiver: 'writer@demo.bb.example',
        amount: { value: '29.75', currency: 'USD' },
        sender_item_id: request.senderBatchId,
      },
    });
    // Sent again (a lost answer, a second run): PayPal refuses the id and links the first batch.
    expect(await paypal.sendPayout(request)).toEqual({ batchId });
    expect(standIn.batches.size).toBe(1);

    expect(await paypal.readPayout(batchId)).toEqual({ state: 'sent' });
    standIn.settle(batchId, 'UNCLAIMED');
    expect(await paypal.readPayout(batchId)).toEqual({ state: 'sent' });
    standIn.settle(batchId, 'SUCCESS');
    expect(await paypal.readPayout(batchId)).toEqual({ state: 'paid' });

    const returned = await paypal.sendPayout({ ...request, senderBatchId: 'bb-payout-8-1' });
    standIn.settle(returned.batchId, 'RETURNED', 'The receiver did not claim the payout.');
    expect(await paypal.readPayout(returned.batchId)).toEqual({
      state: 'failed',
      reason: 'The receiver did not claim the payout.',
    });
    // One token served every call.
    expect(standIn.tokensIssued()).toBe(1);
  });

  it('delivers payout item events that PayPal verifies, and a forged one that it does not', async () => {
    standIn = await startPayPalStandIn();
    const paypal = createPayPalPayouts({
      ...configOf(standIn),
      webhookId: standIn.env.PAYPAL_WEBHOOK_ID,
    });
    const webhook = await startWebhook(paypal);
    standIn.deliverTo(webhook.url);
    try {
      const { batchId } = await paypal.sendPayout(request);
      await standIn.deliverItemEvent(batchId);
      standIn.settle(batchId, 'BLOCKED', 'The receiver cannot take payouts.');
      await standIn.deliverItemEvent(batchId, { forged: true });
      await standIn.deliverItemEvent(batchId);
      expect(webhook.read[0]).toEqual({ kind: 'ignored', type: 'PAYMENT.PAYOUTS-ITEM.PENDING' });
      expect(webhook.read[1]).toBeInstanceOf(WebhookSignatureError);
      expect(webhook.read[2]).toEqual({
        kind: 'payout_outcome',
        batchId,
        outcome: { state: 'failed', reason: 'The receiver cannot take payouts.' },
      });
      // Without the webhook's id nothing can be verified.
      const unregistered = createPayPalPayouts(configOf(standIn));
      await expect(unregistered.readWebhookEvent(Buffer.from('{}'), {})).rejects.toThrow(
        WebhookSignatureError,
      );
    } finally {
      await webhook.close();
    }
  });

  it('renews the token when it expires, or when PayPal stops taking it', async () => {
    standIn = await startPayPalStandIn({ tokenLifetimeS: 120 });
    let clock = Date.now();
    const paypal = createPayPalPayouts(configOf(standIn), () => clock);
    const { batchId } = await paypal.sendPayout(request);
    await paypal.readPayout(batchId);
    expect(standIn.tokensIssued()).toBe(1);
    // Within a minute of its expiry the token is renewed before it is used.
    clock += 61_000;
    await paypal.readPayout(batchId);
    expect(standIn.tokensIssued()).toBe(2);
    standIn.expireTokens();
    expect(await paypal.readPayout(batchId)).toEqual({ state: 'sent' });
    expect(standIn.tokensIssued()).toBe(3);
  });

  it('keeps a payout our balance cannot cover waiting, not refused, until funds are added', async () => {
    standIn = await startPayPalStandIn({ balanceCents: 1000 });
    const paypal = createPayPalPayouts(configOf(standIn));
    await expect(paypal.sendPayout(request)).rejects.toThrow(PayoutProviderError);
    expect(standIn.batches.size).toBe(0);
    standIn.addFunds(5000);
    const { batchId } = await paypal.sendPayout(request);
    expect(standIn.batches.get(batchId)?.item.amount.value).toBe('29.75');
  });

  it('tells a payout it refuses from a PayPal it cannot use', async () => {
    standIn = await startPayPalStandIn();
    const paypal = createPayPalPayouts(configOf(standIn));
    await expect(paypal.sendPayout({ ...request, receiver: 'not-an-email' })).rejects.toThrow(
      PayoutRefusedError,
    );
    await expect(paypal.sendPayout({ ...request, amountCents: 0 })).rejects.toThrow(
      PayoutRefusedError,
    );

    const wrongSecret = createPayPalPayouts({ ...configOf(standIn), clientSecret: 'wrong' });
    await expect(wrongSecret.sendPayout(request)).rejects.toThrow(PayoutProviderError);
    standIn.failWith(503);
    await expect(paypal.sendPayout(request)).rejects.toThrow(PayoutProviderError);
    await standIn.close();
    await expect(paypal.sendPayout(request)).rejects.toThrow(PayoutProviderError);
    expect(standIn.batches.size).toBe(0);
    standIn = await startPayPalStandIn();
  });
});
