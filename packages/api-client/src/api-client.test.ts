import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './api-client';
import { CONTENT_VARIABLE_NAMES, WRITER_CONTENT_VARIABLE_NAMES } from './content-calls';
import {
  okEnvelope,
  type RecordingServer,
  sendJson,
  startRecordingServer,
} from './test-support/recording-server';

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

interface CallCase {
  name: string;
  call: (client: ApiClient, options: { signal: AbortSignal }) => Promise<unknown>;
  method: string;
  path: string;
  /** The exact query string parameters; none when absent. */
  query?: Record<string, string>;
  /** The exact form-encoded body; no body when absent. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data with these fields. */
  multipart?: Record<string, string>;
  /** The envelope's body the server answers with. */
  body?: unknown;
  /** The server answers with this JSON as is, without an envelope. */
  rawJson?: unknown;
  /** What the call resolves to; by default the body. */
  returns?: unknown;
}

const writer = {
  slug: 'anna-k',
  pen_name: 'Anna K.',
  avatar_url: 'https://cdn.example/avatars/anna-{size}.png',
  rating: 9.8,
  orders_finished_qty: 412,
  orders_progress_qty: 3,
};
const session = { user_role: 'customer', dashboard_home_url_path: '/customer/', user_id: 7 };
const oauthQuery = {
  url_path_redirect_success: '/dashboard/customer/new-order?data_box_key=k1',
  url_path_redirect_fail: '/',
  source_context: 'short_order_form',
  utc_offset_min: 120,
  policy_agree: true,
} as const;
const utcDate = new Date(Date.UTC(2026, 10, 22, 12, 30, 5));
const upload = new FormData();
upload.append('name', 'brief.txt');

