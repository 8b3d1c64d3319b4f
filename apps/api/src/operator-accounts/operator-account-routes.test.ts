import { LIST_PAGE_MAX_LIMIT } from '@bb/validation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { type ApiClient, type ApiResponse, slugOf } from '../testing/api-client';
import { clientFactory, createAccount } from '../testing/customer-fixtures';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

const PASSWORD = 'Console-search-1';
type Listed = { id: number; email: string; status: string };

describe.each(ENGINES)('the operator’s customers and experts on %s', (engine) => {
  let server: TestServer;
  const { newClient, signedIn } = clientFactory(() => server, '10.28.9');
  let operator: ApiClient;
  let customerId: number;
  let expertId: number;
  let accounts = 0;

  const db = () => server.ctx.db;
  const userId = async (email: string) =>
    (
      await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const refusal = (response: ApiResponse) => [response.status, slugOf(response)];
  const newCustomer = async (name = 'console') => {
    const email = await createAccount(server.ctx, `${name}-${++accounts}@bb.example`, PASSWORD);
    return { email, id: await userId(email) };
  };
  /** Every item of a list, page by page (`size` a page), with `between` run after each page. */
  const allPages = async (path: string, key: string, size: number, between = async () => {}) => {
    const items: Listed[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { limit: String(size) };
      if (cursor) query.cursor = cursor;
      const page = (await operator.get(path, { query })).json.body;
      items.push(...page[key]);
      cursor = page.next_cursor;
      await between();
    } while (cursor);
    return items;
  };

  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
    operator = await signedIn('operator');
    customerId = await userId(DEMO_ACCOUNTS.customer);
    expertId = await userId(DEMO_ACCOUNTS.writer);
  });
  afterAll(() => server.close());

  it('refuses every route to anyone signed out and to every role but the operator', async () => {
    const paths = [
      'operators/customers',
      `operators/customers/${customerId}`,
      `operators/customers/${customerId}/orders`,
      `operators/customers/${customerId}/balance`,
      `operators/customers/${customerId}/tickets`,
      'operators/writers',
      `operators/writers/${expertId}`,
      `operators/writers/${expertId}/orders`,
      `operators/writers/${expertId}/earnings`,
    ];
    const calls = (client: ApiClient) => Promise.all(paths.map((path) => client.get(path)));
    for (const response of await calls(newClient())) {
      expect(refusal(response)).toEqual([401, 'not_authenticated']);
    }
    for (const role of ['customer', 'writer', 'seo', 'support_contract', 'earnings'] as const) {
      for (const response of await calls(await signedIn(role))) {
        expect(refusal(response), role).toEqual([403, 'user_role_required_user_not_matched']);
      }
    }
    for (const response of await calls(operator)) expect(response.status).toBe(200);
  });

  it('answers a customer’s and an expert’s lists as they read their own', async () => {
    const [customer, expert] = await Promise.all([signedIn('customer'), signedIn('writer')]);
    const ids = (response: ApiResponse, key: string) =>
      response.json.body[key].map((item: { id: number }) => item.id);
    const same = async (own: [ApiClient, string], byId: string, key: string) => {
      const [mine, theirs] = await Promise.all([own[0].get(own[1]), operator.get(byId)]);
      expect(theirs.status).toBe(200);
      expect(ids(theirs, key)).toEqual(ids(mine, key));
      expect(ids(theirs, key).length).toBeGreaterThan(0);
      return { mine: mine.json.body, theirs: theirs.json.body };
    };
    const orders = await same(
      [customer, 'customers/orders?status=finished'],
      `operators/customers/${customerId}/orders?status=finished`,
      'orders',
    );
    expect(orders.theirs.status_counts).toEqual(orders.mine.status_counts);
    const ledger = await same(
      [customer, 'customers/balance'],
      `operators/customers/${customerId}/balance`,
      'entries',
    );
    expect(ledger.theirs.balance_cents).toBe(ledger.mine.balance_cents);
    const tickets = await same(
      [customer, 'customers/tickets'],
      `operators/customers/${customerId}/tickets`,
      'tickets',
    );
    expect(tickets.theirs.counts).toEqual(tickets.mine.counts);
    // The customer's own list also offers their orders for a new ticket; the operator opens none.
    expect(tickets.theirs.orders).toBeUndefined();
    await same([expert, 'writers/orders'], `operators/writers/${expertId}/orders`, 'orders');
    const earnings = await same(
      [expert, 'writers/earnings'],
      `operators/writers/${expertId}/earnings`,
      'earnings',
    );
    const { earnings: _mine, ...totals } = earnings.mine;
    expect(earnings.theirs).toMatchObject(totals);

    const customerPage = (await operator.get(`operators/customers/${customerId}`)).json.body;
    expect(customerPage.customer).toEqual({
      id: customerId,
      email: DEMO_ACCOUNTS.customer,
      status: 'active',
      created_at: expect.any(Number),
      balance_cents: ledger.mine.balance_cents,
      // The demo customer came without a partner's link.
      referral: null,
    });
    const expertPage = (await operator.get(`operators/writers/${expertId}`)).json.body.expert;
    const card = (await newClient().get(`widgets/writers/${expertPage.slug}`)).json.body;
    expect(expertPage).toMatchObject({
      id: expertId,
      email: DEMO_ACCOUNTS.writer,
      status: 'active',
      pen_name: card.pen_name,
      rating: card.rating,
      orders_finished_qty: card.orders_finished_qty,
      orders_progress_qty: card.orders_progress_qty,
      public_url: `${PUBLIC_ORIGIN}/experts/${card.slug}.html`,
    });
  });

  it('finds no customer by an expert’s id nor an expert by a customer’s, and refuses bad input', async () => {
    for (const path of [
      `operators/customers/${expertId}`,
      `operators/customers/${expertId}/orders`,
      `operators/writers/${customerId}`,
      `operators/writers/${customerId}/earnings`,
      'operators/customers/999999',
    ]) {
      expect(refusal(await operator.get(path)), path).toEqual([404, 'not_found']);
    }
    for (const path of [
      'operators/customers/abc',
      `operators/customers?limit=${LIST_PAGE_MAX_LIMIT + 1}`,
      `operators/writers?q=${'x'.repeat(200)}`,
      'operators/customers?cursor=bm90LWEtY3Vyc29y',
      `operators/customers/${customerId}/orders?status=lost`,
      `operators/customers/${customerId}/tickets?status=lost`,
      `operators/writers/${expertId}/earnings?limit=0`,
    ]) {
      expect(refusal(await operator.get(path)), path).toEqual([400, 'invalid_request']);
    }
  });

  it('finds customers by id and by any part of the e-mail, whatever its case', async () => {
    const anna = await newCustomer('Anna_Search');
    await newCustomer('annabel');
    const found = async (q: string) =>
      (await operator.get('operators/customers', { query: { q } })).json.body.customers.map(
        (customer: Listed) => customer.email,
      );
    expect(await found(String(anna.id))).toEqual([anna.email]);
    expect(await found(`#${anna.id}`)).toEqual([anna.email]);
    expect(await found(String(expertId))).toEqual([]);
    expect(await found('NA_SEARCH')).toEqual([anna.email]);
    // LIKE's wildcards are matched as themselves: `_` is no "any character".
    expect(await found('anna_')).toEqual([anna.email]);
    expect(await found('%')).toEqual([]);
    expect((await found('anna')).length).toBe(2);
    expect(await found('nobody-has-this')).toEqual([]);
  });

  it('pages through every customer once, newest first, while new ones sign up', async () => {
    for (let i = 0; i < 5; i += 1) await newCustomer('paged');
    const before = (
      await db()
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'customer')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id);
    const listed = await allPages('operators/customers', 'customers', 2, async () => {
      await newCustomer('between');
    });
    expect(listed.map((customer) => customer.id)).toEqual(before);
  });

  it('finds experts by pen name, e-mail and id, and shows a blocked one as blocked', async () => {
    const expert = (await operator.get(`operators/writers/${expertId}`)).json.body.expert;
    const found = async (q: string) =>
      (await operator.get('operators/writers', { query: { q } })).json.body.experts.map(
        (listed: Listed) => listed.id,
      );
    expect(await found(expert.pen_name.slice(1, 5).toUpperCase())).toEqual([expertId]);
    expect(await found('writer@demo')).toEqual([expertId]);
    expect(await found(String(expertId))).toEqual([expertId]);
    expect(await found(String(customerId))).toEqual([]);
    // Every expert who signs in (each demo expert does), the newest account first.
    const all = await allPages('operators/writers', 'experts', 1);
    const accounts = await db()
      .selectFrom('writers')
      .select('user_id')
      .where('user_id', 'is not', null)
      .execute();
    expect(all.map((listed) => listed.id)).toEqual(
      accounts.map((row) => Number(row.user_id)).sort((a, b) => b - a),
    );
    expect(all.map((listed) => listed.id)).toContain(expertId);

    expect((await operator.post(`operators/accounts/${expertId}/block`)).status).toBe(200);
    const blocked = (await operator.get('operators/writers', { query: { q: 'writer@demo' } })).json
      .body.experts[0];
    expect(blocked.status).toBe('blocked');
    const signIn = await newClient().post('users/sessions', {
      login: DEMO_ACCOUNTS.writer,
      password: DEMO_PASSWORD,
    });
    expect(refusal(signIn)).toEqual([403, 'user_blocked']);
    expect((await operator.post(`operators/accounts/${expertId}/unblock`)).status).toBe(200);
    expect((await operator.get(`operators/writers/${expertId}`)).json.body.expert.status).toBe(
      'active',
    );
  });

  it('answers the first page, and a search that finds nothing, among 40,001 customers', async () => {
    const now = server.clock.now;
    await sql`
      with recursive n(i) as (select 0 union all select i + 1 from n where i < 40000)
      insert into users (email, password_hash, role, is_blocked, name, email_verified_at,
        policy_agreed_at, marketing_agree, utc_offset_min, created_at)
      select 'bulk-' || cast(i as text) || '@bb.example', null, 'customer', 0, null, null, null, 0,
        0, cast(${now} as bigint) - i * 1000
      from n`.execute(db());
    const first = (await operator.get('operators/customers')).json.body;
    expect(first.customers).toHaveLength(20);
    expect(first.next_cursor).toEqual(expect.any(String));
    const started = performance.now();
    const none = await operator.get('operators/customers', { query: { q: 'nobody-has-this' } });
    const took = performance.now() - started;
    expect(none.json.body).toEqual({ customers: [], next_cursor: null });
    // Bounded, not a benchmark: the whole walk of 40,000 customers takes tens of milliseconds.
    expect(took).toBeLessThan(2000);
    const bulk = (await operator.get('operators/customers', { query: { q: 'bulk-3999' } })).json
      .body;
    expect(bulk.customers.map((customer: Listed) => customer.email).slice(0, 2)).toEqual([
      'bulk-3999@bb.example',
      'bulk-39990@bb.example',
    ]);
  });
});
