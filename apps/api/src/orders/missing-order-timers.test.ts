import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/schema';
import type { ApiClient } from '../testing/api-client';
import { clientFactory, demoExpertId } from '../testing/customer-fixtures';
import { startServerFrom } from '../testing/earlier-schema';
import { fillGrowthData } from '../testing/growth-data';
import { advanceJobsClock } from '../testing/job-clock';
import { auditActionsOf } from '../testing/order-parties';
import { insertOrderRowsInto, insertResultFiles } from '../testing/order-rows';
import { fullScans } from '../testing/query-plan';
import { statementCapture } from '../testing/statement-capture';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { DEADLINE_QUEUE } from './deadline-timer';
import { setMissingOrderTimers } from './missing-order-timers';
import type { OrderTimerData } from './order-timers';
import { REVIEW_PERIOD_END_QUEUE, REVIEW_PERIOD_REMINDER_QUEUE } from './review-period';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Long enough for a job made due to have run: the runner looks every half second. */
const RUNNER_LOOKS = 2_000;
const WAIT = { timeout: 15_000, interval: 200 };

type Written = { status: string; deadlineAt: number; resultAt?: number };

/**
 * An order of the demo customer and expert as the version before the review period (0025) wrote
 * it: no delivery time, its result's hand-over on its file, and no timer; its id.
 */
async function writeOrderBefore0025(
  db: Kysely<Database>,
  customerId: number,
  { status, deadlineAt, resultAt }: Written,
): Promise<number> {
  const [id = 0] = await insertOrderRowsInto(db, deadlineAt - 10 * DAY, [
    {
      customer_user_id: customerId,
      writer_id: await demoExpertId(db),
      status,
      title: `Written before 0025 (${status})`,
      deadline_at: deadlineAt,
    },
  ]);
  if (resultAt !== undefined) await insertResultFiles(db, [{ orderId: id, at: resultAt }]);
  return id;
}

describe.each(ENGINES)(
  'orders written before the review period and its timers, on %s',
  (engine) => {
    let server: TestServer;
    let customer: ApiClient;
    let operator: ApiClient;
    const ids = { overdueReview: 0, reviewEndingSoon: 0, pastDeadline: 0, dueLater: 0 };
    let resultHandedOverAt = 0;
    const { signedIn } = clientFactory(() => server, '10.33.1');

    beforeAll(async () => {
      server = await startServerFrom(
        engine,
        '0024_counts_and_statistics',
        async (db, customerId) => {
          const now = Date.now();
          const write = (order: Written) => writeOrderBefore0025(db, customerId, order);
          ids.overdueReview = await write({
            status: 'delivered',
            deadlineAt: now - 21 * DAY,
            resultAt: now - 20 * DAY,
          });
          resultHandedOverAt = now - 12 * DAY;
          ids.reviewEndingSoon = await write({
            status: 'delivered',
            deadlineAt: now - 13 * DAY,
            resultAt: resultHandedOverAt,
          });
          ids.pastDeadline = await write({ status: 'in_progress', deadlineAt: now - HOUR });
          ids.dueLater = await write({ status: 'in_progress', deadlineAt: now + 2 * DAY });
        },
      );
      [customer, operator] = await Promise.all([signedIn('customer'), signedIn('operator')]);
    });
    afterAll(() => server.close());

    /** Time passes (the jobs due by then run); the parties sign in again, their sessions ended. */
    async function advance(ms: number) {
      await advanceJobsClock(server, ms);
      [customer, operator] = await Promise.all([signedIn('customer'), signedIn('operator')]);
    }

    const orderOf = async (id: number) =>
      (await customer.get(`customers/orders/${id}`)).json.body.order;
    const auditOf = (id: number) => auditActionsOf(operator, id);

    it('approves at once an order whose review period ended, counted from its result', async () => {
      await vi.waitFor(
        async () => expect((await orderOf(ids.overdueReview)).status).toBe('finished'),
        WAIT,
      );
      expect(await auditOf(ids.overdueReview)).toEqual(['order_auto_approved']);
    });

    it('reminds the customer once of a review period ending soon, and approves it at its end', async () => {
      const order = await orderOf(ids.reviewEndingSoon);
      expect(order.status).toBe('delivered');
      const endsAt = resultHandedOverAt + 14 * DAY;
      expect(order.review_ends_datetime).toBe(endsAt);
      await vi.waitFor(
        async () => expect(await auditOf(ids.reviewEndingSoon)).toEqual(['review_period_ending']),
        WAIT,
      );
      // A restart finds its timers set and its reminder told.
      await setMissingOrderTimers(server.ctx);
      await sleep(RUNNER_LOOKS);
      expect(await auditOf(ids.reviewEndingSoon)).toEqual(['review_period_ending']);

      await advance(endsAt - server.clock.now - HOUR);
      await sleep(RUNNER_LOOKS);
      expect((await orderOf(ids.reviewEndingSoon)).status).toBe('delivered');
      expect(await auditOf(ids.reviewEndingSoon)).toEqual([
        'review_period_ending',
        'review_period_ending',
      ]);
      await advance(HOUR);
      await vi.waitFor(
        async () => expect((await orderOf(ids.reviewEndingSoon)).status).toBe('finished'),
        WAIT,
      );
    });

    it('marks late at once an order past its deadline, and another when its deadline comes, each once', async () => {
      await vi.waitFor(
        async () => expect(await auditOf(ids.pastDeadline)).toEqual(['order_late']),
        WAIT,
      );
      await setMissingOrderTimers(server.ctx);
      const dueLater = await orderOf(ids.dueLater);
      await advance(Math.max(0, dueLater.deadline_datetime - server.clock.now));
      await vi.waitFor(
        async () => expect(await auditOf(ids.dueLater)).toEqual(['order_late']),
        WAIT,
      );
      await setMissingOrderTimers(server.ctx);
      await sleep(RUNNER_LOOKS);
      expect(await auditOf(ids.pastDeadline)).toEqual(['order_late']);
      expect(await auditOf(ids.dueLater)).toEqual(['order_late']);
    });
  },
);

