import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Engine } from '../db/database';
import type { Database } from '../db/schema';
import type { CapturedStatement } from './statement-capture';

/** A table a statement reads whole: every row, or every entry of one of its indexes. */
export type FullScan = { table: string; step: string };

/**
 * The tables `statement` reads whole, by its plan on this engine (`EXPLAIN QUERY PLAN` on
 * SQLite, `EXPLAIN` on PostgreSQL), with its own parameters. A walk through a whole index counts
 * too, unless a LIMIT stops it: the walk gives the rows in the statement's order, so a page reads
 * just the page (no sort, hash or aggregate over it first). Statements other than reads and
 * updates are not planned.
 */
export async function fullScans(
  db: Kysely<Database>,
  engine: Engine,
  statement: CapturedStatement,
): Promise<FullScan[]> {
  if (!/^\s*(select|with|update|delete)\b/i.test(statement.sql)) return [];
  return engine === 'postgres' ? postgresScans(db, statement) : sqliteScans(db, statement);
}

// SCAN <table> [AS alias] [USING [COVERING] INDEX <name>]; SEARCH … is a lookup by an index.
const SQLITE_SCAN = /^SCAN (\S+)(?: AS \S+)?( USING (?:COVERING )?INDEX \S+)?/;
// A virtual table (FTS5) asked with a constraint (`idxStr`, e.g. M2 for a MATCH) looks it up in
// its own index; without one (`INDEX 0:`) it reads every row.
const SQLITE_VIRTUAL_LOOKUP = /^SCAN \S+ VIRTUAL TABLE INDEX \d+:\S/;
// Every row is read before the first comes out (a sort of the whole ORDER BY, a grouping).
const SQLITE_READS_ALL = /^USE TEMP B-TREE FOR (ORDER BY|GROUP BY|DISTINCT)/;

async function sqliteScans(
  db: Kysely<Database>,
  statement: CapturedStatement,
): Promise<FullScan[]> {
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]),
  );
  const stopsAtLimit =
    /\blimit\b/i.test(statement.sql) && !rows.some(({ detail }) => SQLITE_READS_ALL.test(detail));
  // A bare SCAN under ORDER BY with no sort step walks the table's own b-tree in rowid order:
  // an index walk like any other, which the LIMIT stops.
  const walksInOrder = (scan: RegExpExecArray) =>
    scan[2] !== undefined || /\border by\b/i.test(statement.sql);
  return rows.flatMap(({ detail }) => {
    const scan = SQLITE_SCAN.exec(detail);
    if (!scan?.[1] || (stopsAtLimit && walksInOrder(scan)) || SQLITE_VIRTUAL_LOOKUP.test(detail))
      return [];
    return [{ table: scan[1], step: detail }];
  });
}

type PostgresPlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PostgresPlanNode[];
};

/**
 * `statement`'s plan on PostgreSQL. The test's tables are tiny, where reading a table whole is
 * PostgreSQL's best plan. With sequential scans priced out, one left in the plan means there is
 * no index it could use.
 */
function postgresPlan(db: Kysely<Database>, statement: CapturedStatement) {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PostgresPlanNode }> }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${statement.sql}`, [...statement.parameters]),
    );
    return rows[0]?.['QUERY PLAN'][0]?.Plan;
  });
}

async function postgresScans(
  db: Kysely<Database>,
  statement: CapturedStatement,
): Promise<FullScan[]> {
  const plan = await postgresPlan(db, statement);
  const scans: FullScan[] = [];
  // `stopsAtLimit`: a Limit pulls this node's rows as they come (straight, or as a nested loop's
  // outer side); under a sort, hash or aggregate every row is read first. A bitmap index scan
  // reads for the table of the bitmap heap scan above it.
  const visit = (node: PostgresPlanNode, stopsAtLimit: boolean, heap?: string) => {
    const type = node['Node Type'];
    const table = node['Relation Name'] ?? heap;
    if (table && type === 'Seq Scan') scans.push({ table, step: `Seq Scan on ${table}` });
    const indexWalk = type === 'Index Scan' || type === 'Index Only Scan';
    const wholeWalk = type === 'Bitmap Index Scan' || (indexWalk && !stopsAtLimit);
    if (table && wholeWalk && !searches(node['Index Cond'])) {
      scans.push({
        table,
        step: `${type} using ${node['Index Name']} on ${table}: the whole index`,
      });
    }
    (node.Plans ?? []).forEach((child, position) => {
      const pulled = type === 'Limit' || (type === 'Nested Loop' && stopsAtLimit && position === 0);
      visit(child, pulled, type.startsWith('Bitmap') ? table : undefined);
    });
  };
  if (plan) visit(plan, false);
  return scans;
}

/**
 * The indexes `statement`'s plan reads on this engine (with sequential scans priced out on
 * PostgreSQL, as `fullScans` plans), e.g. to see that a statement uses the index made for it.
 */
export async function indexesUsed(
  db: Kysely<Database>,
  engine: Engine,
  statement: CapturedStatement,
): Promise<string[]> {
  if (engine === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]),
    );
    return rows.flatMap(({ detail }) => /USING (?:COVERING )?INDEX (\S+)/.exec(detail)?.[1] ?? []);
  }
  const plan = await postgresPlan(db, statement);
  const names: string[] = [];
  const visit = (node: PostgresPlanNode) => {
    if (node['Index Name']) names.push(node['Index Name']);
    for (const child of node.Plans ?? []) visit(child);
  };
  if (plan) visit(plan);
  return names;
}

/** Whether an index condition narrows the walk: one that only skips nulls reads it all. */
function searches(condition: string | undefined): boolean {
  if (!condition) return false;
  const terms = condition.replace(/[()]/g, '').split(/\s+AND\s+/i);
  return terms.some((term) => !/\bIS NOT NULL$/i.test(term.trim()));
}
