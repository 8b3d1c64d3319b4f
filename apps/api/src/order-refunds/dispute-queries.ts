import type { DisputeOutcome } from '@bb/validation';
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

/** Opens the order's dispute: its reason and the customer's files it names. */
export async function insertDispute(
  db: Kysely<Database>,
  dispute: { orderId: number; reason: string; fileIds: string[]; at: number },
): Promise<void> {
  await db
    .insertInto('order_disputes')
    .values({
      order_id: dispute.orderId,
      reason: dispute.reason,
      file_ids: dispute.fileIds.join(','),
      opened_at: dispute.at,
      resolved_at: null,
      resolved_by_user_id: null,
      outcome: null,
    })
    .execute();
}

/** Settles the dispute: its outcome, the refund in cents (0 for none), by whom and when. */
export async function resolveDispute(
  db: Kysely<Database>,
  disputeId: number,
  resolution: { outcome: DisputeOutcome; refundCents: number; byUserId: number; at: number },
): Promise<void> {
  await db
    .updateTable('order_disputes')
    .set({
      resolved_at: resolution.at,
      resolved_by_user_id: resolution.byUserId,
      outcome: resolution.outcome,
      refund_cents: resolution.refundCents,
    })
    .where('id', '=', disputeId)
    .execute();
}
