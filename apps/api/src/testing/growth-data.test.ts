import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import { fillGrowthData, type GrowthCounts } from './growth-data';
import { keptTotals, recountedTotals } from './kept-totals';
import { ENGINES, startTestServer, type TestServer } from './test-server';

const ORDERS = 2000;
/** How many of the generated orders' indexes satisfy `test` (states follow the index modulo 97). */
const indexes = (test: (index: number) => boolean) =>
  Array.from({ length: ORDERS }, (_, index) => index).filter(test).length;
const paid = (index: number) => index % 97 >= 8;

describe.each(ENGINES)('growth data on %s', (engine) => {
  let server: TestServer;
  let counts: GrowthCounts;
  let indexesBefore: string[];
  const indexNames = async () => {
    const { rows } = await sql
      .raw<{ name: string }>(
        engine === 'postgres'
          ? 'SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1'
          : "SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY 1",
      )
      .execute(server.ctx.db);
    return rows.map((row) => row.name);
  };
  beforeAll(async () => {
    server = await startTestServer(engine);
    indexesBefore = await indexNames();
    counts = await fillGrowthData(server.ctx, ORDERS, server.clock.now);
  });
  afterAll(() => server.close());

  it('adds the orders and the rows that grow with them, in proportion', () => {
    expect(counts).toEqual({
      users: 200 + 5,
      writers: 5,
      orders: ORDERS,
      // A top-up per customer who ordered (all 200 and the demo customer), a payment per order
      // past pre_order, a refund per cancelled one.
      balance_entries: 201 + indexes(paid) + indexes((index) => index % 97 >= 92),
      // Accepted orders: in_progress, delivered, revision, finished.
      expert_earnings: indexes((index) => index % 97 >= 13 && index % 97 < 92),
      // Six per expert, the demo expert's too.
      expert_payouts: 6 * 6,
      order_messages: indexes((index) => paid(index) && index % 2 === 0),
      support_tickets: 100,
      support_messages: 300,
    });
  });

  it('sets the totals kept beside the ledgers from the rows it wrote', async () => {
    const recounted = await recountedTotals(server.ctx.db);
    expect(Object.keys(recounted.balances).length).toBeGreaterThan(200);
    expect(await keptTotals(server.ctx.db)).toEqual(recounted);
  });

  it('leaves every index as the migrations made it (they are rebuilt after the load)', async () => {
    expect(await indexNames()).toEqual(indexesBefore);
    expect(indexesBefore).toContain('orders_by_customer');
  });

  it.runIf(engine === 'sqlite')(
    'writes rows whose foreign keys hold (they are not checked while it writes)',
    async () => {
      const violations = await sql`PRAGMA foreign_key_check`.execute(server.ctx.db);
      expect(violations.rows).toEqual([]);
    },
  );

  it('gives the demo customer 5% of the orders and the queue its paid and assigned ones', async () => {
    const { db } = server.ctx;
    const customer = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.customer)
      .executeTakeFirstOrThrow();
    const byStatus = await db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('qty')])
      .where('customer_user_id', '=', customer.id)
      .groupBy('status')
      .execute();
    const total = byStatus.reduce((sum, row) => sum + Number(row.qty), 0);
    // The demo seed's own two orders beside the generated ones.
    expect(total).toBe(ORDERS * 0.05 + 2);
    const queue = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('qty'))
      .where('status', 'in', ['paid', 'assigned'])
      .executeTakeFirstOrThrow();
    expect(Number(queue.qty)).toBeGreaterThan(ORDERS * 0.04);
  });
});
