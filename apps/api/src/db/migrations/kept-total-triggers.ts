import { sql } from 'kysely';
import type { Engine } from '../database';
import type { Db } from './migration-context';

/*
 * Totals kept beside the rows they sum by triggers (migrations 0034, 0035), in the transaction
 * of the write that changes them, whichever code writes: a trigger adds one row's part and takes
 * the part it had away, so no write reads a history.
 */

type Event = 'insert' | 'update' | 'delete';

/** A total kept from `table`'s rows: each row's part of it, added when it comes, taken away when it goes. */
export type KeptTotal = {
  table: string;
  /** The columns that tell one of `table`'s rows from another (`id` when not given). */
  rowKey?: string[];
  /** The columns an update of which may change the total. */
  columns: string[];
  /** Whether an update changes the total at all, of the rows as they were and are (aliases). */
  changed?: (was: string, is: string) => string;
  /** The totals' table, its key columns and summed ones. */
  totals: string;
  keys: string[];
  sums: string[];
  /** The select list of the row `alias`'s part (key columns, then sums), times `sign`. */
  part: (alias: string, sign: number) => string;
};

const rowsOf = (event: Event): Array<'old' | 'new'> =>
  event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['old', 'new'];

/**
 * Adds the parts to their totals' rows (made at the first part). Rows of one key are summed
 * first and taken in the key's order, so racing writers lock a totals' row one at a time in the
 * same order; a sum of nothing writes nothing.
 */
function upsert(total: KeptTotal, parts: string[]) {
  const { totals, keys, sums } = total;
  return `insert into ${totals} (${[...keys, ...sums].join(', ')})
    select ${[...keys, ...sums.map((sum) => `sum(${sum})`)].join(', ')}
    from (${parts.join(' union all ')}) as parts
    where ${keys.map((key) => `${key} is not null`).join(' and ')}
    group by ${keys.join(', ')}
    having ${sums.map((sum) => `sum(${sum}) <> 0`).join(' or ')}
    order by ${keys.join(', ')}
    on conflict (${keys.join(', ')}) do update set
    ${sums.map((sum) => `${sum} = ${totals}.${sum} + excluded.${sum}`).join(', ')}`;
}

/**
 * Keeps `total` on SQLite: a trigger per row (`old`, `new`) and event. An update that leaves
 * `changed` false is not seen.
 */
async function keepOnSqlite(db: Db, total: KeptTotal) {
  for (const event of ['insert', 'update', 'delete'] as const) {
    const on = event === 'update' ? `update of ${total.columns.join(', ')}` : event;
    const when = event === 'update' && total.changed ? `when ${total.changed('old', 'new')}` : '';
    const parts = rowsOf(event).map((row) => `select ${total.part(row, row === 'new' ? 1 : -1)}`);
    await sql
      .raw(`create trigger ${total.totals}_on_${total.table}_${event}
        after ${on} on ${total.table} ${when} begin ${upsert(total, parts)}; end`)
      .execute(db);
  }
}

/**
 * Keeps `total` on PostgreSQL: a trigger per statement and event, reading the statement's rows
 * from its transition tables, so a statement of many rows writes each totals' row once (a row
 * updated again and again in one transaction leaves a version each, which later reads walk).
 */
async function keepOnPostgres(db: Db, total: KeptTotal) {
  const sameRow = (total.rowKey ?? ['id']).map((column) => `n.${column} = o.${column}`);
  for (const event of ['insert', 'update', 'delete'] as const) {
    const name = `${total.totals}_on_${total.table}_${event}`;
    const parts = rowsOf(event).map((row) => {
      const alias = row === 'new' ? 'n' : 'o';
      const rows = `${row}_rows as ${alias}`;
      const from =
        event === 'update' && total.changed
          ? `from old_rows as o join new_rows as n on ${sameRow.join(' and ')} where ${total.changed('o', 'n')}`
          : `from ${rows}`;
      return `select ${total.part(alias, row === 'new' ? 1 : -1)} ${from}`;
    });
    const referencing = rowsOf(event)
      .map((row) => `${row} table as ${row}_rows`)
      .join(' ');
    await sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$
        begin ${upsert(total, parts)}; return null; end $$`)
      .execute(db);
    await sql
      .raw(`create trigger ${name} after ${event} on ${total.table}
        referencing ${referencing} for each statement execute function ${name}()`)
      .execute(db);
  }
}

/** Makes the triggers that keep `total` on `engine`. */
export function keepTotal(db: Db, engine: Engine, total: KeptTotal): Promise<void> {
  return engine === 'postgres' ? keepOnPostgres(db, total) : keepOnSqlite(db, total);
}
