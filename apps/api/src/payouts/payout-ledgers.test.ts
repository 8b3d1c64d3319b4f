import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { transact } from '../db/transactions';
import { lastPayoutDate, reduceEarning } from '../orders/expert-earnings';
import { keptTotals, recountedTotals } from '../testing/kept-totals';
import { insertOrderRows } from '../testing/order-rows';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { payOutExpert } from './payout-ledgers';

const DAY = 24 * 60 * 60 * 1000;
/** The long history's earnings, all but the last few paid out before. */
const HISTORY = 2_000;
const UNPAID = 10;
/** Rounds of the race of refunds and payouts, and the earnings each round pays and refunds. */
const RACE_ROUNDS = 5;
const RACE_EARNINGS = 6;
const RACE_REFUNDS = 3;

/**
 * What the payout of `writerId` on `paidOn` comes to, read from their whole history as the
 * payout did before migration 0038: what is available and unpaid, less what is owed back and
 * not yet netted.
 */
async function dueFromHistory(db: Kysely<Database>, writerId: number, paidOn: number) {
  const { rows } = await sql<{ available: number | string | null; owed: number | string | null }>`
    select
      sum(case when payout_id is null and available_at < ${paidOn} then amount_cents else 0 end) as available,
      sum(case when clawback_payout_id is null then clawback_cents else 0 end) as owed
    from expert_earnings where writer_id = ${writerId}`.execute(db);
  return Number(rows[0]?.available ?? 0) - Number(rows[0]?.owed ?? 0);
}

