import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { type KeptTotal, keepTotal } from './kept-total-triggers';
import type { Db, MigrationContext } from './migration-context';

/*
 * How many tickets are in each state at all, kept the way 0035 keeps the orders' (the
 * operator's ticket list counted the waiting ones on each call: a range as long as the backlog).
 * The rows stay the record: the counts are what `recountTicketStateCounts` makes of them.
 * Beside them, the payout's read of what a payee owes back, and the undoing of a payout's
 * netting, get indexes of those entries alone.
 */

/**
 * The tickets in a state are counted in this many rows (by id), as the orders are
 * (ORDER_COUNT_SLOTS, 0035): every ticket's opening, answer and closing changes a state's count,
 * and one row per state would make them all queue on it on PostgreSQL until each transaction ends.
 */
export const TICKET_COUNT_SLOTS = 16;

const TICKET_STATE_COUNTS: KeptTotal = {
  table: 'support_tickets',
  columns: ['status'],
  changed: (was, is) => `${was}.status <> ${is}.status`,
  totals: 'ticket_state_counts',
  keys: ['status', 'slot'],
  sums: ['qty'],
  part: (row, sign) =>
    `${row}.status as status, ${row}.id % ${TICKET_COUNT_SLOTS} as slot, ${sign} as qty`,
};

/**
 * Sets the counts to what the tickets say, in one pass: the migration's backfill, and the growth
 * benchmark's after its bulk load.
 */
export async function recountTicketStateCounts<Schema>(db: Kysely<Schema>): Promise<void> {
  await sql`delete from ticket_state_counts`.execute(db);
  await sql`insert into ticket_state_counts (status, slot, qty)
    select status, id % ${sql.lit(TICKET_COUNT_SLOTS)}, count(*) from support_tickets
    group by status, id % ${sql.lit(TICKET_COUNT_SLOTS)}`.execute(db);
}

/**
 * A payout nets what refunds of a payee's paid-out entries owe back (`payouts/payout-ledgers.ts`):
 * an index of the entries owing and not yet netted, rather than a walk of the payee's history;
 * and an index of the entries a payout netted, which a payout of nothing or a failed one sets
 * owing again (the table had none: a read of it whole).
 */
const OWED_BACK_INDEXES = [
  { table: 'expert_earnings', owner: 'writer_id' },
  { table: 'partner_commissions', owner: 'partner_user_id' },
].flatMap(({ table, owner }) => [
  `create index ${table}_owed_back on ${table} (${owner})
    where clawback_cents > 0 and clawback_payout_id is null`,
  `create index ${table}_by_clawback_payout on ${table} (clawback_payout_id)
    where clawback_payout_id is not null`,
]);

export function ticketCountsAndOwedBack({ engine }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('ticket_state_counts')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('qty', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('ticket_state_counts_pk', ['status', 'slot'])
        .execute();
      // Kept before it is counted, so a ticket written meanwhile is in the count or moves it.
      await keepTotal(db, engine, TICKET_STATE_COUNTS);
      await recountTicketStateCounts(db);
      for (const index of OWED_BACK_INDEXES) await sql.raw(index).execute(db);
    },
  };
}
