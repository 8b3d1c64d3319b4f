import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

/**
 * An index for each order list's filter and order (orders/order-lists.ts), each ending in the
 * list's sort key and the id, so a page is one range of the index from its cursor on. A list of
 * several states reads one range per state (status right after the list's owner): an equality
 * on status is what SQLite's planner picks without statistics, where it would pass over a partial
 * index on the states for one it can look them up in and then sort every row they hold.
 */
export function orderListIndexes(): Migration {
  return {
    async up(db: Db) {
      // The customer's orders, newest first; it starts with what orders_customer_user_id held.
      await db.schema
        .createIndex('orders_by_customer')
        .on('orders')
        .columns(['customer_user_id', 'created_at', 'id'])
        .execute();
      await db.schema.dropIndex('orders_customer_user_id').execute();
      // …of one state (and their pre-orders, their reminders, the counts per state).
      await db.schema
        .createIndex('orders_by_customer_status')
        .on('orders')
        .columns(['customer_user_id', 'status', 'created_at', 'id'])
        .execute();
      // The expert's orders of one state (their current work), nearest deadline first, and the
      // counts per state.
      await db.schema
        .createIndex('orders_by_writer_status')
        .on('orders')
        .columns(['writer_id', 'status', 'deadline_at', 'id'])
        .execute();
      // Their finished work, the latest finished first.
      await db.schema
        .createIndex('orders_by_writer_finished')
        .on('orders')
        .columns(['writer_id', 'status', 'finished_at', 'id'])
        .execute();
      // The operator's queue (its two states), nearest deadline first.
      await db.schema
        .createIndex('orders_by_status_deadline')
        .on('orders')
        .columns(['status', 'deadline_at', 'id'])
        .execute();
      // The experts an operator assigns orders to (writers who sign in), in the order they joined:
      // partial, as nothing else on writers competes with it and most writers never sign in.
      await db.schema
        .createIndex('writers_experts')
        .on('writers')
        .column('id')
        .where(sql<boolean>`user_id is not null`)
        .execute();
    },
  };
}
