import { encodePageCursor } from '@bb/validation';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutDay } from '../orders/expert-earnings';
import { PAYOUT_LEDGERS, payOutOwner, releasePayoutEntries } from '../payouts/payout-ledgers';
import type { ApiClient } from '../testing/api-client';
import { clientFactory, uploadFile } from '../testing/customer-fixtures';
import { fullScans, indexesUsed } from '../testing/query-plan';
import { type StatementCapture, statementCapture } from '../testing/statement-capture';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import type { Database } from './schema';

type Role =
  | 'visitor'
  | 'customer'
  | 'writer'
  | 'operator'
  | 'seo'
  | 'earnings'
  | 'support_contract';

type PlannedRoute = {
  /** Who asks: a visitor, or the seed's demo account of that role, signed in. */
  role: Role;
  /** A GET path with its query; `{name}` is a seeded row's id or key (see `placeholders`). */
  path: string;
  /** The answer's status, when not 200. */
  status?: number;
  /**
   * The change that stops this route reading a growing table whole, which has not landed yet:
   * its test is expected to fail until then (remove this when it lands).
   */
  knownScan?: string;
  /** Growing tables the route reads whole by nature, and what bounds how often. */
  readsWhole?: Record<string, string>;
};

/**
 * Every GET route that reads the database, as its users call it. Each statement a route runs is
 * planned on both engines; none may read a growing table whole.
 */
/** Later pages: after an item far in the future (newest-first lists) or past (oldest-first ones). */
const LATER_CURSOR = encodePageCursor({ key: 4_000_000_000_000, id: 1_000_000 });
const EARLIER_CURSOR = encodePageCursor({ key: 1, id: 1 });
/** The expert's list: a page in its finished part (the second) and its cancelled part (the third). */
const PART_KEY_SPAN = 2 ** 46;
const FINISHED_PART_CURSOR = encodePageCursor({
  key: PART_KEY_SPAN + 4_000_000_000_000,
  id: 1_000_000,
});
const CANCELLED_PART_CURSOR = encodePageCursor({
  key: 2 * PART_KEY_SPAN + 4_000_000_000_000,
  id: 1_000_000,
});

