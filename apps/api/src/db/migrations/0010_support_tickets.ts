import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

// Numbered after 0009, which landed first: a database that has 0009 would refuse an
// earlier name it has not run.
export function supportTickets({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('support_tickets'))
        .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_activity_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_tickets_by_customer')
        .on('support_tickets')
        .column('customer_user_id')
        .execute();
      // The operator's list: the tickets waiting for an answer.
      await db.schema
        .createIndex('support_tickets_by_status')
        .on('support_tickets')
        .columns(['status', 'last_activity_at'])
        .execute();
      await withId(db.schema.createTable('support_messages'))
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id'))
        .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('author_party', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_messages_by_ticket')
        .on('support_messages')
        .column('ticket_id')
        .execute();
    },
  };
}
