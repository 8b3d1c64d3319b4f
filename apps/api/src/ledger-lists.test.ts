import { decodePageCursor } from '@bb/validation';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/seed-data';
import { type ApiClient, slugOf } from './testing/api-client';
import { clientFactory, demoExpertId } from './testing/customer-fixtures';
import { insertCustomerRow } from './testing/order-rows';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server';

/** A listed item: its id, and the sort key its list orders it by. */
type Listed = { id: number; key: number };

/**
 * The lists outside the orders (issue 27), each paged by a cursor: the balance ledger, the
 * customer's and the operator's tickets, the expert's earnings and payouts, an order's thread and
 * a ticket's conversation. Each is walked page by page while new rows arrive between pages.
 */
describe.each(ENGINES)('the ledger lists page by cursor on %s', (engine) => {
  let server: TestServer;
  let db: Kysely<Database>;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  let ids: { customer: number; operator: number; writer: number; order: number; ticket: number };
  const { signedInParties } = clientFactory(() => server, '10.27.1');
  const at = () => server.clock.now;

  beforeAll(async () => {
    server = await startTestServer(engine);
    db = server.ctx.db;
    ({ customer, operator, expert } = await signedInParties());
    const userId = async (email: string) =>
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const writerId = await demoExpertId(db);
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('writer_id', '=', writerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const customerId = await userId(DEMO_ACCOUNTS.customer);
    const ticket = await db
      .insertInto('support_tickets')
      .values({
        customer_user_id: customerId,
        order_id: null,
        subject: 'Paged',
        status: 'answered',
        created_at: at(),
        last_activity_at: at(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids = {
      customer: customerId,
      operator: await userId(DEMO_ACCOUNTS.operator),
      writer: writerId,
      order: order.id,
      ticket: ticket.id,
    };
    // Enough of each for several pages, with ties on the sort key that the id breaks.
    const { id: _id, ...orderRow } = order;
    for (let index = 0; index < 23; index += 1) {
      const when = at() - 1000 * Math.floor(index / 3);
      await db
        .insertInto('balance_entries')
        .values({
          user_id: customerId,
          amount_cents: 100 + index,
          reason: 'top_up',
          created_at: when,
        })
        .execute();
      await db
        .insertInto('support_tickets')
        .values({
          customer_user_id: customerId,
          order_id: null,
          subject: `Ticket ${index}`,
          status: index % 2 ? 'waiting' : 'closed',
          created_at: when,
          last_activity_at: when,
        })
        .execute();
      await db
        .insertInto('order_messages')
        .values({
          order_id: order.id,
          author_user_id: customerId,
          author_party: 'customer',
          body: `Message ${index}`,
          created_at: when,
        })
        .execute();
      await db
        .insertInto('support_messages')
        .values({
          ticket_id: ticket.id,
          author_user_id: customerId,
          author_party: 'customer',
          body: `Message ${index}`,
          created_at: when,
        })
        .execute();
      const earned = await db
        .insertInto('orders')
        .values({ ...orderRow, title: `Earned ${index}`, draft_created_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const payout = await db
        .insertInto('expert_payouts')
        .values({
          writer_id: writerId,
          amount_cents: 100,
          paid_on: `2000-01-${String(index + 1).padStart(2, '0')}`,
          paypal_email: DEMO_ACCOUNTS.writer,
          created_at: when,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('expert_earnings')
        .values({
          writer_id: writerId,
          order_id: earned.id,
          amount_cents: 100,
          accepted_at: when,
          available_at: when,
          payout_id: payout.id,
        })
        .execute();
    }
  });
  afterAll(() => server.close());

  /** Every page of `path`'s `key` list, `limit` a page, calling `between` after each page. */
  async function walk(
    client: ApiClient,
    path: string,
    key: string,
    between: (page: number) => Promise<void>,
  ) {
    const items: Array<{ id: number }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `${path.includes('?') ? '&' : '?'}limit=7${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await client.get(`${path}${query}`);
      expect(response.status, path).toBe(200);
      const page = response.json.body[key] as Array<{ id: number }>;
      expect(page.length).toBeLessThanOrEqual(7);
      items.push(...page);
      cursor = response.json.body.next_cursor;
      if (cursor !== null) expect(decodePageCursor(cursor)).not.toBeNull();
      pages += 1;
      await between(pages);
    } while (cursor !== null);
    return items;
  }

  /** The list's items in its order, as the database holds them now. */
  const inOrder = (rows: Listed[], direction: 'asc' | 'desc') => {
    const sign = direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * (a.key - b.key || a.id - b.id)).map((row) => row.id);
  };

  const lists: Array<{
    name: string;
    client: () => ApiClient;
    path: () => string;
    key: string;
    direction: 'asc' | 'desc';
    rows: () => Promise<Listed[]>;
    /** A new row, newest of its list. */
    arrive: () => Promise<unknown>;
  }> = [
    {
      name: 'the balance ledger',
      client: () => customer,
      path: () => 'customers/balance',
      key: 'entries',
      direction: 'desc',
      rows: () =>
        db
          .selectFrom('balance_entries')
          .select(['id', 'created_at as key'])
          .where('user_id', '=', ids.customer)
          .execute(),
      arrive: () =>
        db
          .insertInto('balance_entries')
          .values({
            user_id: ids.customer,
            amount_cents: 1,
            reason: 'top_up',
            created_at: at() + 1,
          })
          .execute(),
    },
    ...(['waiting', 'closed'] as const).map((status) => ({
      name: `the customer's ${status} tickets`,
      client: () => customer,
      path: () => `customers/tickets?status=${status}`,
      key: 'tickets',
      direction: 'desc' as const,
      rows: () =>
        db
          .selectFrom('support_tickets')
          .select(['id', 'last_activity_at as key'])
          .where('customer_user_id', '=', ids.customer)
          .where('status', '=', status)
          .execute(),
      arrive: async () => {
        await newTicket(status);
      },
    })),
    {
      name: "the operator's closed tickets, the latest active first",
      client: () => operator,
      path: () => 'operators/tickets?status=closed',
      key: 'tickets',
      direction: 'desc',
      rows: () =>
        db
          .selectFrom('support_tickets')
          .select(['id', 'last_activity_at as key'])
          .where('status', '=', 'closed')
          .execute(),
      arrive: async () => {
        await newTicket('closed');
      },
    },
    {
      name: "the expert's earnings",
      client: () => expert,
      path: () => 'writers/earnings',
      key: 'earnings',
      direction: 'desc',
      rows: () =>
        db
          .selectFrom('expert_earnings')
          .select(['id', 'accepted_at as key'])
          .where('writer_id', '=', ids.writer)
          .execute(),
      arrive: async () => {
        const { id: _id, ...order } = await db
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', ids.order)
          .executeTakeFirstOrThrow();
        const earned = await db
          .insertInto('orders')
          .values({ ...order, draft_created_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('expert_earnings')
          .values({
            writer_id: ids.writer,
            order_id: earned.id,
            amount_cents: 1,
            accepted_at: at() + 1,
          })
          .execute();
      },
    },
    {
      name: "the expert's payouts",
      client: () => expert,
      path: () => 'writers/payouts',
      key: 'payouts',
      direction: 'desc',
      rows: () =>
        db
          .selectFrom('expert_payouts')
          .select(['id', 'created_at as key'])
          .where('writer_id', '=', ids.writer)
          .execute(),
      arrive: () =>
        db
          .insertInto('expert_payouts')
          .values({
            writer_id: ids.writer,
            amount_cents: 1,
            paid_on: `2001-01-${String(++arrivals).padStart(2, '0')}`,
            paypal_email: DEMO_ACCOUNTS.writer,
            created_at: at() + 1,
          })
          .execute(),
    },
    {
      name: "an order's thread, the newest first",
      client: () => operator,
      path: () => `operators/orders/${ids.order}/messages`,
      key: 'messages',
      direction: 'desc',
      rows: () =>
        db
          .selectFrom('order_messages')
          .select(['id', 'created_at as key'])
          .where('order_id', '=', ids.order)
          .execute(),
      arrive: () =>
        db
          .insertInto('order_messages')
          .values({
            order_id: ids.order,
            author_user_id: ids.operator,
            author_party: 'operator',
            body: 'New',
            created_at: at() + 1,
          })
          .execute(),
    },
    {
      name: "a ticket's conversation, the newest first",
      client: () => operator,
      path: () => `operators/tickets/${ids.ticket}/messages`,
      key: 'messages',
      direction: 'desc',
      rows: () =>
        db
          .selectFrom('support_messages')
          .select(['id', 'created_at as key'])
          .where('ticket_id', '=', ids.ticket)
          .execute(),
      arrive: () =>
        db
          .insertInto('support_messages')
          .values({
            ticket_id: ids.ticket,
            author_user_id: ids.operator,
            author_party: 'operator',
            body: 'New',
            created_at: at() + 1,
          })
          .execute(),
    },
  ];
  let arrivals = 0;
  const newTicket = (status: 'waiting' | 'answered' | 'closed') =>
    db
      .insertInto('support_tickets')
      .values({
        customer_user_id: ids.customer,
        order_id: null,
        subject: 'Arrived',
        status,
        created_at: at() + 1,
        last_activity_at: at() + 1,
      })
      .execute();

  it.each(lists.map((list) => [list.name, list] as const))(
    '%s: the pages cover the whole list once, in order, while new rows arrive',
    async (_name, list) => {
      const expected = inOrder(await list.rows(), list.direction);
      expect(expected.length).toBeGreaterThan(7);
      const walked = await walk(list.client(), list.path(), list.key, async () => {
        await list.arrive();
      });
      expect(walked.map((item) => item.id)).toEqual(expected);
    },
  );

  it("the operator's waiting tickets: the longest waiting first, those arriving meanwhile at the end", async () => {
    const rows = () =>
      db
        .selectFrom('support_tickets')
        .select(['id', 'last_activity_at as key'])
        .where('status', '=', 'waiting')
        .execute();
    const before = inOrder(await rows(), 'asc');
    const walked = await walk(operator, 'operators/tickets', 'tickets', async (page) => {
      if (page === 1) await newTicket('waiting');
    });
    expect(walked.map((item) => item.id)).toEqual(inOrder(await rows(), 'asc'));
    expect(walked.slice(0, before.length).map((item) => item.id)).toEqual(before);
  });

  it('refuses a page larger than the most a page may hold, and a made-up cursor', async () => {
    for (const [client, path] of [
      [customer, 'customers/balance'],
      [customer, 'customers/tickets'],
      [operator, 'operators/tickets'],
      [expert, 'writers/earnings'],
      [expert, 'writers/payouts'],
      [operator, `operators/orders/${ids.order}/messages`],
      [operator, `operators/tickets/${ids.ticket}/messages`],
    ] as const) {
      for (const query of ['limit=101', 'limit=0', 'cursor=not-a-cursor', 'status=open']) {
        if (query === 'status=open' && !path.endsWith('tickets')) continue;
        const refused = await client.get(`${path}?${query}`);
        expect([path, query, refused.status, slugOf(refused)]).toEqual([
          path,
          query,
          400,
          'invalid_request',
        ]);
      }
    }
  });

  it('counts the customer’s tickets per status', async () => {
    const { counts } = (await customer.get('customers/tickets')).json.body;
    const rows = await db
      .selectFrom('support_tickets')
      .select('status')
      .where('customer_user_id', '=', ids.customer)
      .execute();
    for (const status of ['waiting', 'answered', 'closed'] as const)
      expect(counts[status], status).toBe(rows.filter((row) => row.status === status).length);
  });

  it('answers the first page of a ledger of 40,001 entries, the balance the sum of them all', async () => {
    const email = `ledger-${engine}@bb.example`;
    const user = { id: await insertCustomerRow(db, email, at()), email };
    const count = 40_001;
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += 1000) {
        const rows = [];
        for (let index = start; index < Math.min(count, start + 1000); index += 1)
          rows.push({
            user_id: user.id,
            amount_cents: index % 7 === 0 ? -index : index,
            reason: 'top_up',
            created_at: index,
          });
        await trx.insertInto('balance_entries').values(rows).execute();
      }
    });
    let sum = 0;
    for (let index = 0; index < count; index += 1) sum += index % 7 === 0 ? -index : index;
    const ledgerOwner = await signInAs(user.id);
    const first = await ledgerOwner.get('customers/balance?limit=100');
    expect(first.status).toBe(200);
    expect(first.json.body.balance_cents).toBe(sum);
    expect(first.json.body.entries).toHaveLength(100);
    expect(first.json.body.entries[0]).toMatchObject({ created_at: count - 1 });
    const second = await ledgerOwner.get(
      `customers/balance?limit=100&cursor=${first.json.body.next_cursor}`,
    );
    expect(second.json.body.balance_cents).toBe(sum);
    expect(second.json.body.entries[0]).toMatchObject({ created_at: count - 101 });
  });

  /** A client signed in as the user: their password set to the demo one first. */
  async function signInAs(userId: number) {
    const demo = await db
      .selectFrom('users')
      .select(['password_hash', 'email_verified_at', 'policy_agreed_at'])
      .where('email', '=', DEMO_ACCOUNTS.customer)
      .executeTakeFirstOrThrow();
    const user = await db
      .updateTable('users')
      .set(demo)
      .where('id', '=', userId)
      .returning('email')
      .executeTakeFirstOrThrow();
    const { newClient } = clientFactory(() => server, '10.27.2');
    const client = newClient();
    const signed = await client.post('users/sessions', {
      login: user.email,
      password: DEMO_PASSWORD,
    });
    expect(signed.status).toBe(200);
    return client;
  }
});
