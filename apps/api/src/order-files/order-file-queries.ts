import type { Insertable, Kysely } from 'kysely';
import type { Database, OrderFileTable } from '../db/schema';
import { type OrderScope, orderInScope } from '../orders/order-access';
import { visibleOrderFiles } from '../orders/order-files';
import type { OrderParty } from '../orders/order-lifecycle';

/* The files' rows (order-file-routes.ts, orphanage-file-routes.ts); their content is in file storage. */

/** The files on the order that `viewer` may see, oldest first. */
export function filesOfOrder(db: Kysely<Database>, viewer: OrderParty, orderId: number) {
  return visibleOrderFiles(db, viewer).where('order_id', '=', orderId).execute();
}

/** One file on an order, if `viewer` may see it and the order is in their scope. */
export function visibleOrderFile(
  db: Kysely<Database>,
  viewer: { party: OrderParty; scope: OrderScope },
  orderId: number,
  fileId: string,
) {
  return visibleOrderFiles(db, viewer.party)
    .innerJoin('orders', 'orders.id', 'order_files.order_id')
    .where('order_files.id', '=', fileId)
    .where('order_files.order_id', '=', orderId)
    .where(orderInScope(viewer.scope))
    .executeTakeFirst();
}

/** Records a file whose content is stored already. */
export async function insertOrderFile(
  db: Kysely<Database>,
  file: Insertable<OrderFileTable>,
): Promise<void> {
  await db.insertInto('order_files').values(file).execute();
}

/** A file uploaded before its order (an orphan), if it is still unattached and not expired. */
export function findOrphanFile(db: Kysely<Database>, id: string, now: number) {
  return db
    .selectFrom('order_files')
    .select(['id', 'name', 'content_type', 'size', 'expires_at'])
    .where('id', '=', id)
    .where('order_id', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Removes an orphan file's row; answers false when a pre-order attached it meanwhile. */
export async function deleteOrphanFile(db: Kysely<Database>, id: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('order_files')
    .where('id', '=', id)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}

/** Removes an expert's file not handed over yet; answers false when a delivery handed it over. */
export async function deleteWorkInProgress(db: Kysely<Database>, id: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('order_files')
    .where('id', '=', id)
    .where('party', '=', 'expert')
    .where('result_at', 'is', null)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}
