import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

export function staffAudit({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      // What operators did to accounts (invitations, blocks), for the operator's console to show:
      // who (null: the server's command line), what, to whom, when.
      await withId(db.schema.createTable('audit_events'))
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_events_by_subject')
        .on('audit_events')
        .columns(['subject_user_id', 'created_at'])
        .execute();
      // The operator's staff list (roles other than customer and expert), newest first, by keyset
      // (0017's users_by_role has the role alone).
      await db.schema
        .createIndex('users_by_role_created')
        .on('users')
        .columns(['role', 'created_at', 'id'])
        .execute();
    },
  };
}