const cases: CallCase[] = [
  {
    name: 'getPaperTypes',
    call: (c, o) => c.getPaperTypes(o),
    method: 'GET',
    path: '/api/en/1/widgets/dictionaries/paper_type',
    body: { paper_type: [{ id: 1, title: 'Essay' }] },
  },
  {
    name: 'getDisciplines',
    call: (c, o) => c.getDisciplines(o),
    method: 'GET',
    path: '/api/en/1/widgets/dictionaries/discipline_sub,discipline_sub_grouping',
    body: {
      discipline_sub: [{ id: 5, title: 'Java', slug: 'java', grouping: 2, pos_in_popular: 1 }],
      discipline_sub_grouping: [{ id: 2, title: 'Programming', slug: 'programming' }],
    },
  },
  {
    name: 'getDictionaries',
    call: (c, o) => c.getDictionaries(['paper_type', 'deadline'], o),
    method: 'GET',
    path: '/api/en/1/widgets/dictionaries/paper_type,deadline',
    body: { paper_type: [], deadline: [{ id: 3, title: '3 days' }] },
  },
  {
    name: 'getCommonSettings',
    call: (c, o) => c.getCommonSettings(o),
    method: 'GET',
    path: '/api/en/1/common/settings',
    body: {
      env: {
        is_recaptcha_available: false,
        recaptcha_site_key: '',
        is_apple_oauth2_available: true,
        is_google_oauth2_available: true,
        service_type_layout: 'assignment',
      },
      app_features: { cookie_agree_banner_type: 'native' },
      gtm_datalayer_objects: [],
    },
  },
  {
    name: 'getCompanySettings',
    call: (c, o) => c.getCompanySettings('help.example.com', o),
    method: 'GET',
    path: '/api/en/1/common/company-settings',
    query: { domain: 'help.example.com' },
    body: {
      company: {
        name: 'BB Ltd',
        registration_number: '123',
        address_part_1: 'a',
        address_part_2: 'b',
      },
    },
  },
  {
    name: 'getUtcOffset',
    call: (c, o) => c.getUtcOffset(utcDate, o),
    method: 'GET',
    path: '/api/en/1/time/utc-offset',
    // The suite runs in Asia/Kolkata, UTC+05:30 (vitest.config.ts).
    query: { client_datetime: '2026-11-22T18:00:05+05:30' },
    body: { offset: 330 },
  },
  {
    name: 'getTestimonialsRotator (default qty 20)',
    call: (c, o) => c.getTestimonialsRotator({}, o),
    method: 'GET',
    path: '/api/en/1/widgets/testimonials-rotator',
    query: { qty: '20' },
    body: { testimonials: [{ id: 1 }] },
  },
  {
    name: 'getTestimonialsRotator (qty given)',
    call: (c, o) => c.getTestimonialsRotator({ qty: 5 }, o),
    method: 'GET',
    path: '/api/en/1/widgets/testimonials-rotator',
    query: { qty: '5' },
    body: { testimonials: [] },
  },
  {
    name: 'getLatestOrders (no discipline)',
    call: (c, o) => c.getLatestOrders({}, o),
    method: 'GET',
    path: '/api/en/1/widgets/orders-latest',
    body: { orders: [{ id: 9 }] },
  },
  {
    name: 'getLatestOrders (discipline)',
    call: (c, o) => c.getLatestOrders({ discipline: 12 }, o),
    method: 'GET',
    path: '/api/en/1/widgets/orders-latest',
    query: { discipline: '12' },
    body: { orders: [] },
  },
  {
    name: 'getWritersBySlugs',
    call: (c, o) => c.getWritersBySlugs(['anna-k', 'bob'], o),
    method: 'GET',
    path: '/api/en/1/widgets/writers/anna-k,bob',
    body: { 'anna-k': writer, bob: { ...writer, slug: 'bob' } },
  },
  {
    name: 'getWriter',
    call: (c, o) => c.getWriter('anna-k', o),
    method: 'GET',
    path: '/api/en/1/widgets/writers/anna-k',
    body: writer,
  },
  {
    name: 'getWriterTestimonials (defaults offset 0, limit 3)',
    call: (c, o) => c.getWriterTestimonials('anna-k', {}, o),
    method: 'GET',
    path: '/api/en/1/widgets/writers/anna-k/testimonials',
    query: { offset: '0', limit: '3' },
    body: { testimonials: [] },
  },
  {
    name: 'getWriterTestimonials (page, highlighted only)',
    call: (c, o) =>
      c.getWriterTestimonials('anna-k', { offset: 3, limit: 6, highlighted_only: true }, o),
    method: 'GET',
    path: '/api/en/1/widgets/writers/anna-k/testimonials',
    query: { offset: '3', limit: '6', highlighted_only: '1' },
    body: { testimonials: [] },
  },
  {
    name: 'getWriterPortfolio',
    call: (c, o) => c.getWriterPortfolio('anna-k', o),
    method: 'GET',
    path: '/api/en/1/widgets/writers/anna-k/portfolio',
    body: { portfolio: [{ id: 7 }] },
  },
  {
    name: 'getWriterPortfolioItem',
    call: (c, o) => c.getWriterPortfolioItem('anna-k', 7, o),
    method: 'GET',
    path: '/api/en/1/widgets/writers/anna-k/portfolio/7',
    body: { id: 7, title: 'Sorting in Java' },
  },
  {
    name: 'getTopWriters (defaults)',
    call: (c, o) => c.getTopWriters({}, o),
    method: 'GET',
    path: '/api/en/1/widgets/writers-top',
    query: { discipline: '0', reviews_qty: '50', sort: 'rating', online: 'any', lang: 'en' },
    body: { writers: [writer] },
  },
  {
    name: 'getTopWriters (filters)',
    call: (c, o) => c.getTopWriters({ discipline: 5, reviews_qty: 10, online: 'online' }, o),
    method: 'GET',
    path: '/api/en/1/widgets/writers-top',
    query: { discipline: '5', reviews_qty: '10', sort: 'rating', online: 'online', lang: 'en' },
    body: { writers: [] },
  },
  {
    name: 'getStatistics',
    call: (c, o) => c.getStatistics(o),
    method: 'GET',
    path: '/api/en/1/widgets/statistics',
    body: { writers_count: 120, writers_online: 14 },
  },
  {
    name: 'preCheckUser',
    call: (c, o) => c.preCheckUser({ login: 'ann@example.com' }, o),
    method: 'GET',
    path: '/api/en/1/users/pre-check',
    query: { login: 'ann@example.com' },
    body: {
      login_ability: true,
      register_ability: false,
      policy_agree_required: false,
      marketing_agree_required: false,
      user_role: 'customer',
      user_role_matched: true,
    },
  },
  {
    name: 'preCheckUser (user_role)',
    call: (c, o) => c.preCheckUser({ login: 'w@example.com', user_role: 'writer' }, o),
    method: 'GET',
    path: '/api/en/1/users/pre-check',
    query: { login: 'w@example.com', user_role: 'writer' },
    body: { login_ability: true, user_role: 'writer', user_role_matched: true },
  },
  {
    name: 'createSession (defaults)',
    call: (c, o) => c.createSession({ login: 'ann@example.com', password: 'pa ss&1=' }, o),
    method: 'POST',
    path: '/api/en/1/users/sessions',
    form: {
      login: 'ann@example.com',
      password: 'pa ss&1=',
      utc_offset_min: '330',
      client_type: 'browser',
      captcha_token: 'skipped',
      stay_signed_in: '1',
      policy_agree: '0',
      marketing_agree: '0',
    },
    body: { auth_token: 't0k', user_role: 'customer' },
  },
  {
    name: 'createSession (all fields)',
    call: (c, o) =>
      c.createSession(
        {
          login: 'ann@example.com',
          password: 'secret123',
          utc_offset_min: -300,
          stay_signed_in: false,
          policy_agree: true,
          marketing_agree: true,
          captcha_token: 'tok',
        },
        o,
      ),
    method: 'POST',
    path: '/api/en/1/users/sessions',
    form: {
      login: 'ann@example.com',
      password: 'secret123',
      utc_offset_min: '-300',
      client_type: 'browser',
      captcha_token: 'tok',
      stay_signed_in: '0',
      policy_agree: '1',
      marketing_agree: '1',
    },
    body: { auth_token: 't0k' },
  },
  {
    name: 'getSession',
    call: (c, o) => c.getSession(o),
    method: 'GET',
    path: '/api/en/1/users/sessions',
    body: session,
  },
  {
    name: 'deleteSession',
    call: (c, o) => c.deleteSession(o),
    method: 'DELETE',
    path: '/api/en/1/users/sessions',
    body: {},
    returns: undefined,
  },
  {
    name: 'getCustomer',
    call: (c, o) => c.getCustomer(o),
    method: 'GET',
    path: '/api/en/1/customers',
    body: { email: 'ann@example.com', avatar_url: '/a/{size}.png' },
  },
  {
    name: 'createCustomer (defaults)',
    call: (c, o) =>
      c.createCustomer({ login: 'new@example.com', policy_agree: true, utc_offset_min: 330 }, o),
    method: 'POST',
    path: '/api/en/1/customers',
    form: {
      login: 'new@example.com',
      utc_offset_min: '330',
      force_auth: '1',
      policy_agree: '1',
      marketing_agree: '0',
      client_type: 'browser',
    },
    body: { email: 'new@example.com' },
  },
  {
    name: 'createCustomer (no force_auth, marketing, page type)',
    call: (c, o) =>
      c.createCustomer(
        {
          login: 'new@example.com',
          policy_agree: true,
          marketing_agree: true,
          force_auth: false,
          utc_offset_min: 0,
          page_type: 'landing',
        },
        o,
      ),
    method: 'POST',
    path: '/api/en/1/customers',
    form: {
      login: 'new@example.com',
      utc_offset_min: '0',
      force_auth: '0',
      policy_agree: '1',
      marketing_agree: '1',
      client_type: 'browser',
      page_type: 'landing',
    },
    body: {},
  },
  {
    name: 'createDataBox (ttl 1800)',
    call: (c, o) => c.createDataBox({ data: { discipline_sub: 5, login: 'a@b.co' } }, o),
    method: 'POST',
    path: '/api/en/1/widgets/data-boxes',
    form: { data: '{"discipline_sub":5,"login":"a@b.co"}', ttl: '1800' },
    body: { key: 'k1' },
  },
  {
    name: 'createDataBox (ttl given)',
    call: (c, o) => c.createDataBox({ data: {}, ttl: 60 }, o),
    method: 'POST',
    path: '/api/en/1/widgets/data-boxes',
    form: { data: '{}', ttl: '60' },
    body: { key: 'k2' },
  },
  {
    name: 'getDataBox',
    call: (c, o) => c.getDataBox('k1', o),
    method: 'GET',
    path: '/api/en/1/widgets/data-boxes/k1',
    body: { data: '{"discipline_sub":30000,"discipline_txt":"Haskell"}' },
    returns: { discipline_sub: 30000, discipline_txt: 'Haskell' },
  },
  {
    name: 'requestPasswordRestore',
    call: (c, o) => c.requestPasswordRestore({ login: 'ann@example.com' }, o),
    method: 'POST',
    path: '/api/en/1/users/password-restore',
    form: { login: 'ann@example.com', captcha_token: 'skipped', policy_agree: '0' },
    body: {},
  },
  {
    name: 'resetPassword',
    call: (c, o) => c.resetPassword({ code: '123456', password: 'n3w password' }, o),
    method: 'PATCH',
    path: '/api/en/1/users/password-restore',
    form: { code: '123456', password: 'n3w password' },
    body: {},
  },
  {
    name: 'validateRestoreCode',
    call: (c, o) => c.validateRestoreCode('123456', o),
    method: 'GET',
    path: '/api/en/1/users/password-restore/actions/validate',
    query: { code: '123456' },
    body: {},
  },
  ...(['google', 'apple'] as const).map(
    (provider): CallCase => ({
      name: `getOAuthUrl (${provider})`,
      call: (c, o) => c.getOAuthUrl(provider, oauthQuery, o),
      method: 'GET',
      path: `/api/en/1/users/sessions/oauth2/url/${provider}`,
      query: {
        url_path_redirect_success: '/dashboard/customer/new-order?data_box_key=k1',
        captcha_token: 'skipped',
        url_path_redirect_fail: '/',
        client_type: 'browser',
        source_context: 'short_order_form',
        utc_offset_min: '120',
        policy_agree: '1',
        marketing_agree: '0',
      },
      body: { auth_url: `https://${provider}.example/auth?state=s` },
    }),
  ),
  ...[...CONTENT_VARIABLE_NAMES, ...WRITER_CONTENT_VARIABLE_NAMES].map(
    (name): CallCase => ({
      name: `getContentVariable (${name})`,
      call: (c, o) => c.getContentVariable(name, o),
      method: 'GET',
      path: `/api/en/1/widgets/variables/${name}`,
      body: {
        [name]: {
          title: 'Refund Policy',
          updated_at: 1_795_000_000_000,
          sections: [{ heading: '1. Refunds', paragraphs: ['Plain text, never HTML.'] }],
        },
      },
    }),
  ),
  {
    name: 'getFirstVisit',
    call: (c, o) => c.getFirstVisit(o),
    method: 'GET',
    path: '/api/en/1/services/first-visit',
    body: {
      is_first_visit: true,
      welcome_discount_percent: 15,
      discount_policy_url_path: '/discount-policy.html',
    },
  },
  {
    name: 'getBlogPosts (outside /api/en/1, no envelope)',
    call: (c, o) => c.getBlogPosts({ per_page: 3 }, o),
    method: 'GET',
    path: '/blog/wp-json/wp/v2/posts/',
    query: { per_page: '3' },
    rawJson: [{ id: 1, slug: 'hello', title: { rendered: 'Hello' } }],
  },
  {
    name: 'trackVisit',
    call: (c, o) =>
      c.trackVisit(
        { url: 'https://bb.example/java-homework.html?x=1', referer: '', user_agent: 'UA/1.0' },
        o,
      ),
    method: 'POST',
    path: '/api/en/1/services/visits',
    form: { url: 'https://bb.example/java-homework.html?x=1', referer: '', user_agent: 'UA/1.0' },
    body: {},
    returns: undefined,
  },
  {
    name: 'preOrders (GET)',
    call: (c, o) => c.preOrders({}, o),
    method: 'GET',
    path: '/api/en/1/customers/pre-orders',
    body: { pre_orders: [] },
  },
  {
    name: 'preOrders (POST)',
    call: (c, o) => c.preOrders({ method: 'POST', form: { title: 'Lab 3', pages_qty: 2 } }, o),
    method: 'POST',
    path: '/api/en/1/customers/pre-orders',
    form: { title: 'Lab 3', pages_qty: '2' },
    body: { id: 11 },
  },
  {
    name: 'customerOrder',
    call: (c, o) => c.customerOrder(42, { query: { expand: 'files' } }, o),
    method: 'GET',
    path: '/api/en/1/customers/orders/42',
    query: { expand: 'files' },
    body: { id: 42 },
  },
  {
    name: 'writerRegistration',
    call: (c, o) => c.writerRegistration({ method: 'POST', form: { email: 'w@example.com' } }, o),
    method: 'POST',
    path: '/api/en/1/widgets/writer-registration',
    form: { email: 'w@example.com' },
    body: {},
  },
  {
    name: 'writerRegistrationRequest',
    call: (c, o) => c.writerRegistrationRequest({ method: 'POST', form: { agree: true } }, o),
    method: 'POST',
    path: '/api/en/1/widgets/writer-registration-request',
    form: { agree: '1' },
    body: {},
  },
  {
    name: 'reminders',
    call: (c, o) => c.reminders({}, o),
    method: 'GET',
    path: '/api/en/1/widgets/reminders',
    body: { reminders: [] },
  },
  {
    name: 'orderPostExperience',
    call: (c, o) => c.orderPostExperience({ method: 'PATCH', form: { score: 5 } }, o),
    method: 'PATCH',
    path: '/api/en/1/widgets/order-post-experience',
    form: { score: '5' },
    body: {},
  },
  {
    name: 'orphanageFile (multipart upload)',
    call: (c, o) => c.orphanageFile({ method: 'POST', form: upload }, o),
    method: 'POST',
    path: '/api/en/1/widgets/orphanage-file',
    multipart: { name: 'brief.txt' },
    body: { id: 'f1' },
  },
  {
    name: 'request (any other path)',
    call: (c, o) => c.request({ method: 'GET', path: '/widgets/other', query: { a: true }, ...o }),
    method: 'GET',
    path: '/api/en/1/widgets/other',
    query: { a: '1' },
    body: { other: 1 },
  },
];

