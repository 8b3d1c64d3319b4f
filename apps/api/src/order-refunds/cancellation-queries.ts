import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Records the customer's request to cancel the order, once: false when it was asked before (of
 * two requests at once, a double click, only one claims it).
 */
export async function claimCancellationRequest(
  db: Kysely<Database>,
  orderId: number,
  request: { reason: string; at: number },
): Promise<boolean> {
  const claimed = await db
    .updateTable('orders')
    .set({ cancellation_reason: request.reason, cancellation_requested_at: request.at })
    .where('id', '=', orderId)
    .where('cancellation_requested_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}
