import type { OrderStatus } from '@bb/validation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import type { ApiClient } from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { insertOrderRows, pageThrough } from '../testing/order-rows';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)("the operator's order search on %s", (engine) => {
  let server: TestServer;
  let operator: ApiClient;
  const { signedIn } = clientFactory(() => server, '10.28.1');
  /** Two customers and two writers whose orders the search tells apart. */
  const people = {
    customers: [] as number[],
    writers: [] as Array<{ id: number; slug: string; pen_name: string }>,
  };
  /** The test's orders, by a name. */
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    operator = await signedIn('operator');
    const { db } = server.ctx;
    const users = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [DEMO_ACCOUNTS.customer, DEMO_ACCOUNTS.seo])
      .execute();
    people.customers = [DEMO_ACCOUNTS.customer, DEMO_ACCOUNTS.seo].map(
      (email) => users.find((user) => user.email === email)?.id ?? 0,
    );
    people.writers = await db
      .selectFrom('writers')
      .select(['id', 'slug', 'pen_name'])
      .orderBy('id')
      .limit(2)
      .execute();
    const [first, second] = people.customers;
    const [writerA, writerB] = people.writers.map((writer) => writer.id);
    // Due far in the future, after every seeded order, in a known order.
    const due = (days: number) => server.clock.now + (1000 + days) * DAY;
    const orders: Record<string, Partial<NewOrder>> = {
      essay: {
        customer_user_id: first,
        title: 'Macroeconomics essay',
        status: 'paid',
        deadline_at: due(1),
      },
      lab: {
        customer_user_id: first,
        writer_id: writerA,
        title: 'Chemistry lab report',
        description: 'Titration of acetic acid',
        status: 'in_progress',
        deadline_at: due(2),
      },
      thesis: {
        customer_user_id: second,
        writer_id: writerB,
        title: 'Thesis chapter',
        description: 'Statistics of the survey, in R',
        status: 'assigned',
        deadline_at: due(3),
      },
      review: {
        customer_user_id: second,
        writer_id: writerA,
        title: 'Literature review',
        status: 'finished',
        deadline_at: due(4),
      },
    };
    const inserted = await insertOrderRows(server, Object.values(orders));
    Object.keys(orders).forEach((name, index) => {
      ids[name] = inserted[index] ?? 0;
    });
  });
  afterAll(() => server.close());

  /** The test's orders (by name) the search finds, in the order listed. */
  async function found(query: Record<string, string>): Promise<string[]> {
    const { ids: listed } = await pageThrough(operator, 'operators/orders', {
      query: { limit: '2', deadline_from: String(server.clock.now + 900 * DAY), ...query },
    });
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return listed.map((id) => names[id] ?? `other ${id}`);
  }

  it('lists the queue by default, every state with status=all, or one state', async () => {
    expect(await found({})).toEqual(['essay', 'thesis']);
    expect(await found({ status: 'all' })).toEqual(['essay', 'lab', 'thesis', 'review']);
    expect(await found({ status: 'finished' })).toEqual(['review']);
    expect(await found({ status: 'cancelled' })).toEqual([]);
  });

  it('finds a customer’s orders by their account id or e-mail address', async () => {
    const [first] = people.customers;
    expect(await found({ status: 'all', customer: String(first) })).toEqual(['essay', 'lab']);
    expect(await found({ status: 'all', customer: DEMO_ACCOUNTS.seo.toUpperCase() })).toEqual([
      'thesis',
      'review',
    ]);
    expect(await found({ status: 'all', customer: 'nobody@bb.example' })).toEqual([]);
    expect(await found({ status: 'all', customer: '9999999999' })).toEqual([]);
  });

  it('finds an expert’s orders by their id, slug or pen name', async () => {
    const [writerA, writerB] = people.writers;
    if (!writerA || !writerB) throw new Error('the seed has writers');
    expect(await found({ status: 'all', expert: String(writerA.id) })).toEqual(['lab', 'review']);
    expect(await found({ status: 'all', expert: writerB.slug })).toEqual(['thesis']);
    expect(await found({ status: 'all', expert: writerA.pen_name.toUpperCase() })).toEqual([
      'lab',
      'review',
    ]);
    expect(await found({ status: 'all', expert: 'No Such Pen Name' })).toEqual([]);
  });

  it('finds the orders due in a deadline range, both ends included', async () => {
    const from = server.clock.now + 1002 * DAY;
    const to = server.clock.now + 1003 * DAY;
    const range = { status: 'all', deadline_from: String(from), deadline_to: String(to) };
    expect(await found(range)).toEqual(['lab', 'thesis']);
    expect(await found({ ...range, deadline_to: String(from - 1) })).toEqual([]);
  });

  it('finds an order by its number, and by words or word starts of its title and description', async () => {
    const all = { status: 'all' };
    expect(await found({ ...all, q: String(ids.lab) })).toEqual(['lab']);
    expect(await found({ ...all, q: `#${ids.thesis}` })).toEqual(['thesis']);
    expect(await found({ ...all, q: 'macroeconomics' })).toEqual(['essay']);
    expect(await found({ ...all, q: 'ESSAY Macro' })).toEqual(['essay']);
    expect(await found({ ...all, q: 'titration' })).toEqual(['lab']);
    expect(await found({ ...all, q: 'stat surv' })).toEqual(['thesis']);
    expect(await found({ ...all, q: 'chapter lab' })).toEqual([]);
    expect(await found({ ...all, q: '!!' })).toEqual([]);
  });

  it('combines the filters', async () => {
    const [first, second] = people.customers;
    const [writerA] = people.writers;
    expect(await found({ customer: String(second) })).toEqual(['thesis']);
    expect(await found({ status: 'in_progress', customer: String(first), q: 'report' })).toEqual([
      'lab',
    ]);
    expect(
      await found({ status: 'all', expert: String(writerA?.id), customer: String(second) }),
    ).toEqual(['review']);
    expect(
      await found({
        status: 'all',
        q: 'review',
        expert: String(writerA?.id),
        deadline_to: String(server.clock.now + 1003 * DAY),
      }),
    ).toEqual([]);
  });

  it('pages through a search once, in deadline order, while new orders arrive', async () => {
    const due = server.clock.now + 2000 * DAY;
    const searched = await insertOrderRows(
      server,
      Array.from({ length: 13 }, (_, index) => ({
        title: `Paged search ${index}`,
        status: (['paid', 'finished', 'cancelled'] as const)[index % 3],
        // Ties on the deadline (three orders a day): the id breaks them.
        deadline_at: due + Math.floor(index / 3) * DAY,
      })),
    );
    const listed = await pageThrough(operator, 'operators/orders', {
      query: { status: 'all', q: 'paged search', limit: '4' },
      // Matching and due before every listed order: before the cursor, never on a later page.
      between: () => insertOrderRows(server, [{ title: 'Paged search late', deadline_at: 0 }]),
    });
    expect(listed.ids).toEqual(searched);
    expect(listed.bodies).toHaveLength(4);
  });

  it('refuses a customer that is neither an id nor an e-mail address, and bad ranges', async () => {
    for (const query of [
      'customer=somebody',
      'deadline_from=soon',
      `q=${'x'.repeat(201)}`,
      'status=lost',
      'expert=%00',
    ]) {
      const answer = await operator.get(`operators/orders?${query}`);
      expect([answer.status, answer.json.meta.response.message_slug], query).toEqual([
        400,
        'invalid_request',
      ]);
    }
  });

  it('refuses the search to every other role', async () => {
    const path = 'operators/orders?status=all&q=essay&customer=1';
    for (const role of ['customer', 'writer', 'seo', 'support_contract', 'earnings'] as const) {
      expect((await (await signedIn(role)).get(path)).status, role).toBe(403);
    }
  });

  it('answers the first page of a text search among 40,001 orders', async () => {
    const now = server.clock.now;
    const states: OrderStatus[] = ['paid', 'assigned', 'in_progress', 'finished', 'cancelled'];
    await sql`
      with recursive n(i) as (select 0 union all select i + 1 from n where i < 40000)
      insert into orders (customer_user_id, customer_label, status, title, description,
        paper_type_id, discipline_id, pages_qty, words_qty, deadline_at, created_at, price_cents)
      select null, 'Customer #1',
        case i % 5 ${sql.join(
          states.map((state, index) => sql`when ${sql.lit(index)} then ${state}`),
          sql` `,
        )} end,
        'Growth essay ' || i, 'Volume ' || (i % 100), 1, 101, 1, 275,
        cast(${now} as bigint) + i * 1000, cast(${now} as bigint), 1000
      from n`.execute(server.ctx.db);
    const first = (await operator.get('operators/orders?status=all&q=growth+volume')).json.body;
    expect(first.orders).toHaveLength(20);
    expect(first.next_cursor).toEqual(expect.any(String));
    const paid = (await operator.get('operators/orders?status=paid&q=growth&limit=100')).json.body;
    expect(paid.orders).toHaveLength(100);
    expect(paid.orders.every((order: { status: string }) => order.status === 'paid')).toBe(true);
    const exact = (await operator.get('operators/orders?status=all&q=volume+42')).json.body;
    expect(exact.orders[0].description).toBe('Volume 42');
  });
});
