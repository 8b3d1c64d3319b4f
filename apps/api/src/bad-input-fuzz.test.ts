import { ERROR_CATALOGUE } from '@bb/validation';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutStandIn, startCheckoutStandIn } from './payments/checkout-stand-in';
import { type PayPalStandIn, startPayPalStandIn } from './payouts/paypal-stand-in';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/seed-data';
import { ApiClient, type ApiResponse } from './testing/api-client';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from './testing/test-server';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Role = 'customer' | 'writer' | 'operator';
/**
 * A route, its path with {param} placeholders, the fields it reads, and whose session sends it
 * (the customer's unless said): a party's routes are fuzzed past their role check.
 */
type RouteShape = [Method, string, string[], Role?];

/** The routes on one order, for each party's prefix. */
const orderRoutes = (prefix: string, role: Role): RouteShape[] => [
  ['GET', `${prefix}/orders/{id}/messages`, ['cursor', 'limit'], role],
  ['POST', `${prefix}/orders/{id}/messages`, ['body'], role],
  ['GET', `${prefix}/orders/{id}/files`, [], role],
  ['GET', `${prefix}/orders/{id}/files/{file}`, [], role],
  ...(role === 'operator'
    ? []
    : [['POST', `${prefix}/orders/{id}/files`, ['file'], role] as RouteShape]),
];

