import * as v from 'valibot';
import type { PayPalConfig } from '../config';
import {
  type PayoutOutcome,
  type PayoutProvider,
  PayoutProviderError,
  PayoutRefusedError,
} from '../providers/payout-provider';
import { WebhookEventError, WebhookSignatureError } from '../providers/webhook-errors';

/** A payout run is not held up by PayPal longer than this per call. */
const PAYPAL_TIMEOUT_MS = 15_000;
/** A token is renewed this long before PayPal says it expires, so none expires mid-request. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

/** A payout item's transaction statuses after which the money will not arrive. */
const FAILED_ITEM_STATUSES = new Set([
  'FAILED',
  'RETURNED',
  'BLOCKED',
  'REFUNDED',
  'REVERSED',
  'DENIED',
]);
/**
 * Refusals about our side, not the payout: our account's balance is short, or the app may not
 * send payouts. The payout waits, and is sent once the team has put it right.
 */
const SENDER_PROBLEMS = new Set([
  'INSUFFICIENT_FUNDS',
  'AUTHORIZATION_ERROR',
  'RATE_LIMIT_REACHED',
]);
/** A batch's statuses after which none of its items is paid. */
const FAILED_BATCH_STATUSES = new Set(['DENIED', 'CANCELED']);

/** The headers PayPal signs a webhook delivery with, as its verify call names them. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** A verified event's type; a payout item's events carry the item as PayPal always sends it. */
const webhookEvent = v.object({ event_type: v.string() });
const payoutItemEvent = v.object({
  resource: v.object({
    payout_batch_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
    transaction_status: v.string(),
    errors: v.optional(v.object({ name: v.optional(v.string()), message: v.optional(v.string()) })),
  }),
});

type PayPalError = { name?: string; message?: string; links?: Array<{ href?: string }> };
type PayPalItem = { transaction_status?: string; errors?: { name?: string; message?: string } };
type PayPalBatch = {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: PayPalItem[];
};

/**
 * PayPal's Payouts API (REST v1) over fetch: an OAuth2 client-credentials token (kept until a
 * minute before it expires, renewed once when PayPal refuses it), one batch of one EMAIL item
 * per payout, and the batch read back for its outcome. `now` is the token's clock.
 */
