import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

export function signInGuards(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('sign_in_guards')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('alert_sent', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sign_in_guards_pk', ['user_id', 'client'])
        .execute();
      await db.schema
        .createIndex('sign_in_guards_window_ends_at')
        .on('sign_in_guards')
        .column('window_ends_at')
        .execute();
      // The per-account counter these replace locked the owner out with everyone else.
      await db.schema.alterTable('users').dropColumn('failed_login_count').execute();
      await db.schema.alterTable('users').dropColumn('throttled_until').execute();
    },
  };
}