/** The orders of a grown database (testing/growth-data.ts): one in eight due or delivered. */
const GROWN_ORDERS = 2_000;

describe.each(ENGINES)('the start’s sweep on a grown database, on %s', (engine) => {
  const capture = statementCapture(engine);
  let server: TestServer;
  let lacking: number[] = [];
  const sweptThrough = async () =>
    (
      await server.ctx.db
        .selectFrom('order_timers_swept')
        .select('through_order_id')
        .executeTakeFirstOrThrow()
    ).through_order_id;
  const newestOrderId = async () =>
    (
      await server.ctx.db
        .selectFrom('orders')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, undefined, capture.plugin);
    // The start's own sweep (a job) takes the demo seed's orders first.
    const seeded = await newestOrderId();
    await vi.waitFor(async () => expect(await sweptThrough()).toBe(seeded), WAIT);
    await fillGrowthData(server.ctx, GROWN_ORDERS, server.clock.now);
    const now = server.clock.now;
    const expert = await demoExpertId(server.ctx.db);
    // Written since, straight into the database, without the timers their steps would set.
    lacking = await insertOrderRowsInto(server.ctx.db, now - 5 * DAY, [
      { status: 'in_progress', writer_id: expert, deadline_at: now + 2 * DAY },
      { status: 'paid', deadline_at: now - HOUR },
    ]);
    await insertOrderRowsInto(server.ctx.db, now - 5 * DAY, [{ status: 'finished' }]);
  }, 60_000);
  afterAll(() => server.close());

  it('sets the timers of the orders written since the last sweep only, reading no order whole', async () => {
    const grown = await server.ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('due'))
      .where('status', 'in', ['delivered', 'paid', 'assigned', 'in_progress', 'revision'])
      .executeTakeFirstOrThrow();
    expect(Number(grown.due)).toBeGreaterThan(GROWN_ORDERS / 10);
    const send = vi.spyOn(server.ctx.jobs, 'send');
    const statements = await capture.during(() => setMissingOrderTimers(server.ctx));
    // Other work of the running server (a notification mail) may send jobs meanwhile.
    const timerQueues = [DEADLINE_QUEUE, REVIEW_PERIOD_END_QUEUE, REVIEW_PERIOD_REMINDER_QUEUE];
    const timed = send.mock.calls
      .filter(([queue]) => timerQueues.includes(queue))
      .map(([, data]) => (data as OrderTimerData).orderId);
    send.mockRestore();
    expect(timed.sort()).toEqual([...lacking].sort());
    expect(await sweptThrough()).toBe(await newestOrderId());
    const scans: string[] = [];
    for (const statement of statements) {
      for (const scan of await fullScans(server.ctx.db, engine, statement)) {
        if (scan.table !== 'order_timers_swept') scans.push(`${scan.step} in: ${statement.sql}`);
      }
    }
    expect(scans).toEqual([]);

    // Nothing written since: nothing read but the mark and the newest order.
    const again = await capture.during(() => setMissingOrderTimers(server.ctx));
    expect(again.map((statement) => statement.sql.match(/from "(\w+)"/)?.[1])).toEqual([
      'orders',
      'order_timers_swept',
    ]);
  });
});
