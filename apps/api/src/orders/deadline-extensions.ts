import type { OrderExtensionRequest } from '@bb/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The expert's requests for a later deadline (`deadline_extensions`): at most one pending per
 * order (a unique index), which the customer accepts or declines, or which lapses when the order
 * is delivered first.
 */

/** Records the expert's request; a second one while one is pending breaks the unique index. */
export async function insertExtensionRequest(
  trx: Kysely<Database>,
  orderId: number,
  proposedDeadlineAt: number,
  reason: string,
  now: number,
): Promise<void> {
  await trx
    .insertInto('deadline_extensions')
    .values({
      order_id: orderId,
      proposed_deadline_at: proposedDeadlineAt,
      reason,
      status: 'pending',
      created_at: now,
      decided_at: null,
    })
    .execute();
}

/**
 * Answers the order's pending request (`accepted` or `declined`): the deadline it proposed, or
 * undefined when none is pending. Of two answers racing, the second finds none.
 */
export async function decidePendingExtension(
  trx: Kysely<Database>,
  orderId: number,
  decision: 'accepted' | 'declined',
  now: number,
): Promise<number | undefined> {
  const decided = await trx
    .updateTable('deadline_extensions')
    .set({ status: decision, decided_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .returning('proposed_deadline_at')
    .executeTakeFirst();
  return decided?.proposed_deadline_at;
}

/** The order's pending request lapses unanswered (the work was delivered first). */
export async function lapsePendingExtension(
  trx: Kysely<Database>,
  orderId: number,
  now: number,
): Promise<void> {
  await trx
    .updateTable('deadline_extensions')
    .set({ status: 'lapsed', decided_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}

/** The pending requests of these orders (one per order at most), by order id. */
export async function pendingExtensions(
  db: Kysely<Database>,
  orderIds: number[],
): Promise<Map<number, OrderExtensionRequest>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('deadline_extensions')
    .select(['id', 'order_id', 'proposed_deadline_at', 'reason', 'created_at'])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'pending')
    .execute();
  return new Map(
    rows.map((row) => [
      row.order_id,
      {
        id: row.id,
        proposed_deadline_datetime: row.proposed_deadline_at,
        create_datetime: row.created_at,
        reason: row.reason,
      },
    ]),
  );
}
