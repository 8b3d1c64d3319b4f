/** One expert's payout as it is sent: `amountCents` in US dollars to a PayPal account's e-mail. */
export type PayoutRequest = {
  /** Ours, derived from the payout row: the provider pays one sender batch id once. */
  senderBatchId: string;
  amountCents: number;
  /** The PayPal account's e-mail. */
  receiver: string;
  /** The line the expert reads in PayPal's e-mail. */
  note: string;
};

/** Where a sent payout stands at the provider. */
export type PayoutOutcome =
  /** Still on its way (processing, or waiting for the receiver to claim it). */
  | { state: 'sent' }
  | { state: 'paid' }
  /** It will not arrive: failed, returned, blocked, denied; `reason` in the provider's words. */
  | { state: 'failed'; reason: string };

/** What a webhook delivery reports: a payout item's outcome, by the provider's batch id. */
export type PayoutEvent =
  | { kind: 'payout_outcome'; batchId: string; outcome: PayoutOutcome }
  | { kind: 'ignored'; type: string };

/** A webhook delivery's signature headers, as received (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * The provider could not be asked (down, timed out, a 5xx, our credentials refused): nothing is
 * known to have happened, and asking again later is safe.
 */
export class PayoutProviderError extends Error {
  constructor(cause: unknown) {
    super('The payout provider did not answer', { cause });
    this.name = 'PayoutProviderError';
  }
}

/** The provider refused this payout as it is (a 4xx on its content): it will never be sent. */
export class PayoutRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`The payout provider refused the payout: ${reason}`);
    this.name = 'PayoutRefusedError';
  }
}

/** Payouts as the payout run sees them: no run knows which provider it is. */
export interface PayoutProvider {
  /**
   * Sends the payout and answers the provider's batch id; a sender batch id already sent answers
   * the batch it made, and pays nothing more. Throws PayoutProviderError or PayoutRefusedError.
   */
  sendPayout(request: PayoutRequest): Promise<{ batchId: string }>;
  /** Reads where the batch stands; throws PayoutProviderError. */
  readPayout(batchId: string): Promise<PayoutOutcome>;
  /**
   * Verifies a webhook delivery with the provider and reads it: throws WebhookSignatureError
   * (webhook-errors.ts) when it does not verify or no webhook is configured, and
   * PayoutProviderError when the provider cannot be asked.
   */
  readWebhookEvent(rawBody: Buffer, headers: WebhookHeaders): Promise<PayoutEvent>;
}