const ROUTES: PlannedRoute[] = [
  // The public widgets.
  {
    role: 'visitor',
    path: 'widgets/statistics',
    readsWhole: {
      writers: 'sums every expert’s counters; its response cache runs it once a minute',
    },
  },
  { role: 'visitor', path: 'widgets/writers/{slug}' },
  { role: 'visitor', path: 'widgets/writers/{slug},{otherSlug}' },
  { role: 'visitor', path: 'widgets/writers/{slug}/testimonials' },
  { role: 'visitor', path: 'widgets/writers/{slug}/testimonials?highlighted_only=1&offset=2' },
  { role: 'visitor', path: 'widgets/writers/{slug}/portfolio' },
  { role: 'visitor', path: 'widgets/writers/{slug}/portfolio/{portfolioItem}' },
  { role: 'visitor', path: 'widgets/writers-top' },
  { role: 'visitor', path: 'widgets/writers-top?discipline=101&online=online&sort=reviews_qty' },
  { role: 'visitor', path: `widgets/writers-top?reviews_qty=0&cursor=${LATER_CURSOR}` },
  {
    role: 'visitor',
    path: `widgets/writers-top?sort=orders_finished_qty&discipline=101&cursor=${LATER_CURSOR}`,
  },
  { role: 'visitor', path: 'widgets/testimonials-rotator?qty=5' },
  { role: 'visitor', path: 'widgets/orders-latest' },
  { role: 'visitor', path: 'widgets/orders-latest?discipline=101' },
  {
    role: 'visitor',
    path: 'widgets/dictionaries/paper_type,discipline_sub,discipline_sub_grouping',
  },
  { role: 'visitor', path: 'widgets/variables/content_terms,content_refund_policy' },
  { role: 'visitor', path: 'widgets/data-boxes/{dataBox}' },
  { role: 'visitor', path: 'widgets/orphanage-file/{orphanFile}' },
  { role: 'visitor', path: 'common/company-settings?domain=bb.localhost' },
  { role: 'visitor', path: 'users/pre-check?login=customer@demo.bb.example' },
  { role: 'customer', path: 'widgets/reminders' },
  { role: 'customer', path: 'widgets/order-post-experience?order_id={finishedOrder}' },
  { role: 'customer', path: 'users/redirect-to-dashboard?route=orders', status: 302 },
  // Accounts.
  { role: 'customer', path: 'customers' },
  { role: 'customer', path: 'users/sessions' },
  { role: 'customer', path: 'users/sessions/all' },
  // The customer's dashboard.
  { role: 'customer', path: 'customers/orders' },
  { role: 'customer', path: 'customers/pre-orders' },
  { role: 'customer', path: `customers/orders?status=finished&limit=5&cursor=${LATER_CURSOR}` },
  { role: 'customer', path: `customers/pre-orders?cursor=${LATER_CURSOR}` },
  { role: 'customer', path: 'customers/orders/{order}' },
  { role: 'customer', path: 'customers/orders/{order}/messages' },
  { role: 'customer', path: 'customers/orders/{order}/files' },
  { role: 'customer', path: `customers/orders/{order}/messages?cursor=${LATER_CURSOR}` },
  { role: 'customer', path: 'customers/balance' },
  { role: 'customer', path: `customers/balance?cursor=${LATER_CURSOR}` },
  { role: 'customer', path: 'customers/tickets' },
  { role: 'customer', path: `customers/tickets?status=answered&cursor=${LATER_CURSOR}` },
  { role: 'customer', path: 'customers/tickets/{ticket}' },
  { role: 'customer', path: `customers/tickets/{ticket}/messages?cursor=${LATER_CURSOR}` },
  // The expert's dashboard.
  { role: 'writer', path: 'writers/orders' },
  { role: 'writer', path: `writers/orders?status=finished&limit=5&cursor=${LATER_CURSOR}` },
  { role: 'writer', path: `writers/orders?cursor=${FINISHED_PART_CURSOR}` },
  { role: 'writer', path: `writers/orders?cursor=${CANCELLED_PART_CURSOR}` },
  { role: 'writer', path: `writers/orders?status=cancelled&cursor=${LATER_CURSOR}` },
  { role: 'writer', path: 'writers/orders/{order}' },
  { role: 'writer', path: 'writers/orders/{order}/messages' },
  { role: 'writer', path: 'writers/orders/{order}/files' },
  { role: 'writer', path: 'writers/earnings' },
  { role: 'writer', path: `writers/earnings?cursor=${LATER_CURSOR}` },
  { role: 'writer', path: 'writers/payouts' },
  { role: 'writer', path: `writers/payouts?cursor=${LATER_CURSOR}` },
  { role: 'writer', path: 'writers/payout-method' },
  // The expert's portfolio (a seeded item has no file to download).
  { role: 'writer', path: 'writers/portfolio' },
  { role: 'writer', path: `writers/portfolio?cursor=${LATER_CURSOR}` },
  { role: 'visitor', path: 'widgets/writers/{slug}/portfolio/{portfolioItem}/file', status: 404 },
  // The operator's dashboard.
  { role: 'operator', path: 'operators/orders' },
  { role: 'operator', path: `operators/orders?status=paid&cursor=${EARLIER_CURSOR}` },
  { role: 'operator', path: 'operators/orders/{order}' },
  // The operator's order search: each filter, alone and with others, first and later pages.
  { role: 'operator', path: 'operators/orders?status=all' },
  { role: 'operator', path: `operators/orders?status=all&cursor=${EARLIER_CURSOR}` },
  { role: 'operator', path: `operators/orders?status=finished&cursor=${EARLIER_CURSOR}` },
  {
    role: 'operator',
    path: 'operators/orders?status=all&deadline_from=1&deadline_to=4000000000000',
  },
  { role: 'operator', path: 'operators/orders?status=paid&deadline_from=1' },
  { role: 'operator', path: 'operators/orders?customer=customer@demo.bb.example' },
  {
    role: 'operator',
    path: `operators/orders?status=all&customer={customer}&cursor=${EARLIER_CURSOR}`,
  },
  {
    role: 'operator',
    path: 'operators/orders?status=finished&customer={customer}&deadline_to=4000000000000',
  },
  { role: 'operator', path: 'operators/orders?status=all&expert={slug}' },
  {
    role: 'operator',
    path: `operators/orders?status=in_progress&expert={penName}&cursor=${EARLIER_CURSOR}`,
  },
  { role: 'operator', path: 'operators/orders?expert={writerId}&deadline_from=1' },
  { role: 'operator', path: 'operators/orders?status=all&q=dijkstra+heap' },
  { role: 'operator', path: `operators/orders?status=paid&q=essay&cursor=${EARLIER_CURSOR}` },
  { role: 'operator', path: 'operators/orders?q={order}' },
  {
    role: 'operator',
    path: 'operators/orders?status=all&q=essay&customer={customer}&deadline_from=1',
  },
  { role: 'operator', path: 'operators/orders?status=all&q=essay&expert={slug}' },
  // The audit trail.
  { role: 'operator', path: 'operators/orders/{order}/audit-events' },
  { role: 'operator', path: `operators/orders/{order}/audit-events?cursor=${LATER_CURSOR}` },
  { role: 'operator', path: 'operators/accounts/{customer}/audit-events' },
  { role: 'operator', path: `operators/accounts/{customer}/audit-events?cursor=${LATER_CURSOR}` },
  { role: 'operator', path: 'operators/orders/{order}/messages' },
  { role: 'operator', path: 'operators/orders/{order}/files' },
  { role: 'operator', path: 'operators/experts' },
  { role: 'operator', path: `operators/experts?cursor=${EARLIER_CURSOR}` },
  { role: 'operator', path: 'operators/tickets' },
  { role: 'operator', path: `operators/tickets?cursor=${EARLIER_CURSOR}` },
  { role: 'operator', path: `operators/tickets?status=closed&cursor=${LATER_CURSOR}` },
  { role: 'operator', path: 'operators/tickets?status=answered' },
  { role: 'operator', path: 'operators/tickets/{ticket}' },
  { role: 'operator', path: `operators/tickets/{ticket}/messages?cursor=${LATER_CURSOR}` },
  { role: 'operator', path: 'operators/expert-applications' },
  { role: 'operator', path: 'operators/staff' },
  { role: 'operator', path: `operators/staff?cursor=${LATER_CURSOR}` },
  {
    role: 'operator',
    path: `operators/expert-applications?status=received&cursor=${LATER_CURSOR}`,
  },
  // The operator's customers and experts: searched by text (a walk newest first that the page
  // stops), by id, and a customer's and an expert's lists by their id.
  { role: 'operator', path: 'operators/customers' },
  { role: 'operator', path: `operators/customers?q=demo&cursor=${LATER_CURSOR}` },
  { role: 'operator', path: 'operators/customers?q={customerId}' },
  { role: 'operator', path: 'operators/customers/{customerId}' },
  { role: 'operator', path: 'operators/customers/{customerId}/orders' },
  {
    role: 'operator',
    path: `operators/customers/{customerId}/orders?status=finished&cursor=${LATER_CURSOR}`,
  },
  { role: 'operator', path: `operators/customers/{customerId}/balance?cursor=${LATER_CURSOR}` },
  { role: 'operator', path: 'operators/customers/{customerId}/tickets?status=waiting' },
  // Reviews staff see (reviews/review-staff-routes.ts).
  { role: 'writer', path: 'writers/orders/{finishedOrder}/customer-rating' },
  { role: 'operator', path: 'operators/orders/{finishedOrder}/reviews' },
  { role: 'operator', path: 'operators/customers/{customerId}/customer-ratings' },
  {
    role: 'operator',
    path: `operators/customers/{customerId}/customer-ratings?cursor=${LATER_CURSOR}`,
  },
  { role: 'operator', path: 'operators/writers' },
  { role: 'operator', path: `operators/writers?q=demo&cursor=${LATER_CURSOR}` },
  { role: 'operator', path: 'operators/writers?q={expertId}' },
  { role: 'operator', path: 'operators/writers/{expertId}' },
  { role: 'operator', path: 'operators/writers/{expertId}/orders' },
  { role: 'operator', path: `operators/writers/{expertId}/orders?cursor=${FINISHED_PART_CURSOR}` },
  { role: 'operator', path: `operators/writers/{expertId}/earnings?cursor=${LATER_CURSOR}` },
  // The notification centre, of every signed-in person, and its e-mail preferences.
  { role: 'customer', path: 'users/notifications' },
  { role: 'writer', path: `users/notifications?cursor=${LATER_CURSOR}` },
  { role: 'customer', path: 'users/email-preferences' },
  // The seo role (seo/): a page's history and the redirects by keyset; the edited pages and the
  // redirects the site applies, one row per edited page or old address.
  { role: 'seo', path: 'seo/pages' },
  { role: 'seo', path: `seo/pages/versions?path=%2Fabout-us.html&cursor=${LATER_CURSOR}` },
  { role: 'seo', path: 'seo/redirects' },
  { role: 'seo', path: `seo/redirects?cursor=${LATER_CURSOR}` },
  { role: 'visitor', path: 'widgets/page-settings?path=%2Fabout-us.html' },
  {
    role: 'visitor',
    path: 'widgets/page-changes',
    readsWhole: { seo_pages: 'one row per edited page of the site, a few hundred at most' },
  },
  {
    role: 'visitor',
    path: 'widgets/redirects',
    readsWhole: { seo_redirects: 'one row per old address the seo role redirects' },
  },
  // The referral partner's area (referrals/).
  { role: 'earnings', path: 'partners/overview' },
  { role: 'earnings', path: 'partners/orders' },
  { role: 'earnings', path: `partners/orders?cursor=${LATER_CURSOR}` },
  { role: 'earnings', path: 'partners/customers' },
  { role: 'earnings', path: `partners/customers?cursor=${LATER_CURSOR}` },
  { role: 'earnings', path: 'partners/payouts' },
  { role: 'earnings', path: `partners/payouts?cursor=${LATER_CURSOR}` },
  { role: 'earnings', path: 'partners/payout-method' },
  // The support agents' workspace and contract, and the operator's side of them.
  { role: 'support_contract', path: 'support-agents/tickets' },
  { role: 'support_contract', path: `support-agents/tickets?cursor=${EARLIER_CURSOR}` },
  { role: 'support_contract', path: 'support-agents/tickets?view=queue' },
  { role: 'support_contract', path: `support-agents/tickets?view=queue&cursor=${EARLIER_CURSOR}` },
  { role: 'support_contract', path: 'support-agents/tickets/{agentTicket}' },
  {
    role: 'support_contract',
    path: `support-agents/tickets/{agentTicket}/notes?cursor=${LATER_CURSOR}`,
  },
  { role: 'support_contract', path: 'support-agents/agents' },
  { role: 'support_contract', path: 'support-agents/contract' },
  { role: 'support_contract', path: `support-agents/contract?cursor=${LATER_CURSOR}` },
  { role: 'operator', path: 'operators/support-agents' },
  { role: 'operator', path: 'operators/support-agents/{agentId}/contracts' },
  { role: 'operator', path: 'operators/tickets/{agentTicket}/notes' },
];

