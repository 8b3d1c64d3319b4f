import type { Kysely } from 'kysely';
import { hashSecret } from '../auth/secret-tokens';
import { isRequestable } from '../content/requestable-writer';
import { type KeysetOrder, keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, NewOrder, Order } from '../db/schema';

/*
 * The order routes' queries: what a draft names, placing it, and the experts who can take an
 * order (the order lists: order-lists.ts). `db` is the database or a transaction.
 */

/** Whether the paper type exists. */
export async function paperTypeExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('paper_types')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the discipline exists. */
export async function disciplineExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('disciplines')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts an order and answers it as stored. */
export function insertOrder(db: Kysely<Database>, order: NewOrder): Promise<Order> {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

/**
 * Attaches the files uploaded before the order (orphanage files, not yet expired) to it and
 * answers how many it attached.
 */
export async function attachOrphanFiles(
  db: Kysely<Database>,
  orderId: number,
  userId: number,
  fileIds: string[],
  now: number,
): Promise<number> {
  const attached = await db
    .updateTable('order_files')
    .set({ order_id: orderId, user_id: userId, expires_at: null })
    .where('id', 'in', fileIds)
    .where('order_id', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(attached.numUpdatedRows);
}

/** Deletes the data box the draft came from. */
export async function useUpDataBox(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('data_boxes').where('key_hash', '=', hashSecret(key)).execute();
}

/** The id of the order the customer already made from the draft created at `draftCreatedAt`. */
export async function orderIdOfDraft(
  db: Kysely<Database>,
  customerUserId: number,
  draftCreatedAt: number,
): Promise<number> {
  const earlier = await db
    .selectFrom('orders')
    .select('id')
    .where('customer_user_id', '=', customerUserId)
    .where('draft_created_at', '=', draftCreatedAt)
    .executeTakeFirstOrThrow();
  return earlier.id;
}

/**
 * A page of the experts who can take an order (those who sign in to the dashboard), in the order
 * they joined: writers_experts walked from the cursor on.
 */
export async function orderExpertPage(db: Kysely<Database>, page: PageRequest) {
  const order: KeysetOrder = { key: 'writers.id', id: 'writers.id', direction: 'asc' };
  const rows = await keysetPage(expertsQuery(db), order, page).execute();
  return keysetPageOf(rows, page, (row) => ({ key: row.id, id: row.id }));
}

function expertsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('writers')
    .select(['writers.id', 'slug', 'pen_name', 'avatar_key', 'orders_progress_qty', 'is_available'])
    .select((eb) => eb.case().when(isRequestable(eb)).then(1).else(0).end().as('assignable'))
    .where('writers.user_id', 'is not', null);
}
