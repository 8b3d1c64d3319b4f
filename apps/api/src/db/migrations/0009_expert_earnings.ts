import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

export function expertEarnings({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      // What an expert earns for an order, fixed when they accept it (orders/expert-earnings.ts).
      await withId(db.schema.createTable('expert_payouts'))
        .addColumn('writer_id', 'integer', (c) => c.notNull().references('writers.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('paid_on', 'text', (c) => c.notNull())
        .addColumn('paypal_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // One payout per expert and payout date, however many runs race for it.
      await db.schema
        .createIndex('expert_payouts_once_per_date')
        .on('expert_payouts')
        .columns(['writer_id', 'paid_on'])
        .unique()
        .execute();
      await withId(db.schema.createTable('expert_earnings'))
        .addColumn('writer_id', 'integer', (c) => c.notNull().references('writers.id'))
        // An order earns once, whatever races for it.
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('accepted_at', 'bigint', (c) => c.notNull())
        .addColumn('available_at', 'bigint')
        .addColumn('payout_id', 'integer', (c) => c.references('expert_payouts.id'))
        .execute();
      await db.schema
        .createIndex('expert_earnings_by_writer')
        .on('expert_earnings')
        .column('writer_id')
        .execute();
      // Where the expert is paid: a PayPal e-mail, set on their profile.
      await db.schema.alterTable('writers').addColumn('payout_paypal_email', 'text').execute();
      // Orders accepted before this migration earn at the rate of that time (70%), available
      // when they were finished.
      await sql`insert into expert_earnings
          (writer_id, order_id, amount_cents, accepted_at, available_at)
        select writer_id, id, price_cents * 70 / 100, created_at, finished_at from orders
        where writer_id is not null
          and status in ('in_progress', 'delivered', 'revision', 'finished')`.execute(db);
    },
  };
}
