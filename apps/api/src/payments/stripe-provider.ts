import Stripe from 'stripe';
import * as v from 'valibot';
import type { StripeConfig } from '../config';
import { type PaymentProvider, PaymentProviderError } from '../providers/payment-provider';
import { WebhookEventError, WebhookSignatureError } from '../providers/webhook-errors';

/** A customer is not kept waiting on the provider longer than this. */
const PROVIDER_TIMEOUT_MS = 15_000;

/** What every event has, whatever its type; only checkout sessions are read further. */
const stripeEvent = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  type: v.pipe(v.string(), v.nonEmpty()),
  data: v.object({ object: v.record(v.string(), v.unknown()) }),
});

/** The fields of a checkout session that top-ups read, as Stripe always sends them. */
const checkoutSession = v.object({
  object: v.literal('checkout.session'),
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  payment_status: v.string(),
  amount_total: v.nullable(v.pipe(v.number(), v.safeInteger())),
  currency: v.nullable(v.string()),
  metadata: v.record(v.string(), v.string()),
});

/**
 * Stripe Checkout through its official library: a Checkout Session in payment mode for one line
 * in USD, and `checkout.session.*` events verified with the endpoint's signing secret.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const api = new URL(config.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(config.secretKey, {
    protocol,
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    timeout: PROVIDER_TIMEOUT_MS,
  });

  return {
    async createCheckout(request) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: request.amountCents,
                  product_data: { name: request.productName },
                },
              },
            ],
            client_reference_id: String(request.topUpId),
            metadata: { top_up_id: String(request.topUpId) },
            customer_email: request.customerEmail,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          // A retried request (a lost answer) finds the session it made instead of a second one.
          { idempotencyKey: `top-up-${request.topUpId}` },
        );
      } catch (error) {
        throw new PaymentProviderError(error);
      }
      if (!session.url) throw new PaymentProviderError('The checkout session has no url');
      return { sessionId: session.id, url: session.url };
    },

    // The Refunds API takes the checkout's payment intent, which the session names once paid.
    async refund(request) {
      try {
        const session = await stripe.checkout.sessions.retrieve(request.sessionId);
        const intent = session.payment_intent;
        const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
        if (!paymentIntent) throw new Error('The checkout session has no payment');
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountCents,
            reason: 'requested_by_customer',
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw new PaymentProviderError(error, 'The payment provider did not make the refund');
      }
    },

    readWebhookEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError();
      let received: unknown;
      try {
        received = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        // Anything else failed after the signature verified: the body is not JSON.
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new WebhookSignatureError(error);
        throw new WebhookEventError(error);
      }
      const event = v.safeParse(stripeEvent, received);
      if (!event.success) throw new WebhookEventError(v.flatten(event.issues));
      const { type } = event.output;
      if (!type.startsWith('checkout.session.')) return { kind: 'ignored', type };
      const parsed = v.safeParse(checkoutSession, event.output.data.object);
      if (!parsed.success) throw new WebhookEventError(v.flatten(parsed.issues));
      const session = parsed.output;
      // A card is paid when its checkout completes; a delayed method (a bank debit) completes
      // unpaid, and its outcome arrives later as async_payment_succeeded or _failed.
      if (
        (type === 'checkout.session.completed' ||
          type === 'checkout.session.async_payment_succeeded') &&
        session.payment_status === 'paid'
      ) {
        return {
          kind: 'checkout_paid',
          sessionId: session.id,
          topUpId: topUpIdOf(session.metadata),
          amountCents: session.amount_total,
          currency: session.currency,
        };
      }
      if (type === 'checkout.session.expired' || type === 'checkout.session.async_payment_failed') {
        return {
          kind: 'checkout_expired',
          sessionId: session.id,
          topUpId: topUpIdOf(session.metadata),
        };
      }
      return { kind: 'ignored', type };
    },
  };
}

function topUpIdOf(metadata: Record<string, string>): number | null {
  const id = Number(metadata.top_up_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
