import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MONTHLY_AWARDS_QUEUE } from '../app-jobs';
import { DEMO_PASSWORD } from '../seed/seed-data';
import { clientFactory, createExpertAccount } from '../testing/customer-fixtures';
import { insertOrderRows, insertResultFiles } from '../testing/order-rows';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { giveMonthlyAwards } from './monthly-awards';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WAIT = { timeout: 15_000, interval: 200 };

describe.each(ENGINES)("the month's awards on %s", (engine) => {
  let server: TestServer;
  const clients = clientFactory(() => server, '10.33.3');
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** Orders of the expert completed in the month before this one, each delivered by its deadline or not. */
  async function completedLastMonth(writerId: number, onTime: number, late = 0) {
    const now = server.clock.now;
    const today = new Date(now);
    const finishedAt = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 10);
    const ids = await insertOrderRows(
      server,
      Array.from({ length: onTime + late }, () => ({
        writer_id: writerId,
        status: 'finished',
        created_at: finishedAt - 5 * DAY,
        deadline_at: finishedAt - DAY,
        finished_at: finishedAt,
      })),
    );
    await insertResultFiles(
      server.ctx.db,
      ids.map((orderId, index) => ({
        orderId,
        at: finishedAt - (index < onTime ? 2 * DAY : 0),
      })),
    );
  }

  const holders = async (badge: string) =>
    (
      await server.ctx.db
        .selectFrom('writer_badges')
        .innerJoin('writers', 'writers.id', 'writer_badges.writer_id')
        .select('writers.slug')
        .where('badge', '=', badge)
        .execute()
    ).map((row) => row.slug);

  it('go on the first of the month to the best score of rating and orders on time, and to the best newcomer', async () => {
    const { db } = server.ctx;
    const veteran = await db
      .selectFrom('writers')
      .select(['id', 'slug'])
      .where('is_profile_complete', '=', 1)
      .where('created_at', '<', server.clock.now - 365 * DAY)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const newcomer = await createExpertAccount(
      server.ctx,
      `newcomer-${engine}@bb.example`,
      DEMO_PASSWORD,
    );
    const lateNewcomer = await createExpertAccount(
      server.ctx,
      `late-${engine}@bb.example`,
      DEMO_PASSWORD,
    );
    await db.updateTable('writers').set({ rating_x10: 90 }).where('id', '=', veteran.id).execute();
    await db
      .updateTable('writers')
      .set({ rating_x10: 100 })
      .where('id', 'in', [newcomer.id, lateNewcomer.id])
      .execute();
    // 90 × 9 beats 100 × 6; the late orders of the other newcomer count for nothing.
    await completedLastMonth(veteran.id, 9);
    await completedLastMonth(newcomer.id, 6, 3);
    await completedLastMonth(lateNewcomer.id, 0, 12);
    expect(await holders('newcomer_of_month')).not.toEqual([newcomer.slug]);

    // The scheduled job's queue gives them.
    await server.ctx.jobs.send(MONTHLY_AWARDS_QUEUE, {});
    await vi.waitFor(
      async () => expect(await holders('newcomer_of_month')).toEqual([newcomer.slug]),
      WAIT,
    );
    expect(await holders('writer_of_month')).toEqual([veteran.slug]);
    const card = (await clients.newClient().get(`widgets/writers/${newcomer.slug}`)).json.body;
    expect(card.badges).toContain('newcomer_of_month');

    // A month later with nothing completed on time in it, nobody holds them.
    await giveMonthlyAwards(db, server.clock.now + 40 * DAY);
    expect([await holders('writer_of_month'), await holders('newcomer_of_month')]).toEqual([
      [],
      [],
    ]);
  });
});
