import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

export function payoutTransfers(): Migration {
  return {
    async up(db: Db) {
      // A payout is sent through PayPal Payouts (payouts/payout-transfers.ts): pending until
      // sent, sent with PayPal's batch id, then paid, or failed with PayPal's reason.
      await db.schema
        .alterTable('expert_payouts')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .execute();
      await db.schema.alterTable('expert_payouts').addColumn('batch_id', 'text').execute();
      await db.schema.alterTable('expert_payouts').addColumn('sent_at', 'bigint').execute();
      await db.schema.alterTable('expert_payouts').addColumn('settled_at', 'bigint').execute();
      await db.schema.alterTable('expert_payouts').addColumn('failure_reason', 'text').execute();
      // Payouts made before were instructions the team paid by hand: sending them would pay
      // twice.
      await sql`update expert_payouts set status = 'paid', settled_at = created_at`.execute(db);
      await db.schema
        .createIndex('expert_payouts_by_status')
        .on('expert_payouts')
        .column('status')
        .execute();
    },
  };
}
