import { type Kysely, sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { recountLedgerTotals } from '../db/migrations/0034_ledger_totals';
import { recountKeptCounts } from '../db/migrations/0035_kept_counts';
import { recountBoundedSums } from '../db/migrations/0037_ticket_counts_and_bounded_sums';
import { recountTicketStateCounts } from '../db/migrations/0038_ticket_counts_and_owed_back';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What `fillGrowthData` added, table by table. */
export type GrowthCounts = {
  users: number;
  writers: number;
  orders: number;
  balance_entries: number;
  expert_earnings: number;
  expert_payouts: number;
  order_messages: number;
  support_tickets: number;
  support_messages: number;
};

/** The demo customer holds this share of the orders (5%: 50,000 of 1,000,000). */
export const DEMO_CUSTOMER_PERCENT = 5;
/** Payout dates per expert. */
const PAYOUTS_PER_EXPERT = 6;
/**
 * Earnings available longer ago than this were paid out: the scheduled runs took them as they
 * fell due, so a start's payout run finds the last days' earnings, as it would in use.
 */
const PAID_OUT_BEFORE_DAYS = 7;

/**
 * Fills a migrated, demo-seeded database with `orders` orders and the rows that grow with them,
 * straight through set-based SQL (a recursive CTE on SQLite, generate_series on PostgreSQL) in
 * one transaction, so a million orders take seconds, not the hours the API's routes would.
 *
 * The shape of a grown marketplace: one customer in ten orders, the demo customer holds 5% of the
 * orders and three others 3% between them; one expert per thousand orders, the demo expert
 * among them with about 2% of the assigned ones; about 5% of the orders in the operator's queue
 * (paid or assigned) and 73% finished, spread over three years. Beside them: the balance ledger
 * (a top-up per customer, a payment per paid order, a refund per cancelled one), an earning per
 * accepted order and six payouts per expert, a message on every other paid order, a ticket per
 * twenty orders with three messages each.
 */
export async function fillGrowthData(
  database: Pick<AppDatabase, 'db' | 'engine'>,
  orders: number,
  now: number,
): Promise<GrowthCounts> {
  const { db, engine } = database;
  if (engine === 'postgres') {
    // Foreign keys are checked by a trigger per row, most of a bulk load's time; the rows are
    // valid by construction (the unit test checks them on SQLite). Needs a superuser, as the
    // benchmark's throwaway server has.
    return db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      return fill(trx, engine, orders, now);
    });
  }
  // The same on SQLite, where the pragma holds for the connection (outside a transaction); and the
  // transaction's pages stay in memory rather than spill to the journal by the default 2 MB.
  const pragma = async (name: string) =>
    Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] ?? {})[0];
  const [foreignKeys, cacheSize] = [await pragma('foreign_keys'), await pragma('cache_size')];
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await sql`PRAGMA cache_size = -1000000`.execute(db);
  try {
    return await db.transaction().execute((trx) => fill(trx, engine, orders, now));
  } finally {
    await sql.raw(`PRAGMA foreign_keys = ${Number(foreignKeys)}`).execute(db);
    await sql.raw(`PRAGMA cache_size = ${Number(cacheSize)}`).execute(db);
  }
}