describe.each(ENGINES)('what a payout nets of what refunds owe back on %s', (engine) => {
  let server: TestServer;
  const db = () => server.ctx.db;
  let writers: number[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
    writers = (await db().selectFrom('writers').select('id').orderBy('id').limit(2).execute()).map(
      (row) => row.id,
    );
  });
  afterAll(() => server?.close());

  /** A payout of `writerId`'s, already paid, on the day `paidOn`. */
  const paidPayout = (writerId: number, paidOn: string) =>
    db()
      .insertInto('expert_payouts')
      .values({
        writer_id: writerId,
        amount_cents: 0,
        paid_on: paidOn,
        paypal_email: 'payee@paypal.example',
        created_at: server.clock.now,
        status: 'paid',
        batch_id: `owed-${engine}-${paidOn}`,
        sent_at: server.clock.now,
        settled_at: server.clock.now,
        failure_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  /** `count` finished orders of `writerId`'s with their earnings (`earning(i)` of each): their ids. */
  async function earnings(
    writerId: number,
    count: number,
    earning: (at: number) => {
      amount_cents: number;
      payout_id: number | null;
      clawback_cents: number;
      clawback_payout_id: number | null;
    },
  ) {
    const orders = await insertOrderRows(
      server,
      Array.from({ length: count }, () => ({
        writer_id: writerId,
        status: 'finished' as const,
        finished_at: server.clock.now - DAY,
      })),
    );
    for (let start = 0; start < orders.length; start += 500)
      await db()
        .insertInto('expert_earnings')
        .values(
          orders.slice(start, start + 500).map((orderId, at) => ({
            writer_id: writerId,
            order_id: orderId,
            accepted_at: lastPayoutDate(server.clock.now) - 2 * DAY,
            available_at: lastPayoutDate(server.clock.now) - DAY,
            ...earning(start + at),
          })),
        )
        .execute();
    return orders;
  }

  it('nets what a payee with a long history owes back, as a sum of that whole history says', async () => {
    const writerId = writers[0] ?? 0;
    const old = await paidPayout(writerId, '2019-01-01');
    // Every 40th paid-out earning refunded since, every 200th of those netted by the old payout.
    await earnings(writerId, HISTORY, (at) => {
      const paid = at < HISTORY - UNPAID;
      const owes = paid && at % 40 === 0;
      return {
        amount_cents: 700 + (at % 13) * 10,
        payout_id: paid ? old.id : null,
        clawback_cents: owes ? 300 + (at % 7) : 0,
        clawback_payout_id: owes && at % 200 === 0 ? old.id : null,
      };
    });
    server.clock.advance(16 * DAY);
    const paidOn = lastPayoutDate(server.clock.now);
    const due = await dueFromHistory(db(), writerId, paidOn);
    const owing = await db()
      .selectFrom('expert_earnings')
      .select('id')
      .where('writer_id', '=', writerId)
      .where('clawback_cents', '>', 0)
      .where('clawback_payout_id', 'is', null)
      .execute();
    expect(owing.length).toBeGreaterThanOrEqual(40);
    expect(due).toBeGreaterThan(0);

    expect(
      await transact(db(), (trx) =>
        payOutExpert(trx, writerId, 'payee@paypal.example', paidOn, server.clock.now),
      ),
    ).toBe(true);
    const payout = await db()
      .selectFrom('expert_payouts')
      .select(['id', 'amount_cents'])
      .where('writer_id', '=', writerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(payout.amount_cents).toBe(due);
    const netted = await db()
      .selectFrom('expert_earnings')
      .select('id')
      .where('clawback_payout_id', '=', payout.id)
      .orderBy('id')
      .execute();
    expect(netted).toEqual(owing.sort((a, b) => a.id - b.id));
    expect(await dueFromHistory(db(), writerId, paidOn)).toBe(0);
  });

  it('nets each refund of a paid-out earning once, while refunds and payouts race', async () => {
    const writerId = writers[1] ?? 0;
    for (let round = 0; round < RACE_ROUNDS; round++) {
      server.clock.advance(16 * DAY);
      const before = await paidPayout(writerId, `2019-02-${10 + round}`);
      const paidOut = await earnings(writerId, RACE_EARNINGS, () => ({
        amount_cents: 750,
        payout_id: before.id,
        clawback_cents: 0,
        clawback_payout_id: null,
      }));
      // Earnings to pay, less than or more than what the refunds will owe.
      await earnings(writerId, 1 + (round % 3), () => ({
        amount_cents: 800,
        payout_id: null,
        clawback_cents: 0,
        clawback_payout_id: null,
      }));
      const refunded = await db()
        .selectFrom('orders')
        .selectAll()
        .where('id', 'in', paidOut.slice(0, RACE_REFUNDS))
        .execute();
      const paidOn = lastPayoutDate(server.clock.now);
      const dueBefore = await dueFromHistory(db(), writerId, paidOn);
      await Promise.all([
        ...refunded.map((order) =>
          transact(db(), (trx) => reduceEarning(trx, order, order.price_cents)),
        ),
        transact(db(), (trx) =>
          payOutExpert(trx, writerId, 'payee@paypal.example', paidOn, server.clock.now),
        ),
      ]);
      // Each payout is what it took less what it netted; what is not netted is still owed.
      const payouts = await sql<{
        id: number;
        amount_cents: number | string;
        taken: number | string | null;
        netted: number | string | null;
      }>`select expert_payouts.id, expert_payouts.amount_cents,
          (select sum(amount_cents) from expert_earnings
            where expert_earnings.payout_id = expert_payouts.id) as taken,
          (select sum(clawback_cents) from expert_earnings
            where expert_earnings.clawback_payout_id = expert_payouts.id) as netted
        from expert_payouts where writer_id = ${writerId} and status <> 'paid'`.execute(db());
      for (const payout of payouts.rows)
        expect(Number(payout.amount_cents)).toBe(Number(payout.taken) - Number(payout.netted ?? 0));
      const clawbacks = await db()
        .selectFrom('expert_earnings')
        .select(['clawback_cents', 'clawback_payout_id'])
        .where('order_id', 'in', paidOut.slice(0, RACE_REFUNDS))
        .execute();
      expect(clawbacks.map((row) => row.clawback_cents)).toEqual(Array(RACE_REFUNDS).fill(750));
      // Whichever came first, the refunds are owed once: netted by this payout or still owed.
      const made = await db()
        .selectFrom('expert_payouts')
        .select('amount_cents')
        .where('writer_id', '=', writerId)
        .where('paid_on', '=', new Date(paidOn).toISOString().slice(0, 10))
        .executeTakeFirst();
      expect((made?.amount_cents ?? 0) + (await dueFromHistory(db(), writerId, paidOn))).toBe(
        dueBefore - RACE_REFUNDS * 750,
      );
      expect(await keptTotals(db())).toEqual(await recountedTotals(db()));
    }
  });
});
