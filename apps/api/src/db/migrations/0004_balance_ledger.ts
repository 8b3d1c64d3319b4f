import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

export function balanceLedger({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      // What an order costs, charged from the customer's balance; 0 for orders made before.
      await db.schema
        .alterTable('orders')
        .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The draft an order was made from (its create_datetime): one order per draft.
      await db.schema.alterTable('orders').addColumn('draft_created_at', 'bigint').execute();
      await db.schema
        .createIndex('orders_one_per_draft')
        .on('orders')
        .columns(['customer_user_id', 'draft_created_at'])
        .unique()
        .execute();
      await withId(db.schema.createTable('balance_entries'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // An order is paid once and refunded once, whatever races for it.
      await db.schema
        .createIndex('balance_entries_once_per_order')
        .on('balance_entries')
        .columns(['order_id', 'reason'])
        .unique()
        .execute();
      await db.schema
        .createIndex('balance_entries_by_user')
        .on('balance_entries')
        .column('user_id')
        .execute();
    },
  };
}