async function fill(
  trx: Kysely<Database>,
  engine: AppDatabase['engine'],
  orders: number,
  now: number,
): Promise<GrowthCounts> {
  const before = await countRows(trx);
  const rebuildIndexes = await dropIndexes(trx, engine);
  const accounts = await demoAccounts(trx);
  const paperTypes = await ids(trx, 'paper_types');
  const disciplines = (await ids(trx, 'disciplines')).slice(0, 24);
  const nextId = async (table: 'users' | 'writers' | 'orders' | 'expert_payouts') => {
    const row = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0) + 1;
  };
  const customers = Math.max(20, Math.floor(orders / 10));
  const experts = Math.max(5, Math.floor(orders / 1000));
  const user0 = await nextId('users');
  const expertUser0 = user0 + customers;
  const writer0 = await nextId('writers');
  const order0 = await nextId('orders');
  const payout0 = await nextId('expert_payouts');
  const run = (text: string) => sql.raw(text).execute(trx);
  // Integers 0..count-1 as column `i`, bigint on PostgreSQL: instants overflow int4.
  const series = (count: number) =>
    engine === 'postgres'
      ? `generate_series(0::bigint, ${count - 1}) AS seq(i)`
      : `(WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${count - 1}) SELECT i FROM s) AS seq`;
  const pick = (values: number[], index: string) =>
    `CASE ${index} % ${values.length} ${values.map((value, at) => `WHEN ${at} THEN ${value}`).join(' ')} END`;

  await run(`INSERT INTO users (id, email, password_hash, role, is_blocked, name,
        email_verified_at, policy_agreed_at, marketing_agree, utc_offset_min, created_at)
      SELECT ${user0} + i,
        CASE WHEN i < ${customers} THEN 'growth-customer-' || i ELSE 'growth-expert-' || (i - ${customers}) END || '@bb.example',
        NULL, CASE WHEN i < ${customers} THEN 'customer' ELSE 'writer' END, 0, NULL,
        ${now - 1200 * DAY}, ${now - 1200 * DAY}, 0, 0, ${now - 1200 * DAY} + i
      FROM ${series(customers + experts)}`);
  await run(`INSERT INTO writers (id, user_id, slug, pen_name, rating_x10, orders_finished_qty,
        orders_progress_qty, reviews_qty, is_online, lang, about, experience_years, created_at,
        payout_paypal_email)
      SELECT ${writer0} + i, ${expertUser0} + i, 'growth-expert-' || i, 'Growth Expert ' || i,
        80 + i % 20, ${Math.ceil((orders * 0.73) / experts)}, i % 6, i % 90, i % 2, 'en',
        'An expert of the growth benchmark.', 2 + i % 10, ${now - 1000 * DAY},
        'growth-expert-' || i || '@paypal.example'
      FROM ${series(experts)}`);

  // Each order's customer, state and expert, from its index alone.
  const customer = `CASE WHEN i % 100 < ${DEMO_CUSTOMER_PERCENT} THEN ${accounts.customer}
      WHEN i % 100 < ${DEMO_CUSTOMER_PERCENT + 3} THEN ${user0} + i % 100 - ${DEMO_CUSTOMER_PERCENT}
      ELSE ${user0 + 3} + (i * 7919) % ${customers - 3} END`;
  const state = `CASE WHEN i % 97 < 8 THEN 'pre_order' WHEN i % 97 < 11 THEN 'paid'
      WHEN i % 97 < 13 THEN 'assigned' WHEN i % 97 < 18 THEN 'in_progress'
      WHEN i % 97 < 20 THEN 'delivered' WHEN i % 97 < 21 THEN 'revision'
      WHEN i % 97 < 92 THEN 'finished' ELSE 'cancelled' END`;
  const expert = `CASE WHEN i % 89 < 2 THEN ${accounts.writer} ELSE ${writer0} + (i * 31) % ${experts} END`;
  const step = Math.max(1, Math.floor((1095 * DAY) / orders));
  await run(`INSERT INTO orders (id, customer_user_id, customer_label, writer_id, status,
        price_cents, title, description, paper_type_id, discipline_id, pages_qty, words_qty,
        deadline_at, rating_x10, created_at, finished_at)
      SELECT ${order0} + i, customer, 'Customer #' || (1000 + customer),
        CASE WHEN state IN ('pre_order', 'paid', 'cancelled') THEN NULL ELSE expert END, state,
        2000 + (i % 40) * 500, 'Growth order ' || i,
        'A paper of the growth benchmark: its description is about as long as a customer''s usual one, two or three sentences on the topic and the sources.',
        ${pick(paperTypes, 'i')}, ${pick(disciplines, '(i / 7)')}, 1 + i % 10, 275 * (1 + i % 10),
        created + (3 + i % 14) * ${DAY},
        CASE WHEN state = 'finished' THEN 70 + i % 31 ELSE NULL END, created,
        CASE WHEN state = 'finished' THEN created + (2 + i % 14) * ${DAY} ELSE NULL END
      FROM (SELECT i, ${customer} AS customer, ${state} AS state, ${expert} AS expert,
        ${now - orders * step} + i * ${step} AS created FROM ${series(orders)}) AS generated`);

  const grown = `orders.id >= ${order0}`;
  await run(`INSERT INTO balance_entries (user_id, amount_cents, reason, order_id, created_at)
      SELECT customer_user_id, SUM(price_cents) + 10000, 'top_up', NULL, MIN(created_at) - ${HOUR}
      FROM orders WHERE ${grown} GROUP BY customer_user_id`);
  await run(`INSERT INTO balance_entries (user_id, amount_cents, reason, order_id, created_at)
      SELECT customer_user_id, -price_cents, 'order_payment', id, created_at + 60000
      FROM orders WHERE ${grown} AND status <> 'pre_order'`);
  await run(`INSERT INTO balance_entries (user_id, amount_cents, reason, order_id, created_at)
      SELECT customer_user_id, price_cents, 'refund', id, created_at + ${DAY}
      FROM orders WHERE ${grown} AND status = 'cancelled'`);

  // Payout k of the expert at position p (the demo expert first) has id payout0 + p * 6 + k.
  const expertPosition = `CASE WHEN writer_id = ${accounts.writer} THEN 0 ELSE writer_id - ${writer0} + 1 END`;
  await run(`INSERT INTO expert_payouts (id, writer_id, amount_cents, paid_on, paypal_email,
        created_at, status, batch_id, sent_at, settled_at)
      SELECT ${payout0} + i, CASE WHEN i < ${PAYOUTS_PER_EXPERT} THEN ${accounts.writer} ELSE ${writer0} + i / ${PAYOUTS_PER_EXPERT} - 1 END,
        25000 + (i % 7) * 1000, '20' || (18 + i % ${PAYOUTS_PER_EXPERT}) || '-01-01',
        'growth-payee@paypal.example', ${now - 200 * DAY}, 'paid', 'GROWTH' || i,
        ${now - 200 * DAY}, ${now - 199 * DAY}
      FROM ${series((experts + 1) * PAYOUTS_PER_EXPERT)}`);
  await run(`INSERT INTO expert_earnings (writer_id, order_id, amount_cents, accepted_at,
        available_at, payout_id)
      SELECT writer_id, id, price_cents * 75 / 100, created_at + ${HOUR}, finished_at,
        CASE WHEN status = 'finished' AND finished_at < ${now - PAID_OUT_BEFORE_DAYS * DAY}
          THEN ${payout0} + (${expertPosition}) * ${PAYOUTS_PER_EXPERT} + id % ${PAYOUTS_PER_EXPERT} ELSE NULL END
      FROM orders
      WHERE ${grown} AND status IN ('in_progress', 'delivered', 'revision', 'finished')`);

  await run(`INSERT INTO order_messages (order_id, author_user_id, author_party, body, created_at)
      SELECT id, customer_user_id, 'customer', 'Please keep to the sources I attached.',
        created_at + ${2 * HOUR}
      FROM orders WHERE ${grown} AND status <> 'pre_order' AND (id - ${order0}) % 2 = 0`);
  await run(`INSERT INTO support_tickets (customer_user_id, order_id, subject, status,
        created_at, last_activity_at)
      SELECT customer_user_id, id, 'About order ' || id,
        CASE (id / 20) % 3 WHEN 0 THEN 'waiting' WHEN 1 THEN 'answered' ELSE 'closed' END,
        created_at + ${DAY}, created_at + ${DAY} + (id % 48) * ${HOUR}
      FROM orders WHERE ${grown} AND (id - ${order0}) % 20 = 0`);
  const ticket0 = before.support_tickets_max + 1;
  await run(`INSERT INTO support_messages (ticket_id, author_user_id, author_party, body, created_at)
      SELECT support_tickets.id,
        CASE WHEN k = 1 THEN ${accounts.operator} ELSE support_tickets.customer_user_id END,
        CASE WHEN k = 1 THEN 'operator' ELSE 'customer' END,
        'A message of the growth benchmark.', support_tickets.created_at + k * ${HOUR}
      FROM support_tickets
      CROSS JOIN (SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2) AS turns
      WHERE support_tickets.id >= ${ticket0}`);

  if (engine === 'postgres') {
    // Explicit ids leave the identity sequences behind.
    for (const table of ['users', 'writers', 'orders', 'expert_payouts'])
      await run(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table}))`,
      );
  }
  await rebuildIndexes();
  // The orders' timers are those their steps would have set, long come and gone: not written,
  // the start's sweep for missing timers is marked done through these orders, rather than find
  // every order due or delivered without one and mark a hundred thousand of them late at once.
  await run('UPDATE order_timers_swept SET through_order_id = (SELECT MAX(id) FROM orders)');
  // PostgreSQL's replica role skipped the triggers that keep the totals: set them from the rows.
  await recountLedgerTotals(trx);
  await recountKeptCounts(trx, engine);
  await recountBoundedSums(trx);
  await recountTicketStateCounts(trx);
  const after = await countRows(trx);
  return Object.fromEntries(
    Object.keys(after.counts).map((table) => [
      table,
      after.counts[table as keyof GrowthCounts] - before.counts[table as keyof GrowthCounts],
    ]),
  ) as GrowthCounts;
}

/** The tables that take a row (or more) per order: their indexes are built after the load. */
const BULK_TABLES = [
  'orders',
  'balance_entries',
  'expert_earnings',
  'order_messages',
  'support_messages',
];

/**
 * Drops the bulk tables' secondary indexes (whatever migrations made them) and answers how to
 * build them again: one sort per index after the load instead of a million scattered inserts.
 * Indexes behind a constraint (a primary key, a unique column) stay.
 */
async function dropIndexes(trx: Kysely<Database>, engine: AppDatabase['engine']) {
  const tables = BULK_TABLES.map((table) => `'${table}'`).join(', ');
  const { rows } = await sql
    .raw<{ name: string; definition: string }>(
      engine === 'postgres'
        ? `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename IN (${tables})
            AND indexname NOT IN (SELECT conname FROM pg_constraint)`
        : `SELECT name, sql AS definition FROM sqlite_master
          WHERE type = 'index' AND tbl_name IN (${tables}) AND sql IS NOT NULL`,
    )
    .execute(trx);
  for (const { name } of rows) await sql.raw(`DROP INDEX "${name}"`).execute(trx);
  return async () => {
    for (const { definition } of rows) await sql.raw(definition).execute(trx);
  };
}

const COUNTED = [
  'users',
  'writers',
  'orders',
  'balance_entries',
  'expert_earnings',
  'expert_payouts',
  'order_messages',
  'support_tickets',
  'support_messages',
] as const satisfies ReadonlyArray<keyof GrowthCounts>;

async function countRows(db: Kysely<Database>) {
  const counts = {} as GrowthCounts;
  for (const table of COUNTED) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('qty'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.qty);
  }
  const tickets = await db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return { counts, support_tickets_max: Number(tickets?.id ?? 0) };
}

async function ids(db: Kysely<Database>, table: 'paper_types' | 'disciplines') {
  const rows = await db.selectFrom(table).select('id').orderBy('id').execute();
  if (rows.length === 0) throw new Error(`No ${table}: seed the database first`);
  return rows.map((row) => row.id);
}

/** The demo customer, expert (their writer row) and operator the generated rows belong to. */
async function demoAccounts(db: Kysely<Database>) {
  const userId = async (email: string) => {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!row) throw new Error(`No demo account ${email}: seed the demo data first`);
    return row.id;
  };
  const writer = await db
    .selectFrom('writers')
    .select('id')
    .where('user_id', '=', await userId(DEMO_ACCOUNTS.writer))
    .executeTakeFirstOrThrow();
  return {
    customer: await userId(DEMO_ACCOUNTS.customer),
    writer: writer.id,
    operator: await userId(DEMO_ACCOUNTS.operator),
  };
}
