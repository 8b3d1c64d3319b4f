import type { AddressInfo } from 'node:net';
import {
  ApiError,
  buildAvatarUrl,
  type CaptchaAction,
  type CaptchaProvider,
  CONTENT_VARIABLE_NAMES,
  createAccountClient,
  createApiClient,
  createExpertApplicationClient,
  createOrderClient,
  createReviewClient,
  createSupportClient,
  getUtcOffsetMinutes,
  type Testimonial,
  WRITER_CONTENT_VARIABLE_NAMES,
} from '@bb/api-client';
import {
  CUSTOM_DISCIPLINE_ID,
  FOUNDATION_YEAR,
  TESTIMONIALS_DEFAULT_QTY,
  WRITER_TESTIMONIALS_DEFAULT_LIMIT,
  WRITERS_TOP_DEFAULT_REVIEWS_QTY,
} from '@bb/validation';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CheckoutStandIn, startCheckoutStandIn } from './payments/checkout-stand-in';
import { DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_PASSWORD } from './seed/seed-data';
import { createCookieJarFetch } from './testing/cookie-jar-fetch';
import { createAccount } from './testing/customer-fixtures';
import { readOutbox } from './testing/outbox';
import { SITEVERIFY_SECRET, startSiteverifyStandIn } from './testing/siteverify-stand-in';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from './testing/test-server';

/**
 * The contract between @bb/api-client and this server: a visitor's journey through every client
 * function, over real HTTP on 127.0.0.1, with the client's own fetch wrapped in a cookie jar the
 * way a browser keeps the session. Each step asserts what the client's types promise.
 */

const GOOGLE_CLIENT_ID = 'bb-contract-google';
const CALLBACK_PATH = '/api/en/1/users/sessions/oauth2/callback/google';

/** Expects `promise` to reject with the client's ApiError carrying this slug (and status). */
async function expectApiError(promise: Promise<unknown>, messageSlug: string, status?: number) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject(status === undefined ? { messageSlug } : { messageSlug, status });
}

function expectTestimonial(testimonial: Testimonial) {
  expect(testimonial).toMatchObject({
    id: expect.any(Number),
    text: expect.any(String),
    rating: expect.any(Number),
    customer_label: expect.any(String),
    created_at: expect.any(Number),
    discipline: { id: expect.any(Number), title: expect.any(String) },
  });
  expect(testimonial.rating).toBeGreaterThanOrEqual(0);
  expect(testimonial.rating).toBeLessThanOrEqual(10);
}

