import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The order's dispute not yet resolved, if any. */
export function openDisputeOf(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_disputes')
    .select(['id', 'reason'])
    .where('order_id', '=', orderId)
    .where('resolved_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** How many of `fileIds` are the customer's files on the order. */
export async function customerFilesOf(
  db: Kysely<Database>,
  orderId: number,
  fileIds: string[],
): Promise<number> {
  if (fileIds.length === 0) return 0;
  const rows = await db
    .selectFrom('order_files')
    .select('id')
    .where('order_id', '=', orderId)
    .where('party', '=', 'customer')
    .where('id', 'in', fileIds)
    .execute();
  return rows.length;
}
