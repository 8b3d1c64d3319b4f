import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutStandIn, startCheckoutStandIn } from '../payments/checkout-stand-in';
import { ApiClient, type ApiResponse, slugOf } from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { type PayPalStandIn, startPayPalStandIn } from './paypal-stand-in';

const MALFORMED = [400, 'invalid_request', 'event'];
const answerOf = (response: ApiResponse) => [
  response.status,
  slugOf(response),
  response.json?.meta.response.field,
];

describe.each(ENGINES)('payment webhooks, signed but malformed, on %s', (engine) => {
  let server: TestServer;
  let checkout: CheckoutStandIn;
  let paypal: PayPalStandIn;
  let provider: ApiClient;
  const { signedIn } = clientFactory(() => server, '10.15.1');

  beforeAll(async () => {
    checkout = await startCheckoutStandIn();
    paypal = await startPayPalStandIn();
    server = await startTestServer(engine, { ...checkout.env, ...paypal.env });
    provider = new ApiClient(server.app, '10.15.0.1');
  });
  afterAll(async () => {
    await server.close();
    await checkout.close();
    await paypal.close();
  });

  describe('Stripe', () => {
    const deliver = (payload: string) =>
      provider.request('POST', 'payments/stripe/webhook', {
        body: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': checkout.signatureOf(payload),
        },
        withoutXhrHeader: true,
      });

    it('refuses each malformed event with 400 and credits nothing; a sound one is credited', async () => {
      const customer = await signedIn();
      const balance = async () => (await customer.get('customers/balance')).json.body.balance_cents;
      const before = await balance();
      const started = await customer.post('customers/balance/top-ups', { amount_cents: '5000' });
      const { top_up, checkout_url } = started.json.body;
      const sessionId = checkout_url.split('/').pop();
      const session = {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 5000,
        currency: 'usd',
        metadata: { top_up_id: String(top_up.id) },
      };
      const event = (object: unknown, extra: Record<string, unknown> = {}) =>
        JSON.stringify({
          id: 'evt_malformed',
          object: 'event',
          type: 'checkout.session.completed',
          data: { object },
          ...extra,
        });
      const { id: _sessionId, ...withoutId } = session;
      const { metadata: _metadata, ...withoutMetadata } = session;
      const malformed: Record<string, string> = {
        'null data': JSON.stringify({
          id: 'evt_1',
          type: 'checkout.session.completed',
          data: null,
        }),
        'no object': JSON.stringify({ id: 'evt_2', type: 'checkout.session.completed', data: {} }),
        'an object that is a string': event('cs_test_x'),
        'an object of another type': event({ ...session, object: 'payment_intent' }),
        'a session without its id': event(withoutId),
        'a session whose id is a number': event({ ...session, id: 42 }),
        'a session without metadata': event(withoutMetadata),
        'metadata that is not text': event({ ...session, metadata: { top_up_id: top_up.id } }),
        'an amount that is text': event({ ...session, amount_total: '5000' }),
        'an expiry without its session': event(null, { type: 'checkout.session.expired' }),
        'an event without its id': event(session, { id: undefined }),
        'an event without a type': event(session, { type: 7 }),
        'a body that is not JSON': `{"id":"evt_3","type":"checkout.session.completed",`,
        'JSON that is not an object': '"checkout.session.completed"',
      };
      for (const [shape, payload] of Object.entries(malformed)) {
        expect(answerOf(await deliver(payload)), shape).toEqual(MALFORMED);
      }
      expect(
        (await customer.get(`customers/balance/top-ups/${top_up.id}`)).json.body.top_up,
      ).toMatchObject({ status: 'pending' });
      expect(await balance()).toBe(before);

      // The same signing, a sound event: so each refusal above is the shape's, not the signature's.
      expect(answerOf(await deliver(event(session)))[0]).toBe(200);
      expect(await balance()).toBe(before + 5000);
    });

    it('still answers 200 to a sound event of a type it does not handle', async () => {
      const payload = JSON.stringify({
        id: 'evt_other',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      expect((await deliver(payload)).status).toBe(200);
    });
  });

  describe('PayPal', () => {
    it('refuses each malformed item event with 400 and settles nothing; a sound one settles', async () => {
      const writer = await server.ctx.db
        .selectFrom('writers')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const batchId = `BATCH-${engine}`;
      const payout = await server.ctx.db
        .insertInto('expert_payouts')
        .values({
          writer_id: writer.id,
          amount_cents: 2975,
          paid_on: '2000-01-01',
          paypal_email: 'expert@bb.example',
          created_at: server.clock.now,
          status: 'sent',
          batch_id: batchId,
          sent_at: server.clock.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const statusOf = async () =>
        (
          await server.ctx.db
            .selectFrom('expert_payouts')
            .select('status')
            .where('id', '=', payout.id)
            .executeTakeFirstOrThrow()
        ).status;
      const deliver = (event: unknown) => {
        const payload = JSON.stringify(event);
        return provider.request('POST', 'payments/paypal/webhook', {
          body: payload,
          headers: paypal.signedHeaders(payload),
          withoutXhrHeader: true,
        });
      };
      const item = { payout_batch_id: batchId, transaction_status: 'FAILED' };
      const failed = 'PAYMENT.PAYOUTS-ITEM.FAILED';
      const malformed: Record<string, unknown> = {
        'no event type': { resource: item },
        'an event type that is a number': { event_type: 7, resource: item },
        'a null resource': { event_type: failed, resource: null },
        'a resource that is text': { event_type: failed, resource: batchId },
        'no batch id': { event_type: failed, resource: { transaction_status: 'FAILED' } },
        'a batch id that is a number': {
          event_type: failed,
          resource: { ...item, payout_batch_id: 1 },
        },
        'no status': { event_type: failed, resource: { payout_batch_id: batchId } },
        'a reason that is not text': {
          event_type: failed,
          resource: { ...item, errors: { name: 'X', message: { text: 'no' } } },
        },
        'errors that are not an object': { event_type: failed, resource: { ...item, errors: 5 } },
        'an array': [item],
      };
      for (const [shape, event] of Object.entries(malformed)) {
        expect(answerOf(await deliver(event)), shape).toEqual(MALFORMED);
      }
      expect(await statusOf()).toBe('sent');

      // Signed the same way, a sound event settles it.
      const sound = {
        event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
        resource: { ...item, transaction_status: 'SUCCESS' },
      };
      expect((await deliver(sound)).status).toBe(200);
      expect(await statusOf()).toBe('paid');
    });
  });
});
