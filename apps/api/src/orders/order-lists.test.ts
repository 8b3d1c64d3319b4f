import { encodePageCursor, LIST_PAGE_MAX_LIMIT, type OrderStatus } from '@bb/validation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import type { NewOrder } from '../db/schema';
import type { ApiClient } from '../testing/api-client';
import { clientFactory, createAccount } from '../testing/customer-fixtures';
import { insertOrderRows, pageThrough } from '../testing/order-rows';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { EXPERT_CURRENT_STATES, REMINDABLE_ORDERS_MAX } from './order-lists';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Paging-through-1';

describe.each(ENGINES)('order lists on %s', (engine) => {
  let server: TestServer;
  const { newClient, signedIn } = clientFactory(() => server, '10.27.4');
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const db = () => server.ctx.db;
  let accounts = 0;

  async function signIn(email: string) {
    const client = newClient();
    const signed = await client.post('users/sessions', { login: email, password: PASSWORD });
    expect(signed.status).toBe(200);
    return client;
  }

  async function newCustomer() {
    const email = await createAccount(server.ctx, `lists-${++accounts}@bb.example`, PASSWORD);
    const { id } = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { client: await signIn(email), userId: id };
  }

  async function newExpert() {
    const email = `expert-${++accounts}@bb.example`;
    const now = server.clock.now;
    const user = await db()
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(PASSWORD),
        role: 'writer',
        is_blocked: 0,
        name: null,
        email_verified_at: now,
        policy_agreed_at: now,
        marketing_agree: 0,
        utc_offset_min: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const writer = await db()
      .insertInto('writers')
      .values({
        user_id: user.id,
        slug: `expert-${accounts}`,
        pen_name: `Expert ${accounts}`,
        rating_x10: 90,
        orders_finished_qty: 0,
        orders_progress_qty: 0,
        reviews_qty: 0,
        is_online: 0,
        lang: 'en',
        about: '',
        experience_years: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { client: await signIn(email), writerId: writer.id };
  }

  const insertOrders = (orders: Array<Partial<NewOrder>>) => insertOrderRows(server, orders);

  const countsOf = (orders: Array<Partial<NewOrder>>) => {
    const counts: Record<string, number> = {};
    for (const order of orders) counts[order.status ?? ''] = (counts[order.status ?? ''] ?? 0) + 1;
    return counts;
  };

  it("pages through the customer's orders once, newest first, while new ones arrive", async () => {
    const { client, userId } = await newCustomer();
    const now = server.clock.now;
    const states: OrderStatus[] = ['pre_order', 'paid', 'in_progress', 'finished', 'cancelled'];
    // Ties on created_at (three orders an instant), so the id has to break them.
    const orders = Array.from({ length: 45 }, (_, index) => ({
      customer_user_id: userId,
      status: states[index % states.length] as OrderStatus,
      created_at: now - 100 * DAY + Math.floor(index / 3) * DAY,
    }));
    const ids = await insertOrders(orders);
    const newestFirst = ids
      .map((id, index) => ({ id, created_at: orders[index]?.created_at ?? 0 }))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
      .map((order) => order.id);

    const { ids: listed, bodies } = await pageThrough(client, 'customers/orders', {
      query: { limit: '7' },
      between: (page) =>
        insertOrders([{ customer_user_id: userId, status: 'pre_order', created_at: now + page }]),
    });
    expect(listed).toEqual(newestFirst);
    expect(bodies).toHaveLength(Math.ceil(45 / 7));
    expect(bodies[0]?.status_counts).toEqual(countsOf(orders));
    expect(bodies.slice(1).every((body) => !('status_counts' in body))).toBe(true);

    // One state: the pre-orders, newest first, in both lists that show them.
    const preOrders = await pageThrough(client, 'customers/orders', {
      query: { limit: '4', status: 'pre_order' },
    });
    expect(preOrders.items.every((order) => order.status === 'pre_order')).toBe(true);
    const unpaid = await pageThrough(client, 'customers/pre-orders', {
      key: 'pre_orders',
      query: { limit: '4' },
    });
    expect(unpaid.ids).toEqual(preOrders.ids);
    expect(unpaid.ids).toHaveLength(9 + Math.ceil(45 / 7));
    expect(unpaid.ids[0]).toBeGreaterThan(Math.max(...ids));
  });

  it("pages through the expert's new and current work by deadline, then their finished and cancelled work", async () => {
    const { client, writerId } = await newExpert();
    const other = await newExpert();
    const now = server.clock.now;
    const current = Array.from({ length: 13 }, (_, index) => ({
      writer_id: writerId,
      status: EXPERT_CURRENT_STATES[index % EXPERT_CURRENT_STATES.length],
      deadline_at: now + (13 - index) * DAY,
    }));
    // Old deadlines: sorted by deadline alone they would come first.
    const finished = Array.from({ length: 11 }, (_, index) => ({
      writer_id: writerId,
      status: 'finished',
      deadline_at: now - (40 + index) * DAY,
      finished_at: now - (30 + ((index * 7) % 11)) * DAY,
    }));
    const cancelled = Array.from({ length: 4 }, (_, index) => ({
      writer_id: writerId,
      status: 'cancelled',
      deadline_at: now - (index % 2) * DAY,
    }));
    const currentIds = await insertOrders(current);
    const finishedIds = await insertOrders(finished);
    const cancelledIds = await insertOrders(cancelled);
    await insertOrders([{ writer_id: other.writerId, status: 'in_progress' }]);
    const sorted = (
      ids: number[],
      keys: Array<Partial<NewOrder>>,
      key: 'deadline_at' | 'finished_at',
      sign: number,
    ) =>
      ids
        .map((id, index) => ({ id, key: keys[index]?.[key] ?? 0 }))
        .sort((a, b) => sign * (a.key - b.key || a.id - b.id))
        .map((order) => order.id);
    const expected = [
      ...sorted(currentIds, current, 'deadline_at', 1),
      ...sorted(finishedIds, finished, 'finished_at', -1),
      ...sorted(cancelledIds, cancelled, 'deadline_at', -1),
    ];

    // Pages of 5 end inside each part and across them. After each page a new order due before
    // every listed one arrives (before the cursor: never listed), and a cancelled one due after
    // every listed one (in the last part, after the cursor: listed once, at the end).
    const late: number[] = [];
    const all = await pageThrough(client, 'writers/orders', {
      query: { limit: '5' },
      between: async (page) => {
        await insertOrders([{ writer_id: writerId, status: 'assigned', deadline_at: now }]);
        const [id] = await insertOrders([
          { writer_id: writerId, status: 'cancelled', deadline_at: now - (100 + page) * DAY },
        ]);
        late.push(id as number);
      },
    });
    expect(all.ids).toEqual([...expected, ...late.slice(0, -1)]);
    expect(all.bodies[0]?.status_counts).toEqual(countsOf([...current, ...finished, ...cancelled]));

    const done = await pageThrough(client, 'writers/orders', {
      query: { limit: '4', status: 'finished' },
    });
    expect(done.ids).toEqual(expected.slice(13, 24));
    const disputed = await pageThrough(client, 'writers/orders', {
      query: { limit: '2', status: 'disputed' },
    });
    expect(disputed.ids).toEqual(
      expected.filter((id) => all.items.find((order) => order.id === id)?.status === 'disputed'),
    );
    expect(disputed.ids).toHaveLength(2);
    const dropped = await pageThrough(client, 'writers/orders', {
      query: { limit: '3', status: 'cancelled' },
    });
    expect(dropped.ids).toEqual([...all.ids.slice(24), late.at(-1)]);
  });

  it("pages through the operator's queue by deadline, whole or one state", async () => {
    const operator = await signedIn('operator');
    const now = server.clock.now;
    await insertOrders(
      Array.from({ length: 23 }, (_, index) => ({
        status: (['paid', 'assigned', 'finished'] as const)[index % 3],
        deadline_at: now + (index % 5) * DAY,
      })),
    );
    const queue = await db()
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('status', 'in', ['paid', 'assigned'])
      .orderBy('deadline_at')
      .orderBy('id')
      .execute();

    const whole = await pageThrough(operator, 'operators/orders', {
      query: { limit: '6' },
      // Due before every listed order: before the cursor, never on a later page.
      between: () => insertOrders([{ status: 'paid', deadline_at: 0 }]),
    });
    expect(whole.ids).toEqual(queue.map((order) => order.id));
    expect(whole.bodies[0]?.status_counts).toEqual(countsOf(queue as Array<Partial<NewOrder>>));

    const assigned = await pageThrough(operator, 'operators/orders', {
      query: { limit: '3', status: 'assigned' },
    });
    expect(assigned.ids).toEqual(
      queue.filter((order) => order.status === 'assigned').map((order) => order.id),
    );
  });

  it('pages through the experts an operator can assign, in the order they joined', async () => {
    const operator = await signedIn('operator');
    await newExpert();
    const experts = await db()
      .selectFrom('writers')
      .select('slug')
      .where('user_id', 'is not', null)
      .orderBy('id')
      .execute();
    expect(experts.length).toBeGreaterThan(1);
    const listed = await pageThrough(operator, 'operators/experts', {
      key: 'experts',
      query: { limit: '1' },
    });
    expect(listed.items.map((expert) => (expert as unknown as { slug: string }).slug)).toEqual(
      experts.map((expert) => expert.slug),
    );
  });

  it('refuses a limit above the maximum, a made-up cursor and a state the list does not have', async () => {
    const customer = await signedIn('customer');
    const operator = await signedIn('operator');
    const slugOf = async (client: ApiClient, path: string) => {
      const answer = await client.get(path);
      return [answer.status, answer.json.meta.response.message_slug];
    };
    const refused = [400, 'invalid_request'];
    expect(await slugOf(customer, `customers/orders?limit=${LIST_PAGE_MAX_LIMIT + 1}`)).toEqual(
      refused,
    );
    expect(await slugOf(customer, 'customers/orders?limit=0')).toEqual(refused);
    expect(await slugOf(customer, 'customers/pre-orders?limit=1000')).toEqual(refused);
    expect(await slugOf(customer, 'customers/orders?cursor=bm90LWEtY3Vyc29y')).toEqual(refused);
    expect(await slugOf(customer, 'customers/orders?status=lost')).toEqual(refused);
    expect(await slugOf(operator, 'operators/orders?status=lost')).toEqual(refused);
    expect(await slugOf(operator, 'operators/experts?limit=101')).toEqual(refused);
    const most = await customer.get(`customers/orders?limit=${LIST_PAGE_MAX_LIMIT}`);
    expect(most.status).toBe(200);
  });

  it("refuses on `cursor` an expert's list cursor of before its three parts, as a made-up one", async () => {
    const expert = await signedIn('writer');
    const operator = await signedIn('operator');
    const writerId = (await expert.get('users/sessions')).json.body.user_id;
    // The two-part list's cursor in its finished part: -1 - finished_at (a key below zero).
    const old = encodePageCursor({ key: -1 - (server.clock.now - DAY), id: 1 });
    for (const [client, path] of [
      [expert, `writers/orders?cursor=${old}`],
      [operator, `operators/writers/${writerId}/orders?cursor=${old}`],
      [expert, `writers/orders?cursor=${encodePageCursor({ key: 2 ** 50, id: 1 })}`],
    ] as const) {
      const refused = await client.get(path);
      expect([path, refused.status, refused.json.meta.response]).toEqual([
        path,
        400,
        expect.objectContaining({ message_slug: 'invalid_request', field: 'cursor' }),
      ]);
    }
    // A cursor of its current part (a deadline, as before) still pages on.
    const current = encodePageCursor({ key: server.clock.now + 30 * DAY, id: 1 });
    expect((await expert.get(`writers/orders?cursor=${current}`)).status).toBe(200);
  });

  it('answers the first page of a customer with 40,001 orders', async () => {
    const { client, userId } = await newCustomer();
    const { client: expert, writerId } = await newExpert();
    const now = server.clock.now;
    const states: OrderStatus[] = ['pre_order', 'paid', 'assigned', 'in_progress', 'finished'];
    // One statement that counts the rows out in the database: order n is in state n % 5, one
    // second older and one second later due than order n - 1.
    await sql`
      with recursive n(i) as (select 0 union all select i + 1 from n where i < 40000)
      insert into orders (customer_user_id, customer_label, writer_id, status, title, description,
        paper_type_id, discipline_id, pages_qty, words_qty, deadline_at, created_at, finished_at,
        price_cents)
      select ${userId}, 'Customer #1', ${writerId},
        case i % 5 ${sql.join(
          states.map((state, index) => sql`when ${sql.lit(index)} then ${state}`),
          sql` `,
        )} end,
        'Listed work', '', 1, 101, 1, 275, cast(${now} as bigint) + i * 1000,
        cast(${now} as bigint) - i * 1000, cast(${now} as bigint) - i, 1000
      from n`.execute(db());
    const counts = Object.fromEntries(states.map((state) => [state, 8000]));
    counts.pre_order = 8001;

    const first = (await client.get('customers/orders')).json.body;
    expect(first.orders).toHaveLength(20);
    expect(first.next_cursor).toEqual(expect.any(String));
    expect(first.status_counts).toEqual(counts);
    const second = (await client.get(`customers/orders?cursor=${first.next_cursor}`)).json.body;
    expect(second.orders[0].id).toBe(first.orders[19].id + 1);

    const preOrders = (await client.get('customers/pre-orders?limit=100')).json.body;
    expect(preOrders.pre_orders).toHaveLength(100);
    const mine = (await expert.get('writers/orders')).json.body;
    expect(mine.orders).toHaveLength(20);
    expect(mine.status_counts.finished).toBe(8000);
    const queue = (await (await signedIn('operator')).get('operators/orders')).json.body;
    expect(queue.orders).toHaveLength(20);
    // The reminders look at the latest orders only: two kinds of order, each its latest few.
    const reminders = (await client.get('widgets/reminders')).json.body.reminders;
    expect(reminders).toHaveLength(REMINDABLE_ORDERS_MAX);
    expect(reminders[0].order_id).toBe(first.orders[0].id);
  });
});