const ROUTES: RouteShape[] = [
  ['GET', 'common/settings', []],
  ['GET', 'common/company-settings', ['domain']],
  ['GET', 'widgets/dictionaries/{names}', []],
  ['GET', 'time/utc-offset', ['client_datetime']],
  ['GET', 'widgets/testimonials-rotator', ['qty']],
  ['GET', 'widgets/orders-latest', ['discipline']],
  ['GET', 'widgets/writers/{slugs}', []],
  ['GET', 'widgets/writers/{slug}/testimonials', ['offset', 'limit', 'highlighted_only']],
  ['GET', 'widgets/writers/{slug}/portfolio', []],
  ['GET', 'widgets/writers/{slug}/portfolio/{id}', []],
  [
    'GET',
    'widgets/writers-top',
    ['cursor', 'limit', 'discipline', 'reviews_qty', 'sort', 'online', 'lang'],
  ],
  ['GET', 'widgets/statistics', []],
  ['GET', 'widgets/variables/{names}', []],
  ['GET', 'widgets/avatars/{file}', ['size']],
  ['GET', 'services/first-visit', []],
  ['POST', 'services/visits', ['url', 'referer', 'user_agent']],
  ['GET', 'users/pre-check', ['login', 'user_role']],
  [
    'POST',
    'users/sessions',
    [
      'login',
      'password',
      'utc_offset_min',
      'client_type',
      'captcha_token',
      'stay_signed_in',
      'policy_agree',
      'marketing_agree',
    ],
  ],
  ['GET', 'users/sessions', []],
  ['GET', 'users/sessions/all', []],
  ['DELETE', 'users/sessions/others', []],
  ['DELETE', 'users/sessions/all/{handle}', []],
  ['GET', 'customers', []],
  [
    'POST',
    'customers',
    [
      'login',
      'utc_offset_min',
      'force_auth',
      'policy_agree',
      'marketing_agree',
      'client_type',
      'captcha_token',
    ],
  ],
  ['POST', 'widgets/data-boxes', ['data', 'ttl']],
  ['GET', 'widgets/data-boxes/{key}', []],
  ['POST', 'users/password-restore', ['login', 'captcha_token', 'policy_agree']],
  ['GET', 'users/password-restore/actions/validate', ['code']],
  ['PATCH', 'users/password-restore', ['code', 'password']],
  ['PATCH', 'users/password', ['current_password', 'password']],
  [
    'GET',
    'users/sessions/oauth2/url/{provider}',
    [
      'url_path_redirect_success',
      'captcha_token',
      'url_path_redirect_fail',
      'client_type',
      'source_context',
      'utc_offset_min',
      'policy_agree',
      'marketing_agree',
    ],
  ],
  ['GET', 'users/sessions/oauth2/callback/{provider}', ['code', 'state', 'error']],
  ['POST', 'users/sessions/oauth2/callback/{provider}', ['code', 'state', 'user']],
  ['GET', 'users/redirect-to-dashboard', ['route', 'data_box_key']],
  ['GET', 'users/email-verification', ['token']],
  [
    'POST',
    'customers/pre-orders',
    [
      'paper_type',
      'title',
      'discipline_sub',
      'discipline_txt',
      'writer_req_slug',
      'description',
      'pages_qty',
      'words_qty',
      'deadline_datetime',
      'files',
      'data_box_key',
    ],
  ],
  ['GET', 'customers/pre-orders', ['cursor', 'limit']],
  ['GET', 'customers/orders', ['cursor', 'limit', 'status']],
  ['GET', 'customers/orders/{id}', []],
  ['GET', 'customers/balance', ['cursor', 'limit']],
  ['POST', 'customers/orders/{id}/pay', []],
  ['POST', 'customers/balance/top-ups', ['amount_cents', 'order_id']],
  ['GET', 'customers/balance/top-ups/{id}', []],
  ['POST', 'payments/stripe/webhook', ['id', 'type', 'data']],
  ['POST', 'payments/paypal/webhook', ['event_type', 'resource']],
  ['POST', 'customers/orders/{id}/approve', []],
  ['POST', 'customers/orders/{id}/revision', ['reason']],
  ['POST', 'customers/orders/{id}/cancel', ['refund_to']],
  ['POST', 'customers/orders/{id}/cancellation-request', ['reason']],
  ['POST', 'customers/orders/{id}/dispute', ['reason', 'files']],
  ...orderRoutes('customers', 'customer'),
  ['GET', 'writers/orders', ['cursor', 'limit', 'status'], 'writer'],
  ['GET', 'writers/orders/{id}', [], 'writer'],
  ['POST', 'writers/orders/{id}/accept', [], 'writer'],
  ['POST', 'writers/orders/{id}/decline', [], 'writer'],
  ['POST', 'writers/orders/{id}/deliver', [], 'writer'],
  ...orderRoutes('writers', 'writer'),
  ['DELETE', 'writers/orders/{id}/files/{file}', [], 'writer'],
  ['GET', 'writers/earnings', ['cursor', 'limit'], 'writer'],
  ['GET', 'writers/payouts', ['cursor', 'limit'], 'writer'],
  ['GET', 'writers/payout-method', [], 'writer'],
  ['PATCH', 'writers/payout-method', ['paypal_email', 'current_password'], 'writer'],
  ['GET', 'operators/orders', ['cursor', 'limit', 'status'], 'operator'],
  ['GET', 'operators/orders/{id}', [], 'operator'],
  ['GET', 'operators/experts', ['cursor', 'limit'], 'operator'],
  ['POST', 'operators/orders/{id}/assign', ['writer_slug'], 'operator'],
  ['POST', 'operators/orders/{id}/cancel', [], 'operator'],
  ['POST', 'operators/orders/{id}/cancellation-settlement', ['refund_cents'], 'operator'],
  ['POST', 'operators/orders/{id}/dispute-resolution', ['outcome', 'refund_cents'], 'operator'],
  ...orderRoutes('operators', 'operator'),
  ['GET', 'customers/tickets', ['cursor', 'limit', 'status']],
  ['POST', 'customers/tickets', ['subject', 'message', 'order_id']],
  ['GET', 'customers/tickets/{id}', []],
  ['GET', 'customers/tickets/{id}/messages', ['cursor', 'limit']],
  ['POST', 'customers/tickets/{id}/messages', ['message']],
  ['POST', 'customers/tickets/{id}/close', []],
  ['GET', 'operators/tickets', ['cursor', 'limit', 'status'], 'operator'],
  ['GET', 'operators/tickets/{id}', [], 'operator'],
  ['GET', 'operators/tickets/{id}/messages', ['cursor', 'limit'], 'operator'],
  ['POST', 'operators/tickets/{id}/messages', ['message'], 'operator'],
  ['GET', 'widgets/order-post-experience', ['order_id']],
  ['POST', 'widgets/order-post-experience', ['order_id', 'rating', 'comment', 'would_recommend']],
  ['POST', 'widgets/orphanage-file', ['name']],
  ['GET', 'widgets/orphanage-file/{id}', []],
  ['DELETE', 'widgets/orphanage-file/{id}', []],
  ['GET', 'widgets/writer-registration', []],
  [
    'POST',
    'widgets/writer-registration-request',
    ['login', 'name', 'discipline_subs', 'experience', 'sample_file', 'policy_agree'],
  ],
  ['GET', 'widgets/writer-registration-request/status', ['token']],
  ['GET', 'operators/expert-applications', ['status', 'cursor', 'limit'], 'operator'],
  ['GET', 'operators/expert-applications/{id}', [], 'operator'],
  ['GET', 'operators/expert-applications/{id}/sample', [], 'operator'],
  ['POST', 'operators/expert-applications/{id}/approve', [], 'operator'],
  ['POST', 'operators/expert-applications/{id}/decline', ['message'], 'operator'],
  ['GET', 'widgets/reminders', []],
];

