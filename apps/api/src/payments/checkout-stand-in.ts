import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, startStandInServer } from './stand-in-http';

/** A checkout session as the stand-in keeps it: the fields of Stripe's that top-ups read. */
export type StandInSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  /** The payment once paid (`pi_…`), which a refund names. */
  payment_intent: string | null;
  /** The line the page shows. */
  product_name: string;
};

/** An event as Stripe sends it to a webhook endpoint (a snapshot of the session). */
export type StandInEvent = {
  id: string;
  object: 'event';
  type:
    | 'checkout.session.completed'
    | 'checkout.session.expired'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed';
  created: number;
  livemode: false;
  data: { object: StandInSession };
};

/** A refund as Stripe's Refunds API answers it. */
export type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
};

export type CheckoutStandIn = {
  /** Its origin, `http://127.0.0.1:{port}`: the API's STRIPE_API_URL. */
  url: string;
  /** The API's environment for payments through the stand-in. */
  env: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_API_URL: string };
  sessions: ReadonlyMap<string, StandInSession>;
  /** Every refund made (`POST /v1/refunds`), the first first; a repeated idempotency key makes none. */
  refunds: StandInRefund[];
  /** Every delivery to the webhook: the event and the status it was answered with. */
  deliveries: Array<{ event: StandInEvent; status: number }>;
  /** Where events go: the API's /api/en/1/payments/stripe/webhook. */
  deliverTo(webhookUrl: string): void;
  /** Marks the session paid and answers the event that says so, not yet delivered. */
  complete(sessionId: string): StandInEvent;
  /**
   * Completes the session with a delayed payment method (a bank debit): the completed event,
   * unpaid, and the one that later settles it (async_payment_succeeded, paid, or _failed), neither
   * delivered yet.
   */
  completeDelayed(sessionId: string, settles: 'succeeded' | 'failed'): [StandInEvent, StandInEvent];
  /** Marks the session expired and delivers checkout.session.expired. */
  expire(sessionId: string): Promise<number>;
  /** Signs the event as Stripe does and posts it to the webhook; answers the response status. */
  deliver(event: StandInEvent, secret?: string): Promise<number>;
  /** The `Stripe-Signature` header Stripe would send with `payload` now (any bytes). */
  signatureOf(payload: string, secret?: string): string;
  /** From now on the API answers `status` (503: the provider is down); null: works again. */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

/**
 * A local stand-in for Stripe's hosted checkout, on 127.0.0.1 and a free port, for the tests and
 * the demo: `POST /v1/checkout/sessions` (the form the Stripe library sends, its Bearer key
 * checked) creates a session whose `url` is the stand-in's own page `GET /pay/{id}`; paying there
 * (`POST /pay/{id}`) posts the signed `checkout.session.completed` to the webhook and sends the
 * customer to the session's success_url. No card is asked for or charged. `GET
 * /v1/checkout/sessions/{id}` reads a session and `POST /v1/refunds` refunds part of a paid one
 * (up to what is left of it; one refund per `Idempotency-Key`). The keys are random per start
 * unless given.
 */
