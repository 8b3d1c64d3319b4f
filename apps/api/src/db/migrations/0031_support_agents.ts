import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

export function supportAgents({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      // Who works a ticket (a support agent, or nobody: the queue), and the two SLA moments
      // an agent's contract measures: the first answer and the closing, with who gave them.
      for (const column of [
        'assigned_user_id',
        'first_response_user_id',
        'resolved_user_id',
      ] as const) {
        await db.schema
          .alterTable('support_tickets')
          .addColumn(column, 'integer', (c) => c.references('users.id'))
          .execute();
      }
      for (const column of ['first_response_at', 'resolved_at'] as const) {
        await db.schema.alterTable('support_tickets').addColumn(column, 'bigint').execute();
      }
      // The agent's open tickets, the oldest first, by keyset: only open ones are in this index
      // (partial on both engines), so an agent's closed history never slows their list.
      await db.schema
        .createIndex('support_tickets_open_by_assignee')
        .on('support_tickets')
        .columns(['assigned_user_id', 'created_at', 'id'])
        .where(sql.ref('status'), '<>', sql.lit('closed'))
        .execute();
      // A contract period's figures: the agent's first answers and closings within it.
      await db.schema
        .createIndex('support_tickets_by_first_response')
        .on('support_tickets')
        .columns(['first_response_user_id', 'first_response_at'])
        .execute();
      await db.schema
        .createIndex('support_tickets_by_resolution')
        .on('support_tickets')
        .columns(['resolved_user_id', 'resolved_at'])
        .execute();
      // Staff's notes on a ticket: never part of its conversation, never shown to its customer.
      await withId(db.schema.createTable('support_notes'))
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id'))
        .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_notes_by_ticket')
        .on('support_notes')
        .columns(['ticket_id', 'created_at', 'id'])
        .execute();
      // An agent's contract, one row per period ([period_start, period_end), UTC midnights).
      await withId(db.schema.createTable('support_contracts'))
        .addColumn('agent_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('period_start', 'bigint', (c) => c.notNull())
        .addColumn('period_end', 'bigint', (c) => c.notNull())
        .addColumn('terms', 'text', (c) => c.notNull())
        .addColumn('rate_kind', 'text', (c) => c.notNull())
        .addColumn('rate_cents', 'integer', (c) => c.notNull())
        .addColumn('contracted_hours', 'integer', (c) => c.notNull())
        .addColumn('first_response_minutes', 'integer', (c) => c.notNull())
        .addColumn('resolution_minutes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_contracts_by_agent')
        .on('support_contracts')
        .columns(['agent_user_id', 'period_start', 'id'])
        .execute();
    },
  };
}