/** Dictionaries that stay small whatever the business does: read whole, they cost nothing. */
const SMALL_TABLES = new Set([
  'disciplines',
  'paper_types',
  'discipline_groups',
  'company_settings',
  'content_variables',
]);

/**
 * Drops the statistics the start gathered (db/planner-statistics.ts) and has SQLite read them
 * again. On the seed's tiny tables, reading a table whole is SQLite's best plan once it knows their
 * size; without statistics it plans as for tables of any size, which is what this test is about
 * (as PostgreSQL's with sequential scans priced out, testing/query-plan.ts).
 */
async function withoutPlannerStatistics(db: Kysely<Database>) {
  await sql`DELETE FROM sqlite_stat1`.execute(db);
  await sql`ANALYZE sqlite_schema`.execute(db);
}

describe.each(ENGINES)('the plans of the routes’ queries on %s', (engine) => {
  let server: TestServer;
  const capture: StatementCapture = statementCapture(engine);
  const { newClient, signedIn } = clientFactory(() => server, '10.27.0');
  const clients = {} as Record<Role, ApiClient>;
  const placeholders: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' }, undefined, capture.plugin);
    if (engine === 'sqlite') await withoutPlannerStatistics(server.ctx.db);
    clients.visitor = newClient();
    clients.customer = await signedIn('customer');
    clients.writer = await signedIn('writer');
    clients.operator = await signedIn('operator');
    clients.seo = await signedIn('seo');
    clients.earnings = await signedIn('earnings');
    clients.support_contract = await signedIn('support_contract');
    const { customer, visitor, writer } = clients;
    const orders = (await customer.get('customers/orders')).json.body.orders;
    const byStatus = (status: string) =>
      orders.find((order: { status: string }) => order.status === status);
    const order = (await customer.get(`customers/orders/${byStatus('in_progress').id}`)).json.body
      .order;
    const slug = order.writer.slug;
    const writers = (await visitor.get('widgets/writers-top')).json.body.writers;
    const portfolio = (await visitor.get(`widgets/writers/${slug}/portfolio`)).json.body.portfolio;
    const writerRow = await server.ctx.db
      .selectFrom('writers')
      .select(['id', 'pen_name'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const { id: customerId } = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'customer')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    Object.assign(placeholders, {
      order: String(order.id),
      customer: String(customerId),
      writerId: String(writerRow.id),
      penName: encodeURIComponent(writerRow.pen_name),
      finishedOrder: String(byStatus('finished').id),
      slug,
      customerId: String((await customer.get('users/sessions')).json.body.user_id),
      expertId: String((await writer.get('users/sessions')).json.body.user_id),
      otherSlug: writers.find((writer: { slug: string }) => writer.slug !== slug).slug,
      portfolioItem: String(portfolio[0].id),
      ticket: String((await customer.get('customers/tickets')).json.body.tickets[0].id),
      agentTicket: String(
        (await clients.support_contract.get('support-agents/tickets')).json.body.tickets[0].id,
      ),
      agentId: String((await clients.support_contract.get('users/sessions')).json.body.user_id),
      dataBox: (await visitor.post('widgets/data-boxes', { data: '{}' })).json.body.key,
      orphanFile: (await uploadFile(visitor, 'notes.txt', 'notes', 'text/plain')).json.body.file.id,
    });
  });
  afterAll(() => server?.close());

  it('finds a growing table read whole, and not a lookup or a page in an index’s order', async () => {
    const { db } = server.ctx;
    const p = engine === 'postgres' ? '$1' : '?';
    const scan = { sql: `select id from orders where title = ${p}`, parameters: ['Essay'] };
    const lookup = { sql: `select id from orders where customer_user_id = ${p}`, parameters: [1] };
    expect((await fullScans(db, engine, scan)).map((found) => found.table)).toEqual(['orders']);
    expect(await fullScans(db, engine, lookup)).toEqual([]);
    const inIndexOrder = 'select id from testimonials order by is_highlighted, created_at, id';
    const page = { sql: `${inIndexOrder} limit 5`, parameters: [] };
    const all = { sql: inIndexOrder, parameters: [] };
    expect(await fullScans(db, engine, page)).toEqual([]);
    const words = engine === 'postgres' ? `to_tsquery('simple', ${p})` : p;
    const text = {
      sql:
        engine === 'postgres'
          ? `select id from orders where to_tsvector('simple', title || ' ' || description) @@ ${words}`
          : `select id from orders where id in (select rowid from orders_text where orders_text match ${p})`,
      parameters: [engine === 'postgres' ? 'essay:*' : '"essay"*'],
    };
    expect(await fullScans(db, engine, text)).toEqual([]);
    if (engine === 'sqlite') {
      const allWords = { sql: 'select rowid from orders_text', parameters: [] };
      expect((await fullScans(db, engine, allWords)).map((found) => found.table)).toEqual([
        'orders_text',
      ]);
    }
    expect((await fullScans(db, engine, all)).map((found) => found.table)).toEqual([
      'testimonials',
    ]);
  });

  it.each(PAYOUT_LEDGERS.map((ledger) => [ledger.payees, ledger] as const))(
    'the payout run: who is due and what each is paid (%s), from their unpaid and owing entries alone',
    async (_, ledger) => {
      const { db } = server.ctx;
      const now = server.clock.now;
      // The run on a payout date of now, rolled back: every entry available is due.
      const statements = await capture.during(() =>
        db
          .transaction()
          .execute(async (trx) => {
            const due = await ledger.dueOwners(trx, now);
            expect(due.length).toBeGreaterThan(0);
            for (const owner of due)
              await payOutOwner(trx, ledger, owner.id, owner.paypalEmail, now, now);
            // A payout undone (one of nothing, a failed one): its entries found by the payout.
            const made = await trx
              .selectFrom(ledger.payouts)
              .select('id')
              .where(ledger.owner, '=', due[0]?.id ?? 0)
              .where('paid_on', '=', payoutDay(now))
              .executeTakeFirstOrThrow();
            await releasePayoutEntries(trx, ledger, made.id);
            throw new Error('rolled back');
          })
          .catch((error: Error) => expect(error.message).toBe('rolled back')),
      );
      const found: string[] = [];
      const unpaid = `${ledger.entries}_unpaid`;
      const usedUnpaid: string[] = [];
      // Each statement on the entries' netting of refunds, and the indexes it reads.
      const netting: Record<string, string[]> = {};
      for (const statement of statements) {
        const used = await indexesUsed(db, engine, statement);
        if (used.includes(unpaid)) usedUnpaid.push(statement.sql);
        if (statement.sql.includes('"clawback_payout_id"')) netting[statement.sql] = used;
        for (const scan of await fullScans(db, engine, statement)) {
          // Each payee is looked up in the unpaid index: the payees' table (one row per expert
          // or partner, not per order), read once an hour.
          if (!['writers', 'referral_partners'].includes(scan.table))
            found.push(`${scan.table} (${scan.step}) in: ${statement.sql}`);
        }
      }
      expect(found.join('\n')).toBe('');
      // Who is due, and each one's entries taken.
      expect(usedUnpaid.length).toBeGreaterThanOrEqual(2);
      // What each owes back, netted from the entries owing (not a walk of the payee's
      // history), and a payout's netting undone from the entries it netted.
      expect(Object.values(netting)).toEqual([
        [`${ledger.entries}_owed_back`],
        [`${ledger.entries}_by_clawback_payout`],
      ]);
    },
  );

  for (const route of ROUTES) {
    const test = route.knownScan ? it.fails : it;
    test(`${route.role}: GET ${route.path}${route.knownScan ? ` (scans until ${route.knownScan})` : ''}`, async () => {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => placeholders[name] ?? '');
      let status = 0;
      const statements = await capture.during(async () => {
        status = (await clients[route.role].get(path)).status;
      });
      expect(status).toBe(route.status ?? 200);
      expect(statements.length).toBeGreaterThan(0);
      const found: string[] = [];
      for (const statement of statements) {
        for (const scan of await fullScans(server.ctx.db, engine, statement)) {
          if (!SMALL_TABLES.has(scan.table) && !route.readsWhole?.[scan.table])
            found.push(`${scan.table} (${scan.step}) in: ${statement.sql}`);
        }
      }
      expect(found.join('\n'), `GET ${path} as ${route.role} reads growing tables whole`).toBe('');
    });
  }
});
