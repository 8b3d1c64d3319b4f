import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

export function messageNotices(): Migration {
  return {
    async up(db: Db) {
      // When each participant was last e-mailed about a thread (an order's messages, a
      // ticket's answers), and whether they read it since: a burst makes one e-mail
      // (mail/message-notices.ts).
      await db.schema
        .createTable('message_notices')
        .addColumn('thread', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('mailed_at', 'bigint', (c) => c.notNull())
        .addColumn('read_since', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('message_notices_pk', ['thread', 'user_id'])
        .execute();
    },
  };
}
