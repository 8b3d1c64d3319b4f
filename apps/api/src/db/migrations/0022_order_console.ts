import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

/**
 * The operator's console: the audit log records actions on orders too (`subject_order_id`, with
 * `subject_user_id` then null), and the order search (orders/order-search.ts) has an index for
 * each of its filters, each ending in its order (nearest deadline first) and the id.
 */
export function orderConsole({ engine, withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      if (engine === 'postgres') {
        await sql`alter table audit_events alter column subject_user_id drop not null`.execute(db);
        await db.schema
          .alterTable('audit_events')
          .addColumn('subject_order_id', 'integer', (c) => c.references('orders.id'))
          .execute();
        await db.schema.dropIndex('audit_events_by_subject').execute();
      } else {
        // SQLite cannot drop a NOT NULL: the (small) table is rebuilt, its rows and ids kept.
        await withId(db.schema.createTable('audit_events_next'))
          .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('subject_user_id', 'integer', (c) => c.references('users.id'))
          .addColumn('subject_order_id', 'integer', (c) => c.references('orders.id'))
          .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await sql`insert into audit_events_next (id, actor_user_id, action, subject_user_id, detail, created_at)
          select id, actor_user_id, action, subject_user_id, detail, created_at from audit_events`.execute(
          db,
        );
        await db.schema.dropTable('audit_events').execute();
        await db.schema.alterTable('audit_events_next').renameTo('audit_events').execute();
      }
      // An account's or an order's events, newest first, a page at a time.
      for (const [name, subject] of [
        ['audit_events_by_subject', 'subject_user_id'],
        ['audit_events_by_order', 'subject_order_id'],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('audit_events')
          .columns([subject, 'created_at', 'id'])
          .execute();
      }

      // The search's orders of any state, nearest deadline first (a deadline range is a range of
      // it); of a customer; of an expert. A state with them is a filter on the person's few orders.
      for (const [name, columns] of [
        ['orders_by_deadline', ['deadline_at', 'id']],
        ['orders_by_customer_deadline', ['customer_user_id', 'deadline_at', 'id']],
        ['orders_by_writer_deadline', ['writer_id', 'deadline_at', 'id']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('orders')
          .columns([...columns])
          .execute();
      }
      // An expert named by their pen name, in any case: 0020's writers_by_pen_name serves it.

      // The words of an order's title and description, for the search's text: each engine's own
      // full-text index (words and their prefixes, no stemming, so both find the same orders).
      if (engine === 'postgres') {
        await sql`create index orders_text on orders using gin (to_tsvector('simple', title || ' ' || description))`.execute(
          db,
        );
        return;
      }
      await sql`create virtual table orders_text using fts5(title, description, content='orders', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
        db,
      );
      await sql`create trigger orders_text_insert after insert on orders begin
        insert into orders_text (rowid, title, description) values (new.id, new.title, new.description);
      end`.execute(db);
      await sql`create trigger orders_text_delete after delete on orders begin
        insert into orders_text (orders_text, rowid, title, description) values ('delete', old.id, old.title, old.description);
      end`.execute(db);
      await sql`create trigger orders_text_update after update of title, description on orders begin
        insert into orders_text (orders_text, rowid, title, description) values ('delete', old.id, old.title, old.description);
        insert into orders_text (rowid, title, description) values (new.id, new.title, new.description);
      end`.execute(db);
      await sql`insert into orders_text (orders_text) values ('rebuild')`.execute(db);
    },
  };
}
