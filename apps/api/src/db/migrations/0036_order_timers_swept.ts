import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

/**
 * How far the start's sweep for missing order timers has come (orders/missing-order-timers.ts):
 * every order up to this id has the timers it needs, set by the sweep or by the step that put
 * it in its state, so a start looks only at the orders written since, not at every order.
 */
export function orderTimersSwept(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('order_timers_swept')
        .addColumn('through_order_id', 'integer', (c) => c.notNull())
        .execute();
      // From the first order: those written before the timers (0025) or by the demo seed.
      await sql`INSERT INTO order_timers_swept (through_order_id) VALUES (0)`.execute(db);
    },
  };
}
