import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

export function payoutMethodSetAt(): Migration {
  return {
    async up(db: Db) {
      // When the expert last changed their PayPal e-mail: a payout date within the hold after
      // it does not use the new address (orders/expert-earnings.ts). Null for an address set
      // before this migration, which waits for nothing.
      await db.schema
        .alterTable('writers')
        .addColumn('payout_paypal_email_set_at', 'bigint')
        .execute();
    },
  };
}
