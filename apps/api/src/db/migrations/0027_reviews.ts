import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

/**
 * Reviews from real orders (reviews/): a customer's review can be hidden by an operator; an expert
 * rates the customer of a finished order (staff see it, the customer never does); a review's
 * comment is the order's testimonial (at most one per order); and the experts' workload counts
 * the orders they hold now, recounted here from the orders as they are.
 */
export function reviews({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('order_experiences').addColumn('hidden_at', 'bigint').execute();
      await db.schema
        .alterTable('order_experiences')
        .addColumn('hidden_by_user_id', 'integer', (c) => c.references('users.id'))
        .execute();
      await withId(db.schema.createTable('customer_ratings'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().unique().references('orders.id').onDelete('cascade'),
        )
        .addColumn('customer_user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('writer_id', 'integer', (c) => c.notNull().references('writers.id'))
        .addColumn('rating_x10', 'integer', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // A customer's ratings by experts, newest first, a page at a time (the operator's account page).
      await db.schema
        .createIndex('customer_ratings_by_customer')
        .on('customer_ratings')
        .columns(['customer_user_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('testimonials_by_order')
        .on('testimonials')
        .column('order_id')
        .unique()
        .execute();
      await sql`UPDATE writers SET orders_progress_qty = (
          SELECT COUNT(*) FROM orders WHERE orders.writer_id = writers.id
            AND orders.status NOT IN ('pre_order', 'paid', 'finished', 'cancelled'))`.execute(db);
    },
  };
}
