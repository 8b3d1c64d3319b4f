import Stripe from 'stripe';
import type { StripeConfig } from '../config';

/** What the customer pays for in one checkout: a top-up of `amountCents`, in US dollars. */
export type CheckoutRequest = {
  topUpId: number;
  amountCents: number;
  /** The line the checkout page shows ("BB balance top-up", "Order #41"). */
  productName: string;
  customerEmail: string;
  /** Where the provider sends the customer back: paid, or cancelled. */
  successUrl: string;
  cancelUrl: string;
};

/** A checkout session the provider created: the page to send the customer to. */
export type Checkout = { sessionId: string; url: string };

/** What a webhook delivery reports, as far as top-ups care. */
export type PaymentEvent =
  | {
      kind: 'checkout_paid';
      sessionId: string;
      /** The top-up the session was created for (its metadata), or null when it names none. */
      topUpId: number | null;
      amountCents: number | null;
      currency: string | null;
    }
  /** The checkout closed unpaid: it expired, or its delayed payment failed. Nothing was charged. */
  | { kind: 'checkout_expired'; sessionId: string; topUpId: number | null }
  | { kind: 'ignored'; type: string };

/** The provider could not be reached or refused the request: nothing was charged. */
export class PaymentProviderError extends Error {
  constructor(cause: unknown) {
    super('The payment provider did not create the checkout', { cause });
    this.name = 'PaymentProviderError';
  }
}

/** A webhook delivery whose signature is missing or wrong: not from the provider. */
export class WebhookSignatureError extends Error {
  constructor(cause?: unknown) {
    super('The webhook signature does not verify', { cause });
    this.name = 'WebhookSignatureError';
  }
}

/** The payment provider as the routes see it: no route knows which provider it is. */
export interface PaymentProvider {
  /** Creates a hosted checkout; throws PaymentProviderError. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies a webhook delivery's signature over its raw body; throws WebhookSignatureError. */
  readWebhookEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** A customer is not kept waiting on the provider longer than this. */
const PROVIDER_TIMEOUT_MS = 15_000;

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

    readWebhookEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error);
      }
      // A card is paid when its checkout completes; a delayed method (a bank debit) completes
      // unpaid, and its outcome arrives later as async_payment_succeeded or _failed.
      if (
        (event.type === 'checkout.session.completed' ||
          event.type === 'checkout.session.async_payment_succeeded') &&
        event.data.object.payment_status === 'paid'
      ) {
        const session = event.data.object;
        return {
          kind: 'checkout_paid',
          sessionId: session.id,
          topUpId: topUpIdOf(session),
          amountCents: session.amount_total,
          currency: session.currency,
        };
      }
      if (
        event.type === 'checkout.session.expired' ||
        event.type === 'checkout.session.async_payment_failed'
      ) {
        const session = event.data.object;
        return { kind: 'checkout_expired', sessionId: session.id, topUpId: topUpIdOf(session) };
      }
      return { kind: 'ignored', type: event.type };
    },
  };
}

function topUpIdOf(session: Stripe.Checkout.Session): number | null {
  const id = Number(session.metadata?.top_up_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
