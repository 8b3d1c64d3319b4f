import { ERROR_CATALOGUE } from '@bb/validation';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/seed-data';
import { ApiClient, type ApiResponse } from './testing/api-client';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from './testing/test-server';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A route, its path with {param} placeholders, and the fields it reads. */
type RouteShape = [Method, string, string[]];

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
  ['GET', 'widgets/writers-top', ['discipline', 'reviews_qty', 'sort', 'online', 'lang']],
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
  ['GET', 'customers/pre-orders', []],
  ['GET', 'customers/orders', []],
  ['GET', 'customers/orders/{id}', []],
  ['GET', 'widgets/order-post-experience', ['order_id']],
  ['POST', 'widgets/order-post-experience', ['order_id', 'rating', 'comment', 'would_recommend']],
  ['POST', 'widgets/orphanage-file', ['name']],
  ['GET', 'widgets/orphanage-file/{id}', []],
  ['DELETE', 'widgets/orphanage-file/{id}', []],
  ['GET', 'widgets/writer-registration', []],
  [
    'POST',
    'widgets/writer-registration-request',
    ['login', 'name', 'discipline_subs', 'experience', 'policy_agree'],
  ],
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

describe.each(ENGINES)('every route answers bad input with a 4xx envelope on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: '0' });
    client = new ApiClient(server.app, '10.9.0.1');
    await client.post('users/sessions', { login: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD });
  });
  afterAll(() => server.close());

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

    for (const [method, template, fields] of ROUTES) {
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
            const response =
              method === 'GET'
                ? await client.request('GET', `${path}?${form.toString()}`)
                : await client.request(method, path, {
                    body: form.toString(),
                    headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  });
            expectWellFormed(response, `${method} ${path} ${form}`);
          },
        ),
        { numRuns: 25 },
      );
    }

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
  });
});
