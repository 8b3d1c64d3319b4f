import type { Kysely } from 'kysely';
import { hashSecret } from '../auth/secret-tokens';
import type { Database, NewOrder, Order } from '../db/schema';

/*
 * The order routes' queries: what a draft names, placing it, and the lists of the customer
 * (order-routes.ts, reminder-routes.ts), the expert (expert-order-routes.ts) and the operator
 * (operator-order-routes.ts). `db` is the database or a transaction.
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

/** The id of the writer with this slug, if any. */
export async function writerIdBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<number | undefined> {
  const writer = await db
    .selectFrom('writers')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return writer?.id;
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

/** The customer's orders (or only their pre-orders), newest first. */
export function customerOrders(
  db: Kysely<Database>,
  customerUserId: number,
  only?: 'pre_order',
): Promise<Order[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('customer_user_id', '=', customerUserId)
    .$if(only !== undefined, (query) => query.where('status', '=', 'pre_order'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The orders assigned to the expert, the nearest deadline first. */
export function expertOrders(db: Kysely<Database>, writerId: number): Promise<Order[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('writer_id', '=', writerId)
    .orderBy('deadline_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The operator's queue: paid orders waiting for an expert or for one to accept, nearest deadline first. */
export function operatorQueue(db: Kysely<Database>): Promise<Order[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'in', ['paid', 'assigned'])
    .orderBy('deadline_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The experts who can take an order: those who sign in to the dashboard, by pen name. */
export function orderExperts(db: Kysely<Database>) {
  return expertsQuery(db).orderBy('pen_name').execute();
}

/** The expert with this slug, if they can take an order. */
export function orderExpertBySlug(db: Kysely<Database>, slug: string) {
  return expertsQuery(db).where('slug', '=', slug).executeTakeFirst();
}

function expertsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('writers')
    .select(['id', 'slug', 'pen_name', 'orders_progress_qty'])
    .where('user_id', 'is not', null);
}

/** The customer's orders a reminder may be about (awaiting payment, or finished), newest first. */
export function remindableOrders(db: Kysely<Database>, customerUserId: number) {
  return db
    .selectFrom('orders')
    .leftJoin('order_experiences', 'order_experiences.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.title',
      'orders.status',
      'order_experiences.order_id as experience_order_id',
    ])
    .where('orders.customer_user_id', '=', customerUserId)
    .where('orders.status', 'in', ['pre_order', 'finished'])
    .orderBy('orders.created_at', 'desc')
    .execute();
}