describe.each(ENGINES)('@bb/api-client against the server on %s', (engine) => {
  let server: TestServer;
  let google: OAuth2Server;
  let checkout: CheckoutStandIn;
  let origin: string;
  const googleIdentity: Record<string, unknown> = {};

  /** A new visitor: a client with its own cookie jar, as a fresh browser would be. */
  const newVisitor = () => {
    const fetch = createCookieJarFetch();
    return {
      api: createApiClient({ origin, fetch }),
      account: createAccountClient({ origin, fetch }),
      fetch,
    };
  };
  /** One visitor for the steps of a block, made at its first step (once the server listens). */
  const visitorOfBlock = () => {
    let visitor: ReturnType<typeof newVisitor> | undefined;
    const current = () => {
      visitor ??= newVisitor();
      return visitor;
    };
    return { api: () => current().api, fetch: () => current().fetch };
  };

  beforeAll(async () => {
    google = new OAuth2Server();
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, googleIdentity);
    });
    checkout = await startCheckoutStandIn();
    // Apple stays unconfigured, so both answers of the OAuth URL call are seen.
    server = await startTestServer(engine, {
      GOOGLE_ISSUER: google.issuer.url ?? '',
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'bb-contract-secret',
      ...checkout.env,
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    checkout.deliverTo(`${origin}/api/en/1/payments/stripe/webhook`);
  });
  afterAll(async () => {
    await server?.close();
    await google?.stop();
    await checkout?.close();
  });

  describe('settings and dictionaries', () => {
    const api = () => newVisitor().api;

    it('getCommonSettings: the env fields the configuration gives', async () => {
      const settings = await api().getCommonSettings();
      expect(settings.env).toEqual({
        is_recaptcha_available: false,
        recaptcha_site_key: '',
        is_apple_oauth2_available: false,
        is_google_oauth2_available: true,
        service_type_layout: 'assignment',
      });
      expect(settings.app_features).toEqual({ cookie_agree_banner_type: 'custom' });
      expect(settings.gtm_datalayer_objects).toEqual([]);
      expect(settings.site).toEqual({
        name: 'BB',
        url: PUBLIC_ORIGIN,
        support_email: 'support@bb.example',
      });
    });

    it('getCompanySettings: the company of a configured domain, none for an unknown one', async () => {
      const configured = await api().getCompanySettings(new URL(PUBLIC_ORIGIN).host);
      expect(configured.company).toEqual(DEMO_COMPANY);
      const unknown = await api().getCompanySettings('unknown.example');
      expect(unknown.company ?? null).toBeNull();
    });

    it('getDisciplines: every discipline in a listed group, 30000 left for the custom one', async () => {
      const { discipline_sub: disciplines, discipline_sub_grouping: groups } =
        await api().getDisciplines();
      expect(disciplines.length).toBeGreaterThanOrEqual(60);
      const groupIds = new Set(groups.map((group) => group.id));
      for (const discipline of disciplines) {
        expect(discipline).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          slug: expect.stringMatching(/^[a-z0-9-]+$/),
          grouping: expect.any(Number),
          pos_in_popular: expect.any(Number),
        });
        expect(groupIds.has(discipline.grouping)).toBe(true);
      }
      for (const group of groups) {
        expect(group).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          slug: expect.any(String),
        });
      }
      expect(disciplines.map((discipline) => discipline.id)).not.toContain(CUSTOM_DISCIPLINE_ID);
      expect(disciplines.some((discipline) => discipline.pos_in_popular > 0)).toBe(true);
    });

    it('getPaperTypes and getDictionaries: each list under its name; an unknown name is not_found', async () => {
      const { paper_type: paperTypes } = await api().getPaperTypes();
      expect(paperTypes.length).toBeGreaterThan(0);
      for (const paperType of paperTypes)
        expect(paperType).toEqual({ id: expect.any(Number), title: expect.any(String) });

      const both = await api().getDictionaries(['paper_type', 'discipline_sub_grouping']);
      expect(Object.keys(both).sort()).toEqual(['discipline_sub_grouping', 'paper_type']);
      expect(both.paper_type).toEqual(paperTypes);
      await expectApiError(api().getDictionaries(['paper_type', 'deadline']), 'not_found', 404);
    });

    it('getUtcOffset: minutes east of UTC, as the client counts them', async () => {
      // A zone with a half-hour offset east of UTC, so a sign or rounding slip shows.
      vi.stubEnv('TZ', 'Asia/Kolkata');
      try {
        const date = new Date(Date.UTC(2026, 10, 22, 12, 30, 5));
        const { offset, server_datetime } = await api().getUtcOffset(date);
        expect(offset).toBe(330);
        expect(offset).toBe(getUtcOffsetMinutes(date));
        expect(new Date(server_datetime).toISOString()).toBe(server_datetime);
      } finally {
        vi.unstubAllEnvs();
      }
    });
  });

  describe('reviews, experts and statistics', () => {
    const api = () => newVisitor().api;

    it('getTestimonialsRotator: 20 by default, each with its expert', async () => {
      const { testimonials } = await api().getTestimonialsRotator();
      expect(testimonials).toHaveLength(TESTIMONIALS_DEFAULT_QTY);
      for (const testimonial of testimonials) {
        expectTestimonial(testimonial);
        expect(testimonial.writer).toMatchObject({
          slug: expect.any(String),
          pen_name: expect.any(String),
          avatar_url: expect.stringContaining('{size}'),
        });
      }
      expect((await api().getTestimonialsRotator({ qty: 3 })).testimonials).toHaveLength(3);
    });

    it('getLatestOrders: the newest finished orders, filtered by discipline when given', async () => {
      const latest = await api().getLatestOrders();
      expect(latest.orders.length).toBeGreaterThan(0);
      expect(latest.total_qty).toBeGreaterThanOrEqual(latest.orders.length);
      const [first] = latest.orders;
      expect(first).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        pages_qty: expect.any(Number),
        finished_at: expect.any(Number),
        discipline: { id: expect.any(Number), title: expect.any(String) },
        paper_type: { id: expect.any(Number), title: expect.any(String) },
        writer: { slug: expect.any(String) },
      });
      const finishedAt = latest.orders.map((order) => order.finished_at);
      expect(finishedAt).toEqual([...finishedAt].sort((a, b) => b - a));

      const discipline = first?.discipline.id;
      const filtered = await api().getLatestOrders({ discipline });
      expect(filtered.orders.length).toBeGreaterThan(0);
      expect(filtered.total_qty).toBeLessThan(latest.total_qty);
      for (const order of filtered.orders) expect(order.discipline.id).toBe(discipline);
    });

    it('getStatistics: live figures and the badges of spec §3', async () => {
      const statistics = await api().getStatistics();
      expect(statistics).toMatchObject({
        orders_finished_qty: expect.any(Number),
        reviews_qty: expect.any(Number),
        writers_qty: 24,
        quality_score: expect.any(Number),
        foundation_year: FOUNDATION_YEAR,
      });
      expect(statistics.badges).toEqual([
        { name: 'writers_count', value: statistics.writers_qty },
        { name: 'writers_online', value: statistics.writers_online_qty },
        { name: 'quality_score', value: statistics.quality_score },
      ]);
    });

    it('the expert calls: top list, one writer, writers by slugs, testimonials and portfolio', async () => {
      const visitor = api();
      const { writers } = await visitor.getTopWriters();
      expect(writers.length).toBeGreaterThan(1);
      for (const writer of writers) {
        expect(writer.reviews_qty).toBeGreaterThanOrEqual(WRITERS_TOP_DEFAULT_REVIEWS_QTY);
        expect(writer.lang).toBe('en');
      }
      const ratings = writers.map((writer) => writer.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

      const [best, second] = writers;
      if (!best || !second) throw new Error('the seed has experts');
      const writer = await visitor.getWriter(best.slug);
      expect(writer).toEqual(best);
      expect(writer).toMatchObject({
        pen_name: expect.any(String),
        orders_finished_qty: expect.any(Number),
        orders_progress_qty: expect.any(Number),
      });
      expect(writer.rating).toBeGreaterThanOrEqual(0);
      expect(writer.rating).toBeLessThanOrEqual(10);
      expect(buildAvatarUrl(writer.avatar_url)).toBe(
        `${PUBLIC_ORIGIN}/api/en/1/widgets/avatars/${writer.slug}.svg?size=128`,
      );
      await expectApiError(visitor.getWriter('nobody-here'), 'not_found', 404);

      const bySlugs = await visitor.getWritersBySlugs([second.slug, 'nobody-here', best.slug]);
      expect(Object.keys(bySlugs)).toEqual([second.slug, best.slug]);
      expect(bySlugs[best.slug]).toEqual(best);
      expect(await visitor.getWritersBySlugs([best.slug])).toEqual({ [best.slug]: best });
      // One slug is the single-writer path, which answers 404 for an unknown expert.
      expect(await visitor.getWritersBySlugs(['nobody-here'])).toEqual({});
      expect(await visitor.getWritersBySlugs(['nobody-here', 'no-one-either'])).toEqual({});

      const page = await visitor.getWriterTestimonials(best.slug);
      expect(page.testimonials.length).toBeLessThanOrEqual(WRITER_TESTIMONIALS_DEFAULT_LIMIT);
      expect(page).toMatchObject({ offset: 0, limit: WRITER_TESTIMONIALS_DEFAULT_LIMIT });
      for (const testimonial of page.testimonials) expectTestimonial(testimonial);
      const next = await visitor.getWriterTestimonials(best.slug, { offset: 1, limit: 2 });
      expect(next).toMatchObject({ offset: 1, limit: 2, total_qty: page.total_qty });
      expect(next.testimonials.map((item) => item.id)).toEqual(
        page.testimonials.slice(1, 3).map((item) => item.id),
      );
      const highlighted = await visitor.getWriterTestimonials(best.slug, {
        limit: 50,
        highlighted_only: true,
      });
      for (const testimonial of highlighted.testimonials)
        expect(testimonial.is_highlighted).toBe(true);

      const { portfolio } = await visitor.getWriterPortfolio(best.slug);
      expect(portfolio.length).toBeGreaterThan(0);
      const [listed] = portfolio;
      if (!listed) throw new Error('every seeded expert has a portfolio');
      expect(listed).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
      const item = await visitor.getWriterPortfolioItem(best.slug, listed.id);
      expect(item).toMatchObject({
        ...listed,
        body: expect.any(String),
        writer: { slug: best.slug },
      });
      await expectApiError(
        visitor.getWriterPortfolioItem(second.slug, listed.id),
        'not_found',
        404,
      );
    });
  });

  describe('content', () => {
    it.each([...CONTENT_VARIABLE_NAMES, ...WRITER_CONTENT_VARIABLE_NAMES])(
      'getContentVariable(%s): title and plain-text sections',
      async (name) => {
        const variables = await newVisitor().api.getContentVariable(name);
        expect(Object.keys(variables)).toEqual([name]);
        const variable = variables[name];
        expect(variable.title).toMatch(/\S/);
        expect(variable.updated_at).toEqual(expect.any(Number));
        expect(variable.sections.length).toBeGreaterThan(0);
        for (const section of variable.sections) {
          expect(section.heading).toEqual(expect.any(String));
          expect(section.paragraphs.length).toBeGreaterThan(0);
          for (const paragraph of section.paragraphs) expect(paragraph).not.toMatch(/<[a-z/]/i);
        }
      },
    );

    it('getFirstVisit and trackVisit: a visit sets the ref cookie, after which the visit is not the first', async () => {
      const { api, fetch } = newVisitor();
      expect(await api.getFirstVisit()).toEqual({
        is_first_visit: true,
        welcome_discount_percent: expect.any(Number),
        discount_policy_url_path: '/discount-policy.html',
      });
      await api.trackVisit({
        url: `${PUBLIC_ORIGIN}/python-homework.html?utm_source=contract`,
        referer: 'https://search.example/?q=python+homework',
        user_agent: 'ContractTest/1.0',
      });
      expect((await fetch.jar.getCookies(origin)).map((cookie) => cookie.key)).toContain('ref');
      expect((await api.getFirstVisit()).is_first_visit).toBe(false);
    });
  });

  describe('outside the API', () => {
    it('url: a path under /api/en/1 on the client origin', () => {
      expect(newVisitor().api.url('/common/settings')).toBe(`${origin}/api/en/1/common/settings`);
    });

    it('getBlogPosts: the blog is WordPress beside the site, not served by this server', async () => {
      await expectApiError(newVisitor().api.getBlogPosts({ per_page: 3 }), 'internal_error', 404);
    });
  });

  describe('a visitor signs up, keeps a draft and logs out', () => {
    const { api } = visitorOfBlock();
    const login = `new.visitor.${engine}@example.com`;
    let userId = 0;

    it('preCheckUser: a new e-mail may register, the demo customer may log in', async () => {
      expect(await api().preCheckUser({ login, user_role: 'customer' })).toEqual({
        login_ability: false,
        register_ability: true,
        policy_agree_required: true,
        marketing_agree_required: true,
        user_role: 'customer',
        user_role_matched: true,
      });
      expect(await api().preCheckUser({ login: DEMO_ACCOUNTS.customer })).toEqual({
        login_ability: true,
        register_ability: false,
        policy_agree_required: false,
        marketing_agree_required: false,
        user_role: 'customer',
        user_role_matched: true,
      });
      expect(
        await api().preCheckUser({ login: DEMO_ACCOUNTS.writer, user_role: 'customer' }),
      ).toMatchObject({ login_ability: true, user_role: 'writer', user_role_matched: false });
    });

    it('createCustomer with policy_agree signs the new customer in', async () => {
      await expectApiError(
        api().createCustomer({ login, policy_agree: false }),
        'policy_required',
        0,
      );
      const created = await api().createCustomer({ login, policy_agree: true });
      expect(created).toEqual({
        user_id: expect.any(Number),
        email: login,
        user_role: 'customer',
        dashboard_home_url_path: '/customer/',
        is_new_customer: true,
        auth_token: expect.any(String),
      });
      userId = created.user_id;
      await expectApiError(api().createCustomer({ login, policy_agree: true }), 'user_exists', 409);
    });

    it('getSession and getCustomer: the new customer', async () => {
      const session = await api().getSession();
      expect(session).toMatchObject({
        user_role: 'customer',
        user_id: userId,
        is_new_customer: true,
        dashboard_home_url_path: '/customer/',
        auth_token: expect.any(String),
        errors: {},
      });
      const customer = await api().getCustomer();
      expect(customer.email).toBe(login);
      expect(customer.avatar_url).toContain('{size}');
    });

    it('createDataBox and getDataBox: the draft comes back as it was saved', async () => {
      const draft = {
        paper_type: 1,
        title: 'Dijkstra in Python',
        discipline_sub: CUSTOM_DISCIPLINE_ID,
        discipline_txt: 'Graph algorithms',
        writer_req_slug: 'someone',
        description: 'Binary heap, please. Ünïcödé and "quotes" survive.',
        pages_qty: 2,
        deadline_datetime: 1_900_000_000_000,
        files: [],
        login,
      };
      const { key } = await api().createDataBox({ data: draft });
      expect(key).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      expect(await api().getDataBox(key)).toEqual(draft);
      // From another browser too: the key is the permission.
      expect(await newVisitor().api.getDataBox(key)).toEqual(draft);
      expect(await api().getDataBox('UnknownKey_0000000000')).toEqual({});
    });

    it('reminders: a customer without a verified e-mail or password is told so', async () => {
      const { reminders } = await api().reminders<{ reminders: Array<{ type: string }> }>();
      expect(reminders.map((reminder) => reminder.type)).toEqual(['verify_email', 'set_password']);
    });

    it('deleteSession ends the session; getSession then rejects with password_incorrect', async () => {
      await api().deleteSession();
      await expectApiError(api().getSession(), 'password_incorrect', 200);
      await expectApiError(api().getCustomer(), 'not_authenticated', 401);
      expect(await api().reminders()).toEqual({ reminders: [] });
    });
  });

  describe('one person signed in from three browsers', () => {
    it('listSessions marks the current one; endSession ends one other, endOtherSessions the rest', async () => {
      const login = await createAccount(server.ctx, 'three-browsers@bb.example', DEMO_PASSWORD);
      const [first, second, third] = [newVisitor(), newVisitor(), newVisitor()];
      for (const { api } of [first, second, third]) {
        await api.createSession({ login, password: DEMO_PASSWORD });
      }

      const { sessions } = await first.account.listSessions();
      expect(sessions).toHaveLength(3);
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
      const own = (await first.api.getSession()).auth_token;
      expect(sessions.find((session) => session.current)?.auth_token).toBe(own);

      const secondHandle = (await second.api.getSession()).auth_token ?? '';
      expect(await first.account.endSession(secondHandle)).toEqual({ ended: 1 });
      await expectApiError(second.api.getSession(), 'password_incorrect', 200);
      await expectApiError(first.account.endSession(own ?? ''), 'not_found', 404);

      expect(await first.account.endOtherSessions()).toEqual({ ended: 1 });
      await expectApiError(third.api.getSession(), 'password_incorrect', 200);
      expect((await first.account.listSessions()).sessions).toHaveLength(1);
    });

    it('changePassword refuses a common password and a wrong current one, then takes a strong one', async () => {
      const login = await createAccount(server.ctx, 'changes-password@bb.example', DEMO_PASSWORD);
      const { api, account } = newVisitor();
      await api.createSession({ login, password: DEMO_PASSWORD });
      await expectApiError(
        account.changePassword({ current_password: DEMO_PASSWORD, password: 'password1' }),
        'password_too_common',
        400,
      );
      await expectApiError(
        account.changePassword({
          current_password: 'Not-my-password-1',
          password: 'Tidal-compass-73',
        }),
        'password_incorrect',
        401,
      );
      expect(
        await account.changePassword({
          current_password: DEMO_PASSWORD,
          password: 'Tidal-compass-73',
        }),
      ).toEqual({});
      expect(
        (await newVisitor().api.createSession({ login, password: 'Tidal-compass-73' })).auth_token,
      ).toBeTruthy();
    });
  });

  describe("the expert's payout method", () => {
    it('getPayoutMethod reads the PayPal e-mail, setPayoutMethod refuses a wrong one or a wrong password and sets a right one', async () => {
      const { api, account } = newVisitor();
      await api.createSession({ login: DEMO_ACCOUNTS.writer, password: DEMO_PASSWORD });
      expect(await account.getPayoutMethod()).toEqual({ paypal_email: DEMO_ACCOUNTS.writer });
      const set = (paypal_email: string, current_password = DEMO_PASSWORD) =>
        account.setPayoutMethod({ paypal_email, current_password });
      await expectApiError(set('paypal'), 'paypal_email_invalid', 400);
      await expectApiError(
        set('contract.writer@example.com', 'Not-my-password-1'),
        'password_incorrect',
        401,
      );
      expect(await account.getPayoutMethod()).toEqual({ paypal_email: DEMO_ACCOUNTS.writer });
      expect(await set('contract.writer@example.com')).toEqual({
        paypal_email: 'contract.writer@example.com',
      });
      expect(await account.getPayoutMethod()).toEqual({
        paypal_email: 'contract.writer@example.com',
      });
      await set(DEMO_ACCOUNTS.writer);
      const customer = newVisitor();
      await customer.api.createSession({ login: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD });
      await expectApiError(
        customer.account.getPayoutMethod(),
        'user_role_required_user_not_matched',
        403,
      );
    });
  });

  describe('the demo customer signs in and orders', () => {
    const { api, fetch } = visitorOfBlock();

    it('createSession: a wrong password is password_incorrect, the right one gives an auth_token', async () => {
      await expectApiError(
        api().createSession({ login: DEMO_ACCOUNTS.customer, password: 'Wrong-password-1' }),
        'password_incorrect',
        401,
      );
      const created = await api().createSession({
        login: DEMO_ACCOUNTS.customer,
        password: DEMO_PASSWORD,
      });
      expect(created.auth_token).toMatch(/\S{16,}/);
      expect(created).toMatchObject({
        user_role: 'customer',
        dashboard_home_url_path: '/customer/',
      });
      const session = await api().getSession();
      expect(session).toMatchObject({
        user_role: 'customer',
        auth_token: created.auth_token,
        is_new_customer: false,
      });
    });

    it('buildRedirectToDashboardUrl: a 302 into the dashboard on our own origin', async () => {
      const url = api().buildRedirectToDashboardUrl({ route: 'new_order', data_box_key: 'Box_1' });
      expect(url).toBe(
        `${origin}/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=Box_1`,
      );
      const response = await fetch()(url, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        `${PUBLIC_ORIGIN}/dashboard/customer/new-order?data_box_key=Box_1`,
      );

      const signedOut = await createCookieJarFetch()(url, { redirect: 'manual' });
      expect(signedOut.status).toBe(302);
      const target = new URL(signedOut.headers.get('location') ?? '');
      expect(target.origin + target.pathname).toBe(`${PUBLIC_ORIGIN}/sign-in.html`);
      expect(target.searchParams.get('redirect')).toBe(
        '/dashboard/customer/new-order?data_box_key=Box_1',
      );
    });

    it('orphanageFile, createPreOrder, customerPreOrders and customerOrder: a draft becomes an order with its file, paid from the balance', async () => {
      const upload = new FormData();
      upload.append('file', new Blob(['print("hello")\n'], { type: 'text/x-python' }), 'main.py');
      const { file } = await api().orphanageFile<{
        file: { id: string; name: string; size: number; content_type: string };
      }>({ method: 'POST', form: upload });
      expect(file).toMatchObject({ name: 'main.py', size: 15, content_type: 'text/x-python' });

      const orders = createOrderClient({ origin, fetch: fetch() });
      const { order } = await orders.createPreOrder({
        paper_type: 1,
        title: 'Contract test order',
        discipline_sub: 101,
        description: 'Sorted lists in C.',
        pages_qty: 2,
        deadline_datetime: server.clock.now + 3 * 24 * 60 * 60 * 1000,
        files: file.id,
      });
      expect(order).toMatchObject({ status: 'paid', title: 'Contract test order' });
      expect(order.files.map((attached) => attached.id)).toEqual([file.id]);

      const { pre_orders: preOrders } = await orders.customerPreOrders();
      // Paid at once, it no longer waits among the pre-orders.
      expect(preOrders.map((preOrder) => preOrder.id)).not.toContain(order.id);
      expect(await api().customerOrder(order.id)).toEqual({ order });
      await expectApiError(api().customerOrder(order.id + 100_000), 'not_found', 404);
    });

    it('orderPostExperience: feedback on a finished order', async () => {
      type Order = { id: number; status: string };
      const { orders } = await api().request<{ orders: Order[] }>({
        method: 'GET',
        path: '/customers/orders',
      });
      const finished = orders.find((order) => order.status === 'finished');
      if (!finished) throw new Error('the demo customer has a finished order');
      expect(await api().orderPostExperience({ query: { order_id: finished.id } })).toEqual({
        can_submit: true,
        window_ends_at: expect.any(Number),
        experience: null,
      });
      const saved = await api().orderPostExperience<{ experience: Record<string, unknown> }>({
        method: 'POST',
        form: { order_id: finished.id, rating: 9, comment: 'Clear code.', would_recommend: true },
      });
      expect(saved.experience).toMatchObject({
        order_id: finished.id,
        rating: 9,
        comment: 'Clear code.',
        would_recommend: true,
      });
    });
  });

  describe('an order through the dashboards: customer, operator and expert', () => {
    /**
     * A client of the order calls signed in as `role`, with the browser's fetch it uses (its
     * cookie jar), which follows a download link as a browser would.
     */
    const signedInAs = async (role: 'customer' | 'operator' | 'writer') => {
      const fetch = createCookieJarFetch();
      await createApiClient({ origin, fetch }).createSession({
        login: DEMO_ACCOUNTS[role],
        password: DEMO_PASSWORD,
      });
      return Object.assign(createOrderClient({ origin, fetch }), { fetch });
    };

    it('payOrder … approveOrder: placed, paid, assigned, accepted, delivered, approved', async () => {
      const [customer, operator, expert] = await Promise.all([
        signedInAs('customer'),
        signedInAs('operator'),
        signedInAs('writer'),
      ]);
      const { order: placed } = await customer.createPreOrder({
        title: 'Contract order through the dashboards',
        discipline_sub: 101,
        pages_qty: 1,
        deadline_datetime: server.clock.now + 10 * 24 * 60 * 60 * 1000,
      });
      expect(placed.status).toBe('paid');
      await expectApiError(customer.payOrder(placed.id), 'order_action_refused', 409);
      const { balance_cents, entries } = await customer.getBalance({ limit: 2 });
      expect(entries[0]).toMatchObject({ reason: 'order_payment', order_id: placed.id });
      // The balance is the whole ledger's sum, whichever page shows.
      let ledger = 0;
      for (let cursor: string | undefined; ; ) {
        const page = await customer.getBalance({ cursor, limit: 2 });
        expect(page.balance_cents).toBe(balance_cents);
        ledger += page.entries.reduce((sum, entry) => sum + entry.amount_cents, 0);
        if (page.next_cursor === null) break;
        cursor = page.next_cursor;
      }
      expect(ledger).toBe(balance_cents);

      expect((await operator.operatorQueue()).orders.map((order) => order.id)).toContain(placed.id);
      const [{ slug } = { slug: '' }] = (await operator.orderExperts()).experts;
      const { order: assigned } = await operator.assignOrder(placed.id, slug);
      expect(assigned).toMatchObject({ status: 'assigned', writer: { slug } });
      expect((await expert.expertOrders()).orders.map((order) => order.id)).toContain(placed.id);
      await customer.sendOrderMessage('customer', placed.id, 'Please comment the code.');
      const { messages } = await expert.orderMessages('expert', placed.id);
      expect(messages.map((message) => [message.party, message.body])).toEqual([
        ['customer', 'Please comment the code.'],
      ]);
      expect(
        (await expert.orderMessages('expert', placed.id, { limit: 1 })).next_cursor,
      ).toBeNull();
      // The expert sees what they earn before taking the order: 70% of its $13.80.
      const offered = (await expert.partyOrder('expert', placed.id)).order;
      expect(offered.expert_earning_cents).toBe(966);
      expect((await customer.partyOrder('customer', placed.id)).order).not.toHaveProperty(
        'expert_earning_cents',
      );
      expect((await expert.acceptOrder(placed.id)).order.status).toBe('in_progress');
      expect((await expert.getEarnings()).earnings[0]).toMatchObject({
        order_id: placed.id,
        amount_cents: 966,
        status: 'expected',
      });
      const brief = new File(['Use heapq.'], 'brief.txt', { type: 'text/plain' });
      const { file: briefFile } = await customer.uploadOrderFile('customer', placed.id, brief);
      expect(briefFile).toMatchObject({ name: 'brief.txt', party: 'customer', is_result: false });
      await expectApiError(expert.deliverOrder(placed.id), 'order_result_required', 409);
      const draft = await expert.uploadOrderFile('expert', placed.id, new Blob(['draft']), {
        name: 'draft.py',
      });
      expect(await expert.deleteOrderFile(placed.id, draft.file.id)).toEqual({});
      // Files list oldest first.
      server.clock.advance(1000);
      const { file: result } = await expert.uploadOrderFile(
        'expert',
        placed.id,
        new Blob(['print("done")'], { type: 'text/x-python' }),
        { name: 'dijkstra.py' },
      );
      // Work in progress stays the expert's until the delivery hands it over.
      expect((await customer.orderFiles('customer', placed.id)).files).toEqual([briefFile]);
      const delivered = await expert.deliverOrder(placed.id);
      expect(delivered.order.status).toBe('delivered');
      const handedOver = { ...result, is_result: true };
      expect(delivered.order.files).toEqual([briefFile, handedOver]);
      expect((await customer.orderFiles('customer', placed.id)).files).toEqual([
        briefFile,
        handedOver,
      ]);
      expect((await operator.orderFiles('operator', placed.id)).files).toEqual([
        briefFile,
        handedOver,
      ]);
      const download = await customer.fetch(
        customer.orderFileUrl('customer', placed.id, result.id),
      );
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/octet-stream');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="dijkstra.py"; filename*=UTF-8''dijkstra.py`,
      );
      expect(await download.text()).toBe('print("done")');
      const revised = (await customer.requestRevision(placed.id, 'Use a binary heap')).order;
      expect(revised).toMatchObject({ status: 'revision', revision_count: 1 });
      await expert.uploadOrderFile('expert', placed.id, new Blob(['v2']), { name: 'v2.py' });
      expect((await expert.deliverOrder(placed.id)).order.status).toBe('delivered');
      const { order: approved } = await customer.approveOrder(placed.id);
      expect(approved).toMatchObject({ status: 'finished', price_cents: 1380 });
      const mine = (await customer.customerOrders()).orders.find((order) => order.id === placed.id);
      expect(mine).toEqual(approved);
      // Each party reads the one order by id as its own list shows it.
      expect((await customer.partyOrder('customer', placed.id)).order).toEqual(approved);
      expect((await expert.partyOrder('expert', placed.id)).order.status).toBe('finished');
      expect((await operator.partyOrder('operator', placed.id)).order.status).toBe('finished');
      // Approved, the expert's earning is available for the next payout.
      const earnings = await expert.getEarnings();
      expect(earnings.earnings[0]).toMatchObject({
        order_id: placed.id,
        title: 'Contract order through the dashboards',
        order_status: 'finished',
        amount_cents: 966,
        status: 'available',
        paid_on: null,
      });
      expect(earnings.available_cents).toBeGreaterThanOrEqual(966);
      expect(earnings.next_payout_date).toMatch(/^\d{4}-\d{2}-(01|16)$/);
      // The demo expert's seeded payouts wait unsent: this server has no PayPal configured.
      const { payouts, next_cursor } = await expert.getPayouts({ limit: 100 });
      expect([payouts.length > 0, next_cursor]).toEqual([true, null]);
      for (const payout of payouts) {
        expect(payout).toMatchObject({ status: 'pending', failure_reason: null });
      }
      await expectApiError(customer.getEarnings(), 'user_role_required_user_not_matched', 403);

      // Its reviews (createReviewClient, on each party's cookies).
      const reviewsOf = (party: { fetch: typeof fetch }) =>
        createReviewClient({ origin, fetch: party.fetch });
      const customerReviews = reviewsOf(customer);
      const expertReviews = reviewsOf(expert);
      const operatorReviews = reviewsOf(operator);
      expect(await customerReviews.orderReview(placed.id)).toMatchObject({
        can_submit: true,
        experience: null,
      });
      const { experience } = await customerReviews.saveOrderReview(placed.id, {
        rating: 9,
        comment: 'Well explained.',
      });
      expect(experience).toMatchObject({ order_id: placed.id, rating: 9, is_hidden: false });
      await expertReviews.rateCustomer(placed.id, { rating: 8, comment: 'Clear brief.' });
      expect((await expertReviews.customerRating(placed.id)).customer_rating?.rating).toBe(8);
      expect(await operatorReviews.orderReviews(placed.id)).toMatchObject({
        review: { rating: 9 },
        customer_rating: { rating: 8, comment: 'Clear brief.' },
      });
      const { id: customerId } = await server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.customer)
        .executeTakeFirstOrThrow();
      expect((await operatorReviews.customerRatings(customerId)).customer_ratings[0]).toMatchObject(
        { order_id: placed.id, rating: 8 },
      );
      await expectApiError(
        customerReviews.hideOrderReview(placed.id),
        'user_role_required_user_not_matched',
        403,
      );
      expect((await operatorReviews.hideOrderReview(placed.id)).review.is_hidden).toBe(true);
    });

    it('cancelOrder, declineOrder, operatorCancelOrder: the other ways out, refunded when paid', async () => {
      const [customer, operator, expert] = await Promise.all([
        signedInAs('customer'),
        signedInAs('operator'),
        signedInAs('writer'),
      ]);
      const before = (await customer.getBalance()).balance_cents;
      const { order } = await customer.createPreOrder({
        title: 'An order that ends early',
        discipline_sub: 101,
        deadline_datetime: server.clock.now + 20 * 24 * 60 * 60 * 1000,
      });
      const [{ slug } = { slug: '' }] = (await operator.orderExperts()).experts;
      await operator.assignOrder(order.id, slug);
      // Assigned and not late: the customer asks; an operator settles (order-refunds' tests).
      await expectApiError(customer.cancelOrder(order.id), 'order_not_late', 409);
      const { order: declined } = await expert.declineOrder(order.id);
      expect(declined).toMatchObject({ status: 'paid', writer: null });
      expect((await operator.operatorCancelOrder(order.id)).order.status).toBe('cancelled');
      expect((await customer.getBalance()).balance_cents).toBe(before);
    });

    it('requestCancellation, settleCancellation, openDispute, resolveDispute: the refund policy', async () => {
      const [customer, operator, expert] = await Promise.all([
        signedInAs('customer'),
        signedInAs('operator'),
        signedInAs('writer'),
      ]);
      const [{ slug } = { slug: '' }] = (await operator.orderExperts()).experts;
      const started = async () => {
        const { order } = await customer.createPreOrder({
          title: 'An order the policy refunds',
          discipline_sub: 101,
          deadline_datetime: server.clock.now + 20 * 24 * 60 * 60 * 1000,
        });
        await operator.assignOrder(order.id, slug);
        await expert.acceptOrder(order.id);
        return order;
      };
      const stopped = await started();
      const asked = (await customer.requestCancellation(stopped.id, 'Not needed')).order;
      expect(asked.cancellation_request).toMatchObject({ reason: 'Not needed' });
      const settled = (await operator.settleCancellation(stopped.id, stopped.price_cents)).order;
      expect(settled).toMatchObject({ status: 'cancelled', refunded_cents: stopped.price_cents });

      const disputed = await started();
      await expert.uploadOrderFile('expert', disputed.id, new Blob(['v1']), { name: 'v1.py' });
      await expert.deliverOrder(disputed.id);
      const brief = await customer.uploadOrderFile('customer', disputed.id, new Blob(['R']), {
        name: 'brief.txt',
      });
      const opened = (await customer.openDispute(disputed.id, 'Wrong language', [brief.file.id]))
        .order;
      expect(opened.dispute).toMatchObject({ reason: 'Wrong language', file_ids: [brief.file.id] });
      const refund = Math.ceil(disputed.price_cents * 0.4);
      const resolved = await operator.resolveDispute(disputed.id, {
        outcome: 'refund_partial',
        refundCents: refund,
      });
      expect(resolved.order).toMatchObject({ status: 'finished', refunded_cents: refund });
    });
  });

  describe('a support ticket between the customer and the operator', () => {
    const supportAs = async (role: 'customer' | 'operator') => {
      const fetch = createCookieJarFetch();
      await createApiClient({ origin, fetch }).createSession({
        login: DEMO_ACCOUNTS[role],
        password: DEMO_PASSWORD,
      });
      return createSupportClient({ origin, fetch });
    };

    it('customerTickets, openTicket … waitingTickets, sendTicketMessage, closeTicket', async () => {
      const [customer, operator] = await Promise.all([
        supportAs('customer'),
        supportAs('operator'),
      ]);
      const { orders } = await customer.customerTickets();
      const [order] = orders;
      expect(order).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
      await expectApiError(
        customer.openTicket({ subject: ' ', message: 'Hi' }),
        'subject_required',
        400,
      );
      await expectApiError(
        customer.openTicket({ subject: 'Hi', message: 'Hi', order_id: 2_000_000 }),
        'ticket_order_not_found',
        400,
      );
      const { ticket } = await customer.openTicket({
        subject: 'Is my order on time?',
        message: 'Please check.',
        order_id: order?.id,
      });
      expect(ticket).toMatchObject({
        status: 'waiting',
        order_id: order?.id,
        order: { id: order?.id, title: order?.title },
        messages: [{ party: 'customer', body: 'Please check.', created_at: expect.any(Number) }],
      });
      expect((await customer.customerTickets()).tickets[0]).toMatchObject({ id: ticket.id });

      const { tickets } = await operator.waitingTickets();
      expect(tickets.find((waiting) => waiting.id === ticket.id)?.customer_email).toBe(
        DEMO_ACCOUNTS.customer,
      );
      expect((await operator.ticket('operator', ticket.id)).ticket.customer_email).toBe(
        DEMO_ACCOUNTS.customer,
      );
      const answered = await operator.sendTicketMessage('operator', ticket.id, 'It is on time.');
      expect(answered.ticket.status).toBe('answered');

      const read = await customer.ticket('customer', ticket.id);
      expect(read.ticket.messages.map((message) => message.party)).toEqual([
        'operator',
        'customer',
      ]);
      const earlier = await customer.ticketMessages('customer', ticket.id, { limit: 1 });
      expect(earlier.messages.map((message) => message.party)).toEqual(['operator']);
      const rest = await customer.ticketMessages('customer', ticket.id, {
        cursor: earlier.next_cursor ?? undefined,
      });
      expect([rest.messages.map((message) => message.party), rest.next_cursor]).toEqual([
        ['customer'],
        null,
      ]);
      expect(read.ticket.customer_email).toBeUndefined();
      const replied = await customer.sendTicketMessage('customer', ticket.id, 'Thanks!');
      expect(replied.ticket.status).toBe('waiting');
      expect((await customer.closeTicket(ticket.id)).ticket.status).toBe('closed');
      await expectApiError(
        operator.ticket('customer', ticket.id),
        'user_role_required_user_not_matched',
        403,
      );
    });
  });

  describe('a balance top-up through the checkout', () => {
    it('createTopUp, getTopUp and getDiscount: an amount, then a first order awaiting payment at its welcome discount, paid on the checkout page', async () => {
      const fetch = createCookieJarFetch();
      const api = createApiClient({ origin, fetch });
      await api.createCustomer({
        login: `top-up-contract-${engine}@bb.example`,
        policy_agree: true,
      });
      const orders = createOrderClient({ origin, fetch });
      const pay = (checkoutUrl: string) =>
        globalThis.fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });

      await expectApiError(orders.createTopUp({ amountCents: 999 }), 'top_up_amount_invalid', 400);
      const started = await orders.createTopUp({ amountCents: 1000 });
      expect(started).toEqual({
        top_up: {
          id: expect.any(Number),
          amount_cents: 1000,
          status: 'pending',
          order_id: null,
          created_at: server.clock.now,
          paid_at: null,
        },
        checkout_url: expect.stringMatching(new RegExp(`^${checkout.url}/pay/`)),
      });
      expect((await pay(started.checkout_url)).status).toBe(303);
      expect(await orders.getTopUp(started.top_up.id)).toEqual({
        top_up: { ...started.top_up, status: 'paid', paid_at: server.clock.now },
      });
      await expectApiError(orders.getTopUp(started.top_up.id + 1000), 'not_found', 404);

      // A new customer: the first order gets the welcome discount.
      expect(await orders.getDiscount()).toEqual({
        discount: { kind: 'welcome', percent: 15 },
        paid_total_cents: 0,
      });
      const { order } = await orders.createPreOrder({
        title: 'An order paid through a top-up',
        discipline_sub: 101,
        pages_qty: 3,
        deadline_datetime: server.clock.now + 20 * 24 * 60 * 60 * 1000,
      });
      const forOrder = await orders.createTopUp({ orderId: order.id });
      expect(forOrder.top_up).toMatchObject({
        order_id: order.id,
        amount_cents: order.price_cents - 1000,
      });
      await pay(forOrder.checkout_url);
      expect((await orders.getTopUp(forOrder.top_up.id)).top_up.status).toBe('paid');
      const mine = (await orders.customerOrders()).orders.find((item) => item.id === order.id);
      expect(mine?.status).toBe('paid');
      expect((await orders.getBalance()).balance_cents).toBe(0);
      await expectApiError(orders.createTopUp({ orderId: order.id }), 'order_action_refused', 409);
      expect(mine).toMatchObject({ discount_kind: 'welcome', discount_percent: 15 });
      expect((await orders.getDiscount()).discount).toBeNull();
    });
  });

  describe('an expert applies', () => {
    it('writerRegistration and writerRegistrationRequest, unshaped', async () => {
      const { api } = newVisitor();
      expect(await api.writerRegistration()).toMatchObject({
        is_open: true,
        terms_url_path: '/writer-terms-and-conditions.html',
        privacy_url_path: '/writer-privacy-policy.html',
      });
      // Refused before the sample is looked at: the e-mail has an account.
      await expectApiError(
        api.writerRegistrationRequest({
          method: 'POST',
          form: {
            login: DEMO_ACCOUNTS.customer,
            name: 'Ada Expert',
            discipline_subs: '101',
            experience: 'Ten years of teaching algorithms and data structures in C and Python.',
            sample_file: 'AAAAAAAAAAAAAAAAAAAAAA',
            policy_agree: true,
          },
        }),
        'user_exists',
        409,
      );
    });

    it('createExpertApplicationClient: a visitor applies with a sample, the operator approves', async () => {
      const visitor = createExpertApplicationClient({ origin, fetch: createCookieJarFetch() });
      expect((await visitor.writerRegistrationInfo()).review_days).toBeGreaterThan(0);
      const { file } = await visitor.uploadSample(
        new File(['print("hello")\n'], 'sample.py', { type: 'text/x-python' }),
      );
      const application = {
        login: `expert.${engine}@example.com`,
        name: 'Ada Expert',
        discipline_subs: [101, 102],
        experience: 'Ten years of teaching algorithms and data structures in C and Python.',
        sample_file: file.id,
        policy_agree: true,
      };
      const applied = await visitor.applyAsExpert(application);
      expect(applied).toEqual({
        request_id: expect.any(Number),
        status: 'received',
        review_days: expect.any(Number),
      });
      // A limit refused reaches the caller as its slug and status, like any other refusal.
      await expectApiError(visitor.applyAsExpert(application), 'user_exists', 409);
      await expectApiError(visitor.applyAsExpert(application), 'too_many_requests', 429);
      const mail = readOutbox(server.outboxDir).find((m) => m.to === application.login);
      const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect((await visitor.expertApplicationStatus(token)).application).toMatchObject({
        name: 'Ada Expert',
        status: 'received',
      });

      const fetch = createCookieJarFetch();
      await createApiClient({ origin, fetch }).createSession({
        login: DEMO_ACCOUNTS.operator,
        password: DEMO_PASSWORD,
      });
      const operator = createExpertApplicationClient({ origin, fetch });
      const page = await operator.expertApplications({ status: 'received', limit: 1 });
      expect(page.applications[0]).toMatchObject({ id: applied.request_id, status: 'received' });
      expect(page.counts.received).toBeGreaterThanOrEqual(1);
      const read = await operator.expertApplication(applied.request_id);
      expect(read.application.sample).toMatchObject({ name: 'sample.py', size: 15 });
      const sample = await fetch(operator.expertApplicationSampleUrl(applied.request_id));
      expect(await sample.text()).toBe('print("hello")\n');
      const approved = await operator.approveExpertApplication(applied.request_id);
      expect(approved.application).toMatchObject({ status: 'approved', writer_slug: 'ada-expert' });
      await expectApiError(
        operator.declineExpertApplication(applied.request_id, 'Too late.'),
        'application_decided',
        409,
      );
    });
  });

  describe('social sign-in', () => {
    const oauthQuery = {
      url_path_redirect_success: '/dashboard/customer/orders/',
      url_path_redirect_fail: '/sign-in.html',
      source_context: 'authorization',
      policy_agree: true,
    } as const;

    it('getOAuthUrl for a provider that is not configured: oauth_provider_unavailable', async () => {
      await expectApiError(
        newVisitor().api.getOAuthUrl('apple', oauthQuery),
        'oauth_provider_unavailable',
        404,
      );
    });

    it('getOAuthUrl for a configured provider: its auth_url, which signs the visitor in', async () => {
      Object.assign(googleIdentity, {
        sub: `google-${engine}`,
        email: `google.visitor.${engine}@example.com`,
        email_verified: true,
      });
      const { api, fetch } = newVisitor();
      const { auth_url } = await api.getOAuthUrl('google', oauthQuery);
      const authUrl = new URL(auth_url);
      expect(authUrl.origin).toBe(google.issuer.url);
      expect(authUrl.searchParams.get('client_id')).toBe(GOOGLE_CLIENT_ID);
      expect(authUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_ORIGIN}${CALLBACK_PATH}`);

      // The provider sends the browser to our callback (on PUBLIC_ORIGIN, served here).
      const atProvider = await fetch(authUrl, { redirect: 'manual' });
      const callback = new URL(atProvider.headers.get('location') ?? '');
      expect(callback.pathname).toBe(CALLBACK_PATH);
      const landed = await fetch(`${origin}${callback.pathname}${callback.search}`, {
        redirect: 'manual',
      });
      expect(landed.headers.get('location')).toBe(
        `${PUBLIC_ORIGIN}/dashboard/customer/orders/?oaprovider=google`,
      );
      expect(await api.getSession()).toMatchObject({
        user_role: 'customer',
        email: `google.visitor.${engine}@example.com`,
        is_new_customer: true,
      });
    });
  });

  describe('password restore', () => {
    it('request, code from the e-mail, validate, reset: the new password works, the old fails', async () => {
      const { api } = newVisitor();
      const login = DEMO_ACCOUNTS.customer;
      expect(await api.requestPasswordRestore({ login })).toEqual({
        login,
        expires_in_min: 60,
      });
      const message = readOutbox(server.outboxDir)
        .filter((mail) => mail.to.includes(login) && mail.subject.includes('password restore code'))
        .at(-1);
      const code = /\n([A-Za-z0-9_-]{22})\n/.exec(message?.text ?? '')?.[1] ?? '';
      expect(code).not.toBe('');

      expect(await api.validateRestoreCode(code)).toEqual({
        valid: true,
        login,
        expires_at: expect.any(Number),
      });
      await expectApiError(api.validateRestoreCode('AAAAAAAAAAAAAAAAAAAAAA'), 'code_incorrect');

      const password = 'Restored-password-2';
      expect(await api.resetPassword({ code, password })).toEqual({ login });
      await expectApiError(api.validateRestoreCode(code), 'code_incorrect');

      await expectApiError(
        api.createSession({ login, password: DEMO_PASSWORD }),
        'password_incorrect',
        401,
      );
      expect((await api.createSession({ login, password })).auth_token).toEqual(expect.any(String));
      expect((await api.getSession()).email).toBe(login);
    });
  });

  describe('with reCAPTCHA configured', () => {
    let captchaServer: TestServer;
    let siteverify: Awaited<ReturnType<typeof startSiteverifyStandIn>>;
    let captchaOrigin: string;
    const actions: CaptchaAction[] = [];
    /** A browser whose reCAPTCHA gives a passing token for every action. */
    const human: CaptchaProvider = {
      getToken: async (action) => {
        actions.push(action);
        return 'human';
      },
    };
    const visitor = (captcha?: CaptchaProvider) =>
      createApiClient({ origin: captchaOrigin, fetch: createCookieJarFetch(), captcha });

    beforeAll(async () => {
      siteverify = await startSiteverifyStandIn();
      captchaServer = await startTestServer(engine, {
        RECAPTCHA_SECRET: SITEVERIFY_SECRET,
        RECAPTCHA_SITE_KEY: 'contract-site-key',
        RECAPTCHA_VERIFY_URL: siteverify.url,
        GOOGLE_ISSUER: google.issuer.url ?? '',
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'bb-contract-secret',
      });
      await captchaServer.app.listen({ host: '127.0.0.1', port: 0 });
      captchaOrigin = `http://127.0.0.1:${(captchaServer.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await captchaServer?.close();
      await siteverify?.close();
    });

    it("the calls that spend a token pass with the provider's token and fail with skipped", async () => {
      const settings = await visitor().getCommonSettings();
      expect(settings.env).toMatchObject({
        is_recaptcha_available: true,
        recaptcha_site_key: 'contract-site-key',
      });
      const captchaContext = { siteKey: settings.env.recaptcha_site_key };
      const signIn = { login: DEMO_ACCOUNTS.operator, password: DEMO_PASSWORD };
      const restore = { login: DEMO_ACCOUNTS.seo };
      const oauth = {
        url_path_redirect_success: '/dashboard/customer/orders/',
        url_path_redirect_fail: '/',
        source_context: 'authorization',
      } as const;

      await expectApiError(visitor().createSession(signIn), 'recaptcha_failed', 403);
      await expectApiError(visitor().requestPasswordRestore(restore), 'recaptcha_failed', 403);
      await expectApiError(visitor().getOAuthUrl('google', oauth), 'recaptcha_failed', 403);

      const api = visitor(human);
      expect((await api.createSession(signIn, { captchaContext })).user_role).toBe('operator');
      expect(await api.requestPasswordRestore(restore, { captchaContext })).toMatchObject(restore);
      const { auth_url } = await api.getOAuthUrl('google', oauth, { captchaContext });
      expect(new URL(auth_url).origin).toBe(google.issuer.url);
      expect(actions.map((action) => [action.name, action.siteKey])).toEqual([
        ['post_users/sessions', 'contract-site-key'],
        // reCAPTCHA action names allow only letters, digits, '/' and '_'.
        ['post_users/password_restore', 'contract-site-key'],
        ['get_users/sessions/oauth2/url/google', 'contract-site-key'],
      ]);
      expect(siteverify.requests.map((form) => form.get('response'))).toEqual([
        'human',
        'human',
        'human',
      ]);
    });
  });
});
