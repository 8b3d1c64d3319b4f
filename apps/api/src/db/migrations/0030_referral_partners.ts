import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

/** The earnings role's referral partners (referrals/): their links, customers, commissions, payouts. */
export function referralPartners({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      // One row per partner (a user of the earnings role), made on their first visit to the area.
      await db.schema
        .createTable('referral_partners')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('payout_paypal_email', 'text')
        .addColumn('payout_paypal_email_set_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // A first visit through a partner's link (the funnel's first figure).
      await withId(db.schema.createTable('referral_visits'))
        .addColumn('partner_user_id', 'integer', (c) =>
          c.notNull().references('referral_partners.user_id'),
        )
        .addColumn('visited_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('referral_visits_by_partner')
        .on('referral_visits')
        .columns(['partner_user_id', 'visited_at'])
        .execute();
      // A customer belongs to at most one partner: the one whose link they signed up through.
      await withId(db.schema.createTable('referral_attributions'))
        .addColumn('customer_user_id', 'integer', (c) =>
          c.notNull().unique().references('users.id'),
        )
        .addColumn('partner_user_id', 'integer', (c) =>
          c.notNull().references('referral_partners.user_id'),
        )
        .addColumn('attributed_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('referral_attributions_by_partner')
        .on('referral_attributions')
        .columns(['partner_user_id', 'attributed_at', 'id'])
        .execute();
      // The commission ledger: one row per paid order of an attributed customer, shaped like
      // expert_earnings so the same payout run pays it (payouts/payout-ledgers.ts).
      await withId(db.schema.createTable('partner_commissions'))
        .addColumn('partner_user_id', 'integer', (c) =>
          c.notNull().references('referral_partners.user_id'),
        )
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
        .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('order_cents', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('earned_at', 'bigint', (c) => c.notNull())
        .addColumn('available_at', 'bigint')
        .addColumn('payout_id', 'integer')
        .addColumn('clawback_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('clawback_payout_id', 'integer')
        .execute();
      await db.schema
        .createIndex('partner_commissions_by_partner')
        .on('partner_commissions')
        .columns(['partner_user_id', 'earned_at', 'id'])
        .execute();
      await db.schema
        .createIndex('partner_commissions_by_customer')
        .on('partner_commissions')
        .columns(['customer_user_id'])
        .execute();
      // A payout's commissions (its count on the payouts list, a failed payout giving them back).
      await db.schema
        .createIndex('partner_commissions_by_payout')
        .on('partner_commissions')
        .columns(['payout_id'])
        .execute();
      // Payouts to partners, shaped like expert_payouts (one per partner and payout date).
      await withId(db.schema.createTable('partner_payouts'))
        .addColumn('partner_user_id', 'integer', (c) =>
          c.notNull().references('referral_partners.user_id'),
        )
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('paid_on', 'text', (c) => c.notNull())
        .addColumn('paypal_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('batch_id', 'text')
        .addColumn('sent_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .addColumn('failure_reason', 'text')
        .addUniqueConstraint('partner_payouts_once_a_date', ['partner_user_id', 'paid_on'])
        .execute();
      await db.schema
        .createIndex('partner_payouts_by_partner')
        .on('partner_payouts')
        .columns(['partner_user_id', 'created_at', 'id'])
        .execute();
      // The payout run's pending and sent payouts.
      await db.schema
        .createIndex('partner_payouts_by_status')
        .on('partner_payouts')
        .columns(['status', 'id'])
        .execute();
    },
  };
}
