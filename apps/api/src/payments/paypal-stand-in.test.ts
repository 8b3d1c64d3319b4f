import { afterEach, describe, expect, it } from 'vitest';
import { PayoutProviderError, PayoutRefusedError } from './payout-provider';
import { createPayPalPayouts } from './paypal-payouts';
import { type PayPalStandIn, startPayPalStandIn } from './paypal-stand-in';

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
