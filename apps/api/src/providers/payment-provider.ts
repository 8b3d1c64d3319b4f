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

/**
 * Gives `amountCents` of a paid checkout back to the card it was paid with. The provider makes
 * one refund per `idempotencyKey`: a retried request answers the refund already made.
 */
export type RefundRequest = { sessionId: string; amountCents: number; idempotencyKey: string };

/** The provider could not be reached or refused the request: nothing was charged or refunded. */
export class PaymentProviderError extends Error {
  constructor(cause: unknown, message = 'The payment provider did not create the checkout') {
    super(message, { cause });
    this.name = 'PaymentProviderError';
  }
}

/** The payment provider as the routes see it: no route knows which provider it is. */
export interface PaymentProvider {
  /** Creates a hosted checkout; throws PaymentProviderError. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Verifies a webhook delivery's signature over its raw body (WebhookSignatureError), then reads
   * it (WebhookEventError).
   */
  readWebhookEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Refunds part or all of a paid checkout to its card; answers the refund's id. Throws PaymentProviderError. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}
