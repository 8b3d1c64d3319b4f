import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

/**
 * The review period and deadline extensions (orders/review-period.ts, orders/deadline-routes.ts): when an order was last
 * delivered (its review period runs from then), and the experts' requests for a later deadline,
 * at most one pending per order (a unique index, so two racing requests cannot both be pending).
 */
export function reviewPeriodAndDeadlines({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('orders').addColumn('delivered_at', 'bigint').execute();
      await withId(db.schema.createTable('deadline_extensions'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('proposed_deadline_at', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('deadline_extensions_by_order')
        .on('deadline_extensions')
        .columns(['order_id', 'id'])
        .execute();
      await db.schema
        .createIndex('deadline_extensions_pending')
        .on('deadline_extensions')
        .column('order_id')
        .unique()
        .where(sql.ref('status'), '=', sql.lit('pending'))
        .execute();
    },
  };
}
