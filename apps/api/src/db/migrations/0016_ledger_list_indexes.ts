import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

/**
 * An index for each paged list outside the order lists (issue 27): the list's filter, then its
 * sort key and id, so a page walks the index from its cursor on at any depth, on both engines.
 * Each replaces an index on its filter alone, which the new one's first column serves as well
 * (the foreign key's lookups included).
 */
const LIST_INDEXES: Array<{ name: string; table: string; columns: string[]; replaces?: string }> = [
  // The customer's balance ledger, newest first.
  {
    name: 'balance_entries_by_user_time',
    table: 'balance_entries',
    columns: ['user_id', 'created_at', 'id'],
    replaces: 'balance_entries_by_user',
  },
  // The customer's tickets, latest activity first.
  {
    name: 'support_tickets_by_customer_activity',
    table: 'support_tickets',
    columns: ['customer_user_id', 'last_activity_at', 'id'],
    replaces: 'support_tickets_by_customer',
  },
  // The operator's tickets of one status, by activity.
  {
    name: 'support_tickets_by_status_activity',
    table: 'support_tickets',
    columns: ['status', 'last_activity_at', 'id'],
    replaces: 'support_tickets_by_status',
  },
  // A ticket's conversation and an order's thread, by time.
  {
    name: 'support_messages_by_ticket_time',
    table: 'support_messages',
    columns: ['ticket_id', 'created_at', 'id'],
    replaces: 'support_messages_by_ticket',
  },
  {
    name: 'order_messages_by_order_time',
    table: 'order_messages',
    columns: ['order_id', 'created_at', 'id'],
    replaces: 'order_messages_by_order',
  },
  // The expert's earnings, newest accepted first, and their payouts, newest made first.
  {
    name: 'expert_earnings_by_writer_accepted',
    table: 'expert_earnings',
    columns: ['writer_id', 'accepted_at', 'id'],
    replaces: 'expert_earnings_by_writer',
  },
  {
    name: 'expert_payouts_by_writer_created',
    table: 'expert_payouts',
    columns: ['writer_id', 'created_at', 'id'],
  },
  // How many earnings a payout pays (the payouts list counts them per payout).
  { name: 'expert_earnings_by_payout', table: 'expert_earnings', columns: ['payout_id'] },
];

export function ledgerListIndexes(): Migration {
  return {
    async up(db: Db) {
      for (const index of LIST_INDEXES) {
        await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
        if (index.replaces) await db.schema.dropIndex(index.replaces).execute();
      }
    },
  };
}