export async function startCheckoutStandIn(
  options: {
    secretKey?: string;
    webhookSecret?: string;
    webhookUrl?: string;
    /**
     * An open session expires this long after it is made and checkout.session.expired is
     * delivered, as Stripe's do (24 h by default there). Without it sessions stay open until
     * `expire` (the tests expire them when they say).
     */
    expiresAfterMs?: number;
  } = {},
): Promise<CheckoutStandIn> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  let webhookUrl = options.webhookUrl;
  let failure: number | null = null;
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const refundsByKey = new Map<string, StandInRefund>();
  const deliveries: CheckoutStandIn['deliveries'] = [];
  const expiryTimers = new Set<NodeJS.Timeout>();
  let origin = '';

  const event = (type: StandInEvent['type'], session: StandInSession): StandInEvent => ({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...session } },
  });

  const signatureOf = (payload: string, secret = webhookSecret) => {
    const timestamp = Math.floor(Date.now() / 1000);
    // Stripe's scheme v1: HMAC-SHA256 of "{timestamp}.{payload}" with the endpoint's secret.
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${v1}`;
  };

  const deliver = async (sent: StandInEvent, secret = webhookSecret) => {
    if (!webhookUrl) throw new Error('The checkout stand-in has no webhook URL to deliver to');
    const payload = JSON.stringify(sent);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signatureOf(payload, secret),
      },
      body: payload,
    });
    await response.arrayBuffer();
    deliveries.push({ event: sent, status: response.status });
    return response.status;
  };

  const open = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`No open checkout session ${sessionId}`);
    return session;
  };
  const complete = (sessionId: string) => {
    const session = open(sessionId);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
    return event('checkout.session.completed', session);
  };

  const expire = (sessionId: string) => {
    const session = open(sessionId);
    session.status = 'expired';
    return deliver(event('checkout.session.expired', session));
  };
  const expireLater = (sessionId: string, afterMs: number) => {
    const timer = setTimeout(() => {
      expiryTimers.delete(timer);
      // Paid or expired by hand meanwhile: nothing to do; a webhook that is down misses it, as
      // it would miss Stripe's first delivery.
      if (sessions.get(sessionId)?.status === 'open') expire(sessionId).catch(() => {});
    }, afterMs);
    // A demo server's pending checkouts do not keep the process alive.
    timer.unref();
    expiryTimers.add(timer);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const apiCall = pathname.startsWith('/v1/');
    if (apiCall && failure !== null) {
      // The library would retry a 5xx; this one is down on purpose, so it says not to.
      return sendJson(response, failure, stripeError('api_error', 'The test checkout is down'), {
        'stripe-should-retry': 'false',
      });
    }
    if (apiCall && request.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(response, 401, stripeError('invalid_request_error', 'Invalid API Key'));
    }
    const sessionRead = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(pathname);
    if (request.method === 'GET' && sessionRead) {
      const session = sessions.get(sessionRead[1] ?? '');
      if (!session)
        return sendJson(
          response,
          404,
          stripeError('invalid_request_error', 'No such checkout session'),
        );
      return sendJson(response, 200, session);
    }
    if (request.method === 'POST' && pathname === '/v1/refunds') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const made = refundsByKey.get(key);
      if (made) return sendJson(response, 200, made);
      const form = new URLSearchParams(body);
      const intent = form.get('payment_intent');
      const paid = [...sessions.values()].find((session) => session.payment_intent === intent);
      const amount = Number(form.get('amount'));
      const left =
        (paid?.amount_total ?? 0) -
        refunds
          .filter((refund) => refund.payment_intent === intent)
          .reduce((sum, refund) => sum + refund.amount, 0);
      if (!paid || !intent || !Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
        return sendJson(
          response,
          400,
          stripeError('invalid_request_error', 'The refund is not possible'),
        );
      }
      const refund: StandInRefund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: paid.currency,
        payment_intent: intent,
        reason: form.get('reason'),
        status: 'succeeded',
      };
      refunds.push(refund);
      if (key !== '') refundsByKey.set(key, refund);
      return sendJson(response, 200, refund);
    }
    if (request.method === 'POST' && pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      const line = 'line_items[0][price_data]';
      const amount = Number(form.get(`${line}[unit_amount]`));
      const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
      const successUrl = form.get('success_url');
      const cancelUrl = form.get('cancel_url');
      if (!Number.isSafeInteger(amount) || amount <= 0 || !successUrl || !cancelUrl) {
        return sendJson(response, 400, stripeError('invalid_request_error', 'Missing parameter'));
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
        if (name !== undefined) metadata[name] = value;
      }
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `${origin}/pay/${id}`,
        mode: form.get('mode') ?? 'payment',
        amount_total: amount * quantity,
        currency: form.get(`${line}[currency]`) ?? 'usd',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        metadata,
        success_url: successUrl,
        cancel_url: cancelUrl,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        product_name: form.get(`${line}[product_data][name]`) ?? 'Payment',
      };
      sessions.set(id, session);
      if (options.expiresAfterMs !== undefined) expireLater(id, options.expiresAfterMs);
      return sendJson(response, 200, session);
    }

    // The browser asks every origin for its icon; the test checkout has none to show.
    if (request.method === 'GET' && pathname === '/favicon.ico') {
      response.writeHead(204);
      return response.end();
    }
    const sessionId = /^\/pay\/([A-Za-z0-9_]+)$/.exec(pathname)?.[1] ?? '';
    const session = sessions.get(sessionId);
    if (!session) return sendPage(response, 404, 'Checkout not found', '<p>No such checkout.</p>');
    if (request.method === 'GET') {
      if (session.status !== 'open') return sendClosed(response, session);
      return sendPage(response, 200, 'Test checkout', checkoutPage(session));
    }
    if (request.method === 'POST') {
      if (session.status !== 'open') return sendClosed(response, session);
      await deliver(complete(session.id));
      response.writeHead(303, { location: session.success_url });
      return response.end();
    }
    response.writeHead(405, { allow: 'GET, POST' });
    response.end();
  }

  const server = await startStandInServer(handle);
  origin = server.origin;
  return {
    url: origin,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: origin,
    },
    sessions,
    refunds,
    deliveries,
    deliverTo(url) {
      webhookUrl = url;
    },
    complete,
    completeDelayed(sessionId, settles) {
      const session = open(sessionId);
      session.status = 'complete';
      const completed = event('checkout.session.completed', session);
      if (settles === 'succeeded') {
        session.payment_status = 'paid';
        session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
      }
      return [completed, event(`checkout.session.async_payment_${settles}`, session)];
    },
    expire,
    deliver,
    signatureOf,
    failWith(status) {
      failure = status;
    },
    close() {
      for (const timer of expiryTimers) clearTimeout(timer);
      return server.close();
    },
  };
}

function stripeError(type: string, message: string) {
  return { error: { type, message } };
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);
}

function checkoutPage(session: StandInSession): string {
  const amount = dollars(session.amount_total);
  return `<h1>Test checkout: no card is charged</h1>
<dl class="summary">
<div><dt>Description</dt><dd>${escapeHtml(session.product_name)}</dd></div>
<div><dt>Amount</dt><dd class="amount">${amount}</dd></div>
</dl>
<p class="note">This page stands in for the payment provider's hosted checkout. Paying here charges no card: the payment is reported to the shop as the provider would report it.</p>
<div class="actions">
<form method="post" action="/pay/${session.id}">
<button type="submit">Pay ${amount}</button>
</form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel and return</a></p>
</div>`;
}

function sendClosed(response: ServerResponse, session: StandInSession) {
  const back = session.status === 'complete' ? session.success_url : session.cancel_url;
  return sendPage(
    response,
    409,
    'Checkout closed',
    `<h1>This checkout is ${session.status === 'complete' ? 'paid' : 'expired'}</h1>
<p><a href="${escapeHtml(back)}">Return to the site</a></p>`,
  );
}

/**
 * The page's own style, inline (the CSP allows inline styles and nothing else): a card on a grey
 * ground, labelled as the demo payment provider, readable from 320 px, its controls at least
 * 44 px high with a visible focus ring, colours at AA contrast.
 */
const PAGE_STYLE = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#eef1f5;color:#1d2330;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.provider{margin:0;padding:.75rem 1rem;background:#1d2330;color:#fff;font-weight:600;display:flex;gap:.6rem;align-items:center;flex-wrap:wrap}
.badge{padding:.1rem .5rem;border-radius:999px;background:#ffd84d;color:#1d2330;font-size:.8rem;text-transform:uppercase;letter-spacing:.04em}
main{padding:1.5rem 1rem 3rem}
.card{max-width:30rem;margin:0 auto;padding:1.5rem 1.25rem;background:#fff;border:1px solid #d5dae1;border-radius:12px;box-shadow:0 6px 24px rgb(29 35 48 / 8%)}
h1{margin:0 0 1rem;font-size:1.35rem;line-height:1.3}
.summary{margin:0 0 1rem;border-top:1px solid #d5dae1}
.summary div{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;padding:.6rem 0;border-bottom:1px solid #d5dae1}
.summary dt{color:#4d5565}
.summary dd{margin:0;text-align:right;overflow-wrap:anywhere}
.amount{font-size:1.5rem;font-weight:700}
.note{margin:0 0 1.25rem;color:#4d5565;font-size:.9rem}
.actions p{margin:.75rem 0 0;text-align:center}
button{display:block;width:100%;min-height:48px;padding:.7rem 1.4rem;border:0;border-radius:8px;background:#1f4fc4;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#173d99}
a{color:#1f4fc4;display:inline-block;min-height:44px;padding:.6rem .25rem}
:focus-visible{outline:3px solid #1d2330;outline-offset:3px}
button:focus-visible{outline-color:#1f4fc4}
@media (min-width:600px){main{padding-top:4rem}.card{padding:2rem}h1{font-size:1.6rem}}`;

function sendPage(response: ServerResponse, status: number, title: string, main: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // No form-action: the payment's answer redirects to the shop's own origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'referrer-policy': 'no-referrer',
  });
  response.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Demo payment provider</title>
<style>${PAGE_STYLE}</style></head>
<body>
<header class="provider"><span class="badge">Demo</span> Demo payment provider</header>
<main><div class="card">
${main}
</div></main></body>
</html>`);
}
