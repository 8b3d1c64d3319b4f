import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

/**
 * Orders delivered before deliveries were timed (0025) get the time of their delivery: their
 * latest result's hand-over, or now for one without a result (a whole review period from today).
 * Their review period's timers are set at the next start (orders/missing-order-timers.ts).
 */
export function deliveryTimes(): Migration {
  return {
    async up(db: Db) {
      await sql`UPDATE orders SET delivered_at = COALESCE(
          (SELECT MAX(order_files.result_at) FROM order_files WHERE order_files.order_id = orders.id),
          ${Date.now()})
        WHERE status = 'delivered' AND delivered_at IS NULL`.execute(db);
    },
  };
}
