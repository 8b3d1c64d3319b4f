/** A webhook delivery whose signature is missing or wrong: not from the provider. */
export class WebhookSignatureError extends Error {
  constructor(cause?: unknown) {
    super('The webhook signature does not verify', { cause });
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A delivery whose signature verifies but whose body is not an event we can read (not JSON, no
 * `data.object`, a session without its id or metadata): refused, never half-read.
 */
export class WebhookEventError extends Error {
  constructor(cause?: unknown) {
    super('The webhook event is malformed', { cause });
    this.name = 'WebhookEventError';
  }
}
