import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

export function orderMessages({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('order_messages'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('author_party', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_messages_by_order')
        .on('order_messages')
        .column('order_id')
        .execute();
    },
  };
}
