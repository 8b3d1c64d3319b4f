import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client';
import { fullScans } from '../testing/query-plan';
import { statementCapture } from '../testing/statement-capture';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { countFinishedOrders } from './finished-order-counts';

describe.each(ENGINES)('the finished orders’ counts on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  const capture = statementCapture(engine);
  beforeAll(async () => {
    server = await startTestServer(engine, {}, undefined, capture.plugin);
    client = new ApiClient(server.app);
  });
  afterAll(() => server.close());

  const total = async (discipline?: number) =>
    (
      await client.get('widgets/orders-latest', {
        query: discipline === undefined ? {} : { discipline: String(discipline) },
      })
    ).json.body.total_qty as number;

  /** One more finished order, a copy of a finished one straight in the database; its discipline. */
  async function finishAnother(): Promise<number> {
    const { db } = server.ctx;
    const { id: _id, ...order } = await db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'finished')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orders')
      .values({ ...order, finished_at: server.clock.now })
      .execute();
    return order.discipline_id;
  }

  it('counts in the index before the first count, then answers the last count until the next', async () => {
    const before = await total();
    const discipline = await finishAnother();
    // No count taken yet: the widget counts itself.
    expect(await total()).toBe(before + 1);
    const ofDiscipline = await total(discipline);

    await countFinishedOrders(server.ctx.db, server.clock.now);
    expect(await total()).toBe(before + 1);
    expect(await total(discipline)).toBe(ofDiscipline);
    // Finished after the count: the widget says the count's number until the next one.
    await finishAnother();
    expect(await total()).toBe(before + 1);
    await countFinishedOrders(server.ctx.db, server.clock.now);
    expect(await total()).toBe(before + 2);
    // A discipline the count did not find has no finished order (or one since): counted anew.
    expect(await total(999_999)).toBe(0);
  });

  it('takes the count a discipline at a time, each a range of the finished orders’ index', async () => {
    const statements = await capture.during(() =>
      countFinishedOrders(server.ctx.db, server.clock.now),
    );
    const reading = statements.filter((statement) => /from "orders"/i.test(statement.sql));
    const counting = reading.filter((statement) => /count\(\*\)/i.test(statement.sql));
    const disciplines = await server.ctx.db
      .selectFrom('orders')
      .select('discipline_id')
      .distinct()
      .where('status', '=', 'finished')
      .execute();
    expect(counting).toHaveLength(disciplines.length);
    for (const statement of reading) {
      const scans = await fullScans(server.ctx.db, engine, statement);
      expect(scans.filter((scan) => scan.table === 'orders')).toEqual([]);
    }
  });
});
