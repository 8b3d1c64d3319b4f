import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

export function topUps({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      // A top-up of the balance through the payment provider's checkout (payments/).
      await withId(db.schema.createTable('top_ups'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('checkout_session_id', 'text', (c) => c.unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .execute();
      await db.schema.createIndex('top_ups_by_user').on('top_ups').column('user_id').execute();
      await db.schema
        .alterTable('balance_entries')
        .addColumn('top_up_id', 'integer', (c) => c.references('top_ups.id'))
        .execute();
      // A top-up is credited once, however often the provider reports it.
      await db.schema
        .createIndex('balance_entries_once_per_top_up')
        .on('balance_entries')
        .column('top_up_id')
        .unique()
        .execute();
    },
  };
}