describe('every call of spec §7', () => {
  let server: RecordingServer;
  let client: ApiClient;
  const inits: RequestInit[] = [];

  beforeAll(async () => {
    server = await startRecordingServer();
    client = createApiClient({
      origin: server.origin,
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.reset();
    inits.length = 0;
  });

  it.each(cases)('$name: $method $path', async (testCase) => {
    server.respondWith((_request, response) =>
      sendJson(response, 200, 'rawJson' in testCase ? testCase.rawJson : okEnvelope(testCase.body)),
    );

    const result = await testCase.call(client, { signal: new AbortController().signal });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(testCase.method);
    expect(request?.path).toBe(testCase.path);
    expect(request?.query).toEqual(testCase.query ?? {});
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request?.headers.accept).toBe('application/json');
    expect(inits[0]?.credentials).toBe('include');
    if (testCase.form) {
      expect(request?.headers['content-type']).toBe(FORM);
      expect(request?.form).toEqual(testCase.form);
    } else if (testCase.multipart) {
      expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      for (const [field, value] of Object.entries(testCase.multipart)) {
        expect(request?.rawBody).toContain(`name="${field}"\r\n\r\n${value}\r\n`);
      }
    } else {
      expect(request?.headers['content-type']).toBeUndefined();
      expect(request?.rawBody).toBe('');
    }
    const expected = 'returns' in testCase ? testCase.returns : (testCase.rawJson ?? testCase.body);
    expect(result).toEqual(expected);
  });

  it.each(cases)('$name honours an already aborted signal: no request', async (testCase) => {
    const controller = new AbortController();
    controller.abort();
    await expect(testCase.call(client, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.requests).toHaveLength(0);
  });
});