const TRICKY = [
  '',
  '0',
  '1',
  '-1',
  'true',
  'on',
  '1e309',
  'NaN',
  '30000',
  '2147483648',
  '9007199254740993',
  'null',
  '[]',
  '{}',
  '{"a":',
  '__proto__',
  'constructor',
  '\u0000',
  '\r\nSet-Cookie: x=1',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '//evil.example',
  'https://evil.example/',
  'a'.repeat(5000),
  '2026-11-22T10:00:00',
  DEMO_ACCOUNTS.customer,
  'adrian-k',
  'google',
  'content_terms',
  'paper_type',
];

const value = fc.oneof(
  fc.constantFrom(...TRICKY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
);
// Path segments are sent encoded; lone surrogates cannot be, so segments are whole characters.
const segment = fc.oneof(
  fc.constantFrom(...TRICKY.filter((item) => !item.includes('\u0000'))),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

function fillPath(template: string, segments: string[]): string {
  let index = 0;
  return template.replace(/\{[a-z]+\}/g, () => encodeURIComponent(segments[index++] ?? ''));
}

function expectWellFormed(response: ApiResponse, request: string): void {
  expect(response.status, request).toBeLessThan(500);
  expect(response.text).not.toMatch(/\.ts:\d+|at [\w.]+ \(|node_modules/);
  if (response.status >= 300 && response.status < 400) {
    expect(new URL(String(response.headers.location)).origin).toBe(PUBLIC_ORIGIN);
    return;
  }
  if (String(response.headers['content-type']).startsWith('image/svg+xml')) return;
  const status = response.json?.meta?.response?.status;
  if (response.status >= 400) {
    expect(status).toBe('error');
    expect(Object.hasOwn(ERROR_CATALOGUE, response.json.meta.response.message_slug)).toBe(true);
  } else {
    expect(status).toBe('ok');
  }
}

/**
 * One file in a multipart body written by hand, so that the name, type and bytes can be anything
 * (a FormData would clean them).
 */
function multipartBody(name: string, type: string, content: Uint8Array) {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A Windows program's first bytes, and an ELF's: refused whatever the name. */
const PROGRAM_HEADS = [
  Uint8Array.from([0x4d, 0x5a, ...Array(58).fill(0), 64, 0, 0, 0, 0x50, 0x45, 0, 0]),
  Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1]),
];

describe.each(ENGINES)('every route answers bad input with a 4xx envelope on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  const clients = {} as Record<Role, ApiClient>;
  let checkout: CheckoutStandIn;
  let paypal: PayPalStandIn;
  beforeAll(async () => {
    // Payments configured, so a top-up that passes validation reaches the provider's stand-in;
    // payouts too, so a webhook delivery is verified with PayPal's.
    checkout = await startCheckoutStandIn();
    paypal = await startPayPalStandIn();
    server = await startTestServer(engine, { RATE_LIMIT: '0', ...checkout.env, ...paypal.env });
    for (const [index, role] of (['customer', 'writer', 'operator'] as const).entries()) {
      clients[role] = new ApiClient(server.app, `10.9.0.${index + 1}`);
      await clients[role].post('users/sessions', {
        login: DEMO_ACCOUNTS[role],
        password: DEMO_PASSWORD,
      });
    }
    client = clients.customer;
  });
  afterAll(async () => {
    await server.close();
    await checkout.close();
    await paypal.close();
  });

  it('never answers 500, never leaks a stack, never redirects elsewhere, and loses nothing saved', async () => {
    const box = (await client.post('widgets/data-boxes', { data: '{"keep":true}' })).json.body.key;
    const order = (
      await client.post('customers/pre-orders', {
        paper_type: '1',
        discipline_sub: '101',
        deadline_datetime: String(server.clock.now + 86_400_000),
        title: 'Keep me',
      })
    ).json.body.order;

    const kept = multipartBody('kept.txt', 'text/plain', Buffer.from('keep me'));
    const keptFile = (await client.request('POST', `customers/orders/${order.id}/files`, kept)).json
      .body.file;

    for (const [method, template, fields, role = 'customer'] of ROUTES) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.constantFrom(...fields, 'extra', '__proto__'), value), {
            maxLength: 6,
          }),
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          async (pairs, segments) => {
            const path = fillPath(template, segments);
            const form = new URLSearchParams();
            for (const [name, fieldValue] of pairs) form.append(name, fieldValue);
            const sender = clients[role];
            const response =
              method === 'GET'
                ? await sender.request('GET', `${path}?${form.toString()}`)
                : await sender.request(method, path, {
                    body: form.toString(),
                    headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  });
            expectWellFormed(response, `${method} ${path} ${form}`);
          },
        ),
        { numRuns: 25 },
      );
    }

    // Hostile uploads, past authorization: to the customer's own order and as an orphan.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...TRICKY, 'a.exe', 'x.PDF', 'résumé.docx'), fc.string()),
        fc.oneof(fc.constantFrom(...TRICKY, 'text/html', 'application/pdf'), fc.string()),
        fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...PROGRAM_HEADS)),
        fc.constantFrom(`customers/orders/${order.id}/files`, 'widgets/orphanage-file'),
        async (name, type, content, path) => {
          const response = await client.request('POST', path, multipartBody(name, type, content));
          expectWellFormed(response, `POST ${path} ${JSON.stringify([name, type])}`);
        },
      ),
      { numRuns: 60 },
    );

    // Forged webhook deliveries: whatever the body and the signature header, refused unread.
    const balance = (await client.get('customers/balance')).json.body;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...TRICKY), fc.string()),
        fc.oneof(
          fc.constantFrom(
            '',
            't=1,v1=00',
            `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`,
          ),
          fc.stringMatching(/^[\x20-\x7e]{0,80}$/),
        ),
        async (body, signature) => {
          const response = await client.request('POST', 'payments/stripe/webhook', {
            body,
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          });
          expectWellFormed(response, `webhook ${JSON.stringify([body, signature])}`);
          expect(response.status).toBe(400);
        },
      ),
      { numRuns: 60 },
    );
    expect((await client.get('customers/balance')).json.body).toEqual(balance);

    // The same for PayPal's: whatever the body and the signature headers, PayPal does not verify
    // them, and no payout changes.
    const payouts = await server.ctx.db.selectFrom('expert_payouts').selectAll().execute();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...TRICKY),
          fc.string(),
          fc.constant(
            JSON.stringify({
              event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
              resource: { payout_batch_id: 'X', transaction_status: 'SUCCESS' },
            }),
          ),
        ),
        fc.stringMatching(/^[\x20-\x7e]{0,80}$/),
        async (body, signature) => {
          const response = await client.request('POST', 'payments/paypal/webhook', {
            body,
            headers: {
              'content-type': 'application/json',
              'paypal-auth-algo': 'SHA256withRSA',
              'paypal-cert-url': `${paypal.url}/cert`,
              'paypal-transmission-id': signature,
              'paypal-transmission-sig': signature,
              'paypal-transmission-time': new Date().toISOString(),
            },
          });
          expectWellFormed(response, `PayPal webhook ${JSON.stringify([body, signature])}`);
          expect(response.status).toBe(400);
        },
      ),
      { numRuns: 40 },
    );
    expect(await server.ctx.db.selectFrom('expert_payouts').selectAll().execute()).toEqual(payouts);

    expect((await client.get(`customers/orders/${order.id}/files/${keptFile.id}`)).text).toBe(
      'keep me',
    );
    expect((await client.get(`widgets/data-boxes/${box}`)).json.body.data).toBe('{"keep":true}');
    expect((await client.get(`customers/orders/${order.id}`)).json.body.order.title).toBe(
      'Keep me',
    );
    expect((await client.get('users/sessions')).json.body.email).toBe(DEMO_ACCOUNTS.customer);
    const again = await new ApiClient(server.app, '10.9.0.2').post('users/sessions', {
      login: DEMO_ACCOUNTS.customer,
      password: DEMO_PASSWORD,
    });
    expect(again.status).toBe(200);
    // Several hundred requests, each counted in the shared rate-limit store on PostgreSQL: bounded
    // by the run counts above, given room for a machine busy with the rest of the test run.
  }, 120_000);
});