export function createPayPalPayouts(
  config: PayPalConfig,
  now: () => number = Date.now,
): PayoutProvider {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  let token: { value: string; renewAt: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${config.apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PayoutProviderError(error);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    const response = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PayoutProviderError(`PayPal token: HTTP ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PayoutProviderError('PayPal token: no access_token');
    token = {
      value: body.access_token,
      renewAt: now() + (body.expires_in ?? 0) * 1000 - TOKEN_RENEWAL_MARGIN_MS,
    };
    return token.value;
  }

  /** A call with the token; a token PayPal no longer takes (revoked, expired early) is renewed. */
  async function authorized(path: string, init: RequestInit): Promise<Response> {
    const send = async () =>
      call(path, {
        ...init,
        headers: {
          ...init.headers,
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
        },
      });
    const response = await send();
    if (response.status !== 401) return response;
    token = null;
    return send();
  }

  return {
    async sendPayout(request) {
      const response = await authorized('/v1/payments/payouts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          sender_batch_header: {
            sender_batch_id: request.senderBatchId,
            recipient_type: 'EMAIL',
            email_subject: 'You have a payout',
          },
          items: [
            {
              recipient_type: 'EMAIL',
              amount: { value: dollars(request.amountCents), currency: 'USD' },
              receiver: request.receiver,
              note: request.note,
              sender_item_id: request.senderBatchId,
            },
          ],
        }),
      });
      const body = (await response.json().catch(() => ({}))) as PayPalBatch & PayPalError;
      if (response.ok && body.batch_header?.payout_batch_id) {
        return { batchId: body.batch_header.payout_batch_id };
      }
      if (response.status >= 400 && response.status < 500 && response.status !== 401) {
        // A sender batch id already used: PayPal links the batch it made with it.
        const original = body.links
          ?.map((link) => /\/v1\/payments\/payouts\/([^/?#]+)$/.exec(link.href ?? '')?.[1])
          .find((id) => id !== undefined);
        if (original) return { batchId: original };
        if (
          response.status !== 403 &&
          response.status !== 429 &&
          !SENDER_PROBLEMS.has(body.name ?? '')
        ) {
          throw new PayoutRefusedError(body.message ?? body.name ?? `HTTP ${response.status}`);
        }
      }
      throw new PayoutProviderError(`PayPal payouts: HTTP ${response.status} ${body.name ?? ''}`);
    },

    async readPayout(batchId) {
      const response = await authorized(`/v1/payments/payouts/${encodeURIComponent(batchId)}`, {
        method: 'GET',
      });
      if (!response.ok) throw new PayoutProviderError(`PayPal payout: HTTP ${response.status}`);
      return outcomeOf((await response.json()) as PayPalBatch);
    },

    async readWebhookEvent(rawBody, headers) {
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch (error) {
        throw new WebhookSignatureError(error);
      }
      const signature = Object.fromEntries(
        Object.entries(SIGNATURE_HEADERS).map(([field, header]) => [field, headers[header]]),
      );
      if (
        !config.webhookId ||
        typeof event !== 'object' ||
        event === null ||
        Object.values(signature).some((value) => typeof value !== 'string')
      ) {
        throw new WebhookSignatureError();
      }
      // PayPal checks the signature itself: its certificate chain and CRC32 over the event. The
      // event goes as received, byte for byte: serialized again it could differ and not verify.
      const fields = JSON.stringify({ ...signature, webhook_id: config.webhookId });
      const response = await authorized('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `${fields.slice(0, -1)},"webhook_event":${rawBody.toString('utf8')}}`,
      });
      if (response.status >= 500 || response.status === 429) {
        throw new PayoutProviderError(`PayPal verify: HTTP ${response.status}`);
      }
      const verified = (await response.json().catch(() => ({}))) as {
        verification_status?: string;
      };
      if (!response.ok || verified.verification_status !== 'SUCCESS') {
        throw new WebhookSignatureError(verified.verification_status);
      }
      // Verified, so from PayPal; a body PayPal would never send is refused, never half-read.
      const typed = v.safeParse(webhookEvent, event);
      if (!typed.success) throw new WebhookEventError(v.flatten(typed.issues));
      const type = typed.output.event_type;
      if (!type.startsWith('PAYMENT.PAYOUTS-ITEM.')) return { kind: 'ignored', type };
      const item = v.safeParse(payoutItemEvent, event);
      if (!item.success) throw new WebhookEventError(v.flatten(item.issues));
      const outcome = itemOutcome(item.output.resource);
      if (outcome === null) return { kind: 'ignored', type };
      return { kind: 'payout_outcome', batchId: item.output.resource.payout_batch_id, outcome };
    },
  };
}

/** A payout item's outcome, or null while it is on its way. */
function itemOutcome(item: PayPalItem): PayoutOutcome | null {
  const status = item.transaction_status ?? '';
  if (status === 'SUCCESS') return { state: 'paid' };
  if (FAILED_ITEM_STATUSES.has(status)) {
    return { state: 'failed', reason: item.errors?.message ?? status };
  }
  return null;
}

function outcomeOf(batch: PayPalBatch): PayoutOutcome {
  const settled = itemOutcome(batch.items?.[0] ?? {});
  if (settled) return settled;
  const batchStatus = batch.batch_header?.batch_status ?? '';
  if (FAILED_BATCH_STATUSES.has(batchStatus)) return { state: 'failed', reason: batchStatus };
  // PENDING, UNCLAIMED (no PayPal account yet: PayPal returns it after 30 days), ONHOLD.
  return { state: 'sent' };
}

/** Cents as PayPal's decimal string: 2975 → '29.75'. */
function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
