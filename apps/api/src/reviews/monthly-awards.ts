import type { Kysely } from 'kysely';
import { MONTHLY_AWARD_BADGES, MONTHLY_AWARDS, monthlyAwardScore } from '../content/rating-rules';
import type { Database } from '../db/schema';
import { transact } from '../db/transactions';

/** When the month's awards are given: midnight (UTC) on the first day of each month. */
export const MONTHLY_AWARDS_SCHEDULE = '0 0 1 * *';

/** The first instant (UTC) of the month `monthsBefore` months before the one holding `at`. */
function monthStart(at: number, monthsBefore: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBefore, 1);
}

/**
 * Gives the month's awards (content/rating-rules.ts's MONTHLY_AWARDS) for the calendar month
 * before the one holding `now`: the badges pass from last month's holders to the best scores among
 * the listed experts, ties to the higher rating, then the earlier expert; no order completed on
 * time that month, no award. Run again for the same month, it gives the same.
 */
export async function giveMonthlyAwards(db: Kysely<Database>, now: number): Promise<void> {
  const from = monthStart(now, 1);
  const until = monthStart(now, 0);
  const onTime = await db
    .selectFrom('orders')
    .innerJoin('writers', 'writers.id', 'orders.writer_id')
    .select((eb) => [
      'writers.id',
      'writers.rating_x10',
      'writers.created_at',
      eb.fn.countAll<number | string>().as('orders'),
    ])
    .where('orders.status', '=', 'finished')
    .where('orders.finished_at', '>=', from)
    .where('orders.finished_at', '<', until)
    .where('writers.is_profile_complete', '=', 1)
    .where((eb) =>
      eb(
        eb
          .selectFrom('order_files')
          .select((inner) => inner.fn.min('order_files.result_at').as('at'))
          .whereRef('order_files.order_id', '=', 'orders.id')
          .where('order_files.party', '=', 'expert'),
        '<=',
        eb.ref('orders.deadline_at'),
      ),
    )
    .groupBy(['writers.id', 'writers.rating_x10', 'writers.created_at'])
    .execute();
  const ranked = onTime
    .map((row) => ({
      id: row.id,
      createdAt: Number(row.created_at),
      ratingX10: row.rating_x10,
      score: monthlyAwardScore(row.rating_x10, Number(row.orders)),
    }))
    .filter((row) => row.score > 0)
    .sort((a, b) => b.score - a.score || b.ratingX10 - a.ratingX10 || a.id - b.id);
  const newcomersSince = monthStart(now, MONTHLY_AWARDS.newcomerMonths);
  const winners = {
    writer_of_month: ranked[0],
    newcomer_of_month: ranked.find((row) => row.createdAt >= newcomersSince),
  };
  await transact(db, async (trx) => {
    await trx.deleteFrom('writer_badges').where('badge', 'in', MONTHLY_AWARD_BADGES).execute();
    for (const badge of MONTHLY_AWARD_BADGES) {
      const winner = winners[badge];
      if (winner)
        await trx
          .insertInto('writer_badges')
          .values({ writer_id: winner.id, badge, position: 0 })
          .execute();
    }
  });
}
