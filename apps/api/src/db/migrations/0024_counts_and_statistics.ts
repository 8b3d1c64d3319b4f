import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

export function countsAndStatistics(): Migration {
  return {
    async up(db: Db) {
      // How many orders are finished, per discipline (0: every discipline), counted by a
      // scheduled job (content/finished-order-counts.ts) so the latest-orders widget reads one
      // row instead of counting every finished order on each call; one table every process
      // reads, on either engine.
      await db.schema
        .createTable('finished_order_counts')
        .addColumn('discipline_id', 'integer', (c) => c.primaryKey())
        .addColumn('qty', 'bigint', (c) => c.notNull())
        .addColumn('counted_at', 'bigint', (c) => c.notNull())
        .execute();
      // 0019's users_by_role_created (role, created_at, id) begins with the role: it serves the
      // customers' count and every lookup by role this one served (db/list-query-plans.test.ts).
      await db.schema.dropIndex('users_by_role').execute();
    },
  };
}
