import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

/**
 * The refund policy's steps (order-refunds/): an order counts its revisions and keeps the latest
 * reason, and a customer's pending cancellation request; disputes are rows of their own (an
 * order may be disputed again after a free revision); an expert's earning refunded after it was
 * paid out keeps what is owed back (`clawback_cents`) until a payout nets it (`clawback_payout_id`).
 */
export function refundsAndDisputes({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('orders')
        .addColumn('revision_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('revision_reason', 'text').execute();
      await db.schema.alterTable('orders').addColumn('cancellation_reason', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('cancellation_requested_at', 'bigint')
        .execute();
      await withId(db.schema.createTable('order_disputes'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('file_ids', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('opened_at', 'bigint', (c) => c.notNull())
        .addColumn('resolved_at', 'bigint')
        .addColumn('resolved_by_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('outcome', 'text')
        .addColumn('refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // An order's disputes, the latest first.
      await db.schema
        .createIndex('order_disputes_by_order')
        .on('order_disputes')
        .columns(['order_id', 'id'])
        .execute();
      await db.schema
        .alterTable('expert_earnings')
        .addColumn('clawback_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('expert_earnings')
        .addColumn('clawback_payout_id', 'integer', (c) => c.references('expert_payouts.id'))
        .execute();
    },
  };
}
