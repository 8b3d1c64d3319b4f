import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { readBody, sendJson, startStandInServer } from '../payments/stand-in-http';

/** A payout item's transaction status, as PayPal names them. */
export type StandInItemStatus =
  | 'PENDING'
  | 'SUCCESS'
  | 'FAILED'
  | 'RETURNED'
  | 'UNCLAIMED'
  | 'BLOCKED'
  | 'ONHOLD';

/** A payout batch as the stand-in keeps it: one item, the fields PayPal's answers carry. */
export type StandInBatch = {
  payout_batch_id: string;
  sender_batch_id: string;
  batch_status: 'PENDING' | 'SUCCESS' | 'DENIED';
  item: {
    payout_item_id: string;
    transaction_status: StandInItemStatus;
    sender_item_id: string | null;
    receiver: string;
    amount: { value: string; currency: string };
    note: string | null;
    errors?: { name: string; message: string };
  };
};

export type PayPalStandIn = {
  /** Its origin, `http://127.0.0.1:{port}`: the API's PAYPAL_API_URL. */
  url: string;
  /** The API's environment for payouts through the stand-in. */
  env: {
    PAYPAL_CLIENT_ID: string;
    PAYPAL_CLIENT_SECRET: string;
    PAYPAL_API_URL: string;
    PAYPAL_WEBHOOK_ID: string;
  };
  /** Every batch made, by PayPal's batch id. */
  batches: ReadonlyMap<string, StandInBatch>;
  /** Tokens handed out so far. */
  tokensIssued(): number;
  /** Sets the item's outcome: paid (SUCCESS), or one after which the money does not arrive. */
  settle(batchId: string, status: StandInItemStatus, message?: string): void;
  /** Where webhook events go: the API's /api/en/1/payments/paypal/webhook. */
  deliverTo(webhookUrl: string): void;
  /**
   * Posts the batch's item as it stands (`PAYMENT.PAYOUTS-ITEM.{SUCCEEDED|FAILED|RETURNED|…}`),
   * signed for the stand-in's webhook, or with a forged signature; answers the response status.
   */
  deliverItemEvent(batchId: string, options?: { forged?: boolean }): Promise<number>;
  /** The headers PayPal would sign a delivery of `payload` (an event's JSON) with. */
  signedHeaders(payload: string): Record<string, string>;
  /** Adds to the sender account's balance (`balanceCents`). */
  addFunds(cents: number): void;
  /** Every token handed out stops working, as an expired one does. */
  expireTokens(): void;
  /** From now on every request is answered `status` (503: PayPal is down); null: works again. */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

/**
 * A local stand-in for PayPal's Payouts API (REST v1), on 127.0.0.1 and a free port, for the
 * tests and the demo: `POST /v1/oauth2/token` (client credentials, Basic auth checked) hands out
 * Bearer tokens that expire after `tokenLifetimeS`; `POST /v1/payments/payouts` makes a batch of
 * one item, PENDING, refusing a sender_batch_id already used with a link to the batch it made
 * (as PayPal does) and one beyond the sender's `balanceCents` (INSUFFICIENT_FUNDS, 422);
 * `GET /v1/payments/payouts/{id}` reads it. No money moves. `settleOnRead`
 * (the demo) pays a pending item when it is first read; otherwise `settle` says how it ends.
 */
export async function startPayPalStandIn(
  options: {
    clientId?: string;
    clientSecret?: string;
    /** PayPal's tokens last 9 hours. */
    tokenLifetimeS?: number;
    /** The sender account's balance; a payout beyond it is refused (INSUFFICIENT_FUNDS). */
    balanceCents?: number;
    settleOnRead?: boolean;
  } = {},
): Promise<PayPalStandIn> {
  const clientId = options.clientId ?? `client_${randomBytes(8).toString('hex')}`;
  const clientSecret = options.clientSecret ?? `secret_${randomBytes(16).toString('hex')}`;
  const tokenLifetimeS = options.tokenLifetimeS ?? 32_400;
  const webhookId = `WH-${randomBytes(8).toString('hex').toUpperCase()}`;
  // Stands in for PayPal's signing certificate: only the stand-in signs and verifies.
  const signingKey = randomBytes(32);
  let webhookUrl: string | undefined;
  const tokens = new Map<string, number>();
  let issued = 0;
  const batches = new Map<string, StandInBatch>();
  const bySenderBatchId = new Map<string, string>();
  let failure: number | null = null;
  let balanceCents = options.balanceCents ?? Number.POSITIVE_INFINITY;
  let origin = '';

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    if (failure !== null) {
      return sendJson(
        response,
        failure,
        error('INTERNAL_SERVICE_ERROR', 'The test PayPal is down'),
      );
    }
    if (request.method === 'POST' && pathname === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== basic) {
        return sendJson(response, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return sendJson(response, 400, {
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL',
        });
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.set(token, Date.now() + tokenLifetimeS * 1000);
      issued += 1;
      return sendJson(response, 200, {
        scope: 'https://uri.paypal.com/services/payments/payouts',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STAND-IN',
        expires_in: tokenLifetimeS,
        nonce: randomBytes(8).toString('hex'),
      });
    }

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if ((tokens.get(bearer) ?? 0) <= Date.now()) {
      return sendJson(response, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }
    if (request.method === 'POST' && pathname === '/v1/payments/payouts') {
      return createBatch(response, body);
    }
    if (request.method === 'POST' && pathname === '/v1/notifications/verify-webhook-signature') {
      return verifySignature(response, body);
    }
    const batchId = /^\/v1\/payments\/payouts\/([A-Za-z0-9]+)$/.exec(pathname)?.[1];
    const batch = batchId === undefined ? undefined : batches.get(batchId);
    if (request.method === 'GET' && batch) {
      if (options.settleOnRead && batch.item.transaction_status === 'PENDING') {
        settle(batch.payout_batch_id, 'SUCCESS');
      }
      return sendJson(response, 200, batchBody(batch));
    }
    sendJson(
      response,
      404,
      error('INVALID_RESOURCE_ID', 'The requested resource ID was not found'),
    );
  }

  function createBatch(response: ServerResponse, body: string) {
    const payout = parseJson(body) as {
      sender_batch_header?: { sender_batch_id?: unknown };
      items?: Array<{
        recipient_type?: unknown;
        amount?: { value?: unknown; currency?: unknown };
        receiver?: unknown;
        note?: unknown;
        sender_item_id?: unknown;
      }>;
    } | null;
    const senderBatchId = payout?.sender_batch_header?.sender_batch_id;
    const [item, ...more] = payout?.items ?? [];
    if (
      typeof senderBatchId !== 'string' ||
      !item ||
      more.length > 0 ||
      item.recipient_type !== 'EMAIL' ||
      typeof item.receiver !== 'string' ||
      !/^[^@\s]+@[^@\s]+$/.test(item.receiver) ||
      typeof item.amount?.value !== 'string' ||
      !/^\d+\.\d{2}$/.test(item.amount.value) ||
      Number(item.amount.value) <= 0 ||
      item.amount.currency !== 'USD'
    ) {
      return sendJson(
        response,
        400,
        error('VALIDATION_ERROR', 'Invalid request - see details', {
          details: [
            { field: 'items', issue: 'One EMAIL item of a positive USD amount is required' },
          ],
        }),
      );
    }
    const used = bySenderBatchId.get(senderBatchId);
    if (used) {
      return sendJson(
        response,
        400,
        error('USER_BUSINESS_ERROR', 'Batch with given sender_batch_id already exists', {
          details: [{ field: 'sender_batch_id', issue: 'SENDER_BATCH_ID_ALREADY_USED' }],
          links: [{ href: `${origin}/v1/payments/payouts/${used}`, rel: 'self', method: 'GET' }],
        }),
      );
    }
    const cents = Math.round(Number(item.amount.value) * 100);
    if (cents > balanceCents) {
      return sendJson(
        response,
        422,
        error(
          'INSUFFICIENT_FUNDS',
          'Sender does not have sufficient funds. Please add funds and retry.',
        ),
      );
    }
    balanceCents -= cents;
    const batch: StandInBatch = {
      payout_batch_id: randomId(),
      sender_batch_id: senderBatchId,
      batch_status: 'PENDING',
      item: {
        payout_item_id: randomId(),
        transaction_status: 'PENDING',
        sender_item_id: typeof item.sender_item_id === 'string' ? item.sender_item_id : null,
        receiver: item.receiver,
        amount: { value: item.amount.value, currency: 'USD' },
        note: typeof item.note === 'string' ? item.note : null,
      },
    };
    batches.set(batch.payout_batch_id, batch);
    bySenderBatchId.set(senderBatchId, batch.payout_batch_id);
    const { batch_header, links } = batchBody(batch);
    return sendJson(response, 201, { batch_header, links });
  }

  function batchBody(batch: StandInBatch) {
    const self = `${origin}/v1/payments/payouts/${batch.payout_batch_id}`;
    return {
      batch_header: {
        payout_batch_id: batch.payout_batch_id,
        batch_status: batch.batch_status,
        sender_batch_header: { sender_batch_id: batch.sender_batch_id, recipient_type: 'EMAIL' },
        amount: batch.item.amount,
      },
      items: [
        {
          payout_item_id: batch.item.payout_item_id,
          transaction_status: batch.item.transaction_status,
          payout_batch_id: batch.payout_batch_id,
          payout_item: {
            recipient_type: 'EMAIL',
            amount: batch.item.amount,
            receiver: batch.item.receiver,
            note: batch.item.note,
            sender_item_id: batch.item.sender_item_id,
          },
          ...(batch.item.errors ? { errors: batch.item.errors } : {}),
        },
      ],
      links: [{ href: self, rel: 'self', method: 'GET' }],
    };
  }

  /** PayPal signs `{transmission id}|{time}|{webhook id}|{CRC32 of the body}`. */
  function signatureOf(transmissionId: string, time: string, payload: string): string {
    return createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(payload)}`)
      .digest('base64');
  }

  function verifySignature(response: ServerResponse, body: string) {
    const request = parseJson(body) as Record<string, unknown> | null;
    const fields = ['transmission_id', 'transmission_time', 'transmission_sig'] as const;
    const [id, time, sig] = fields.map((field) => request?.[field]);
    if (typeof id !== 'string' || typeof time !== 'string' || typeof sig !== 'string') {
      return sendJson(response, 400, error('VALIDATION_ERROR', 'Invalid request - see details'));
    }
    const expected = Buffer.from(signatureOf(id, time, JSON.stringify(request?.webhook_event)));
    const given = Buffer.from(sig);
    const verified =
      request?.webhook_id === webhookId &&
      expected.length === given.length &&
      timingSafeEqual(expected, given);
    return sendJson(response, 200, { verification_status: verified ? 'SUCCESS' : 'FAILURE' });
  }

  async function deliverItemEvent(batchId: string, options: { forged?: boolean } = {}) {
    const batch = batches.get(batchId);
    if (!batch) throw new Error(`No payout batch ${batchId}`);
    if (!webhookUrl) throw new Error('The PayPal stand-in has no webhook URL to deliver to');
    const suffix: Partial<Record<StandInItemStatus, string>> = {
      SUCCESS: 'SUCCEEDED',
      FAILED: 'FAILED',
      RETURNED: 'RETURNED',
      UNCLAIMED: 'UNCLAIMED',
      BLOCKED: 'BLOCKED',
      ONHOLD: 'HELD',
    };
    const payload = JSON.stringify({
      id: `WH-${randomId()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'payouts_item',
      event_type: `PAYMENT.PAYOUTS-ITEM.${suffix[batch.item.transaction_status] ?? 'PENDING'}`,
      resource: batchBody(batch).items[0],
    });
    const headers = signedHeaders(payload);
    if (options.forged) {
      headers['paypal-transmission-sig'] = createHmac('sha256', randomBytes(32))
        .update(payload)
        .digest('base64');
    }
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers,
      body: payload,
    });
    await answer.arrayBuffer();
    return answer.status;
  }

  function signedHeaders(payload: string): Record<string, string> {
    const transmissionId = randomBytes(16).toString('hex');
    const time = new Date().toISOString();
    return {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${origin}/v1/notifications/certs/stand-in`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': signatureOf(transmissionId, time, payload),
      'paypal-transmission-time': time,
    };
  }

  function settle(batchId: string, status: StandInItemStatus, message?: string) {
    const batch = batches.get(batchId);
    if (!batch) throw new Error(`No payout batch ${batchId}`);
    batch.item.transaction_status = status;
    batch.batch_status = 'SUCCESS';
    if (message) batch.item.errors = { name: status, message };
  }

  const server = await startStandInServer(handle);
  origin = server.origin;
  return {
    url: origin,
    env: {
      PAYPAL_CLIENT_ID: clientId,
      PAYPAL_CLIENT_SECRET: clientSecret,
      PAYPAL_API_URL: origin,
      PAYPAL_WEBHOOK_ID: webhookId,
    },
    deliverTo(url) {
      webhookUrl = url;
    },
    deliverItemEvent,
    signedHeaders,
    batches,
    tokensIssued: () => issued,
    settle,
    addFunds(cents) {
      balanceCents += cents;
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    failWith(status) {
      failure = status;
    },
    close: server.close,
  };
}

function randomId(): string {
  return randomBytes(7).toString('hex').toUpperCase();
}

function error(name: string, message: string, more: Record<string, unknown> = {}) {
  return { name, message, debug_id: randomBytes(6).toString('hex'), ...more };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
