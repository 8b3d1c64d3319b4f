import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { letWaitingRequestsIn } from '../http/let-waiting-requests-in';

/*
 * How many orders are finished, for the latest-orders widget's total_qty: counted by a scheduled
 * job into finished_order_counts (one row per discipline, and 0 for all of them), so a call reads
 * one row rather than counting every finished order. The table is the database's, so every
 * process reads the same counts, and the job runs once across them (jobs/jobs.ts).
 */

/** The row of every discipline together. */
const ALL_DISCIPLINES = 0;

/** When the counts are taken again: every five minutes (the widget's total may lag that much). */
export const FINISHED_ORDER_COUNTS_SCHEDULE = '*/5 * * * *';
/** The schedule's period: counts younger than this are as fresh as the schedule keeps them. */
const FINISHED_ORDER_COUNTS_PERIOD_MS = 5 * 60 * 1000;

/** Whether the counts were taken within the schedule's period before `now` (none: no). */
export async function finishedOrdersCountedLately(
  db: Kysely<Database>,
  now: number,
): Promise<boolean> {
  const counted = await db
    .selectFrom('finished_order_counts')
    .select('counted_at')
    .where('discipline_id', '=', ALL_DISCIPLINES)
    .executeTakeFirst();
  return (
    counted !== undefined && Number(counted.counted_at) > now - FINISHED_ORDER_COUNTS_PERIOD_MS
  );
}

/**
 * Counts the finished orders of each discipline anew, `at` that instant: a walk of
 * orders_finished_by_discipline's finished range, one discipline at a time (the next found by a
 * seek in the index), with waiting requests let in between: the whole walk at a million orders
 * is some 50 ms, which on SQLite would hold the event loop in one piece every five minutes.
 */
export async function countFinishedOrders(db: Kysely<Database>, at: number): Promise<void> {
  const rows: Array<{ discipline_id: number; qty: number; counted_at: number }> = [];
  for (let after: number | undefined; ; ) {
    const next = await db
      .selectFrom('orders')
      .select('discipline_id')
      .where('status', '=', 'finished')
      .$if(after !== undefined, (query) => query.where('discipline_id', '>', after ?? 0))
      .orderBy('discipline_id')
      .limit(1)
      .executeTakeFirst();
    if (!next) break;
    const { qty } = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('qty'))
      .where('status', '=', 'finished')
      .where('discipline_id', '=', next.discipline_id)
      .executeTakeFirstOrThrow();
    rows.push({ discipline_id: next.discipline_id, qty: Number(qty), counted_at: at });
    after = next.discipline_id;
    await letWaitingRequestsIn();
  }
  const total = rows.reduce((sum, row) => sum + row.qty, 0);
  rows.push({ discipline_id: ALL_DISCIPLINES, qty: total, counted_at: at });
  // Replaced whole: a discipline whose finished orders are gone loses its row.
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('finished_order_counts').execute();
    await trx.insertInto('finished_order_counts').values(rows).execute();
  });
}

/**
 * How many orders are finished (of one discipline, when given): as last counted, or, for a
 * discipline the last count did not find (none finished then) and before the first count, counted
 * now in the index, where such a range is small.
 */
export async function finishedOrderCount(
  db: Kysely<Database>,
  discipline: number | undefined,
): Promise<number> {
  const counted = await db
    .selectFrom('finished_order_counts')
    .select('qty')
    .where('discipline_id', '=', discipline ?? ALL_DISCIPLINES)
    .executeTakeFirst();
  if (counted) return Number(counted.qty);
  let finished = db.selectFrom('orders').where('status', '=', 'finished');
  if (discipline !== undefined) finished = finished.where('discipline_id', '=', discipline);
  const live = await finished
    .select((eb) => eb.fn.countAll<number | string>().as('qty'))
    .executeTakeFirstOrThrow();
  return Number(live.qty);
}
