import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

export function notifications({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      // What the notification centre tells each person about their orders (notifications/),
      // written in the transaction of the step that causes it.
      await withId(db.schema.createTable('notifications'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('link_path', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .execute();
      // A person's list, newest first, by keyset; its newest id for the poll's ETag.
      await db.schema
        .createIndex('notifications_by_user')
        .on('notifications')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
      // The unread count: only unread rows are in this index (partial on both engines).
      await db.schema
        .createIndex('notifications_unread')
        .on('notifications')
        .columns(['user_id', 'id'])
        .where(sql.ref('read_at'), 'is', null)
        .execute();
      // E-mail categories a person turned off (notifications/email-preferences.ts); a missing
      // row is on, so every account starts with every e-mail.
      await db.schema
        .createTable('email_opt_outs')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('email_opt_outs_pk', ['user_id', 'category'])
        .execute();
    },
  };
}
