import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/* The customer's feedback on a finished order (order-experience-routes.ts). */

/** The order's feedback as stored, if any. */
export function orderExperienceRow(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_experiences')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Saves the customer's feedback (the first time, or again to change it) and rates the order with
 * it, in one transaction.
 */
export async function saveOrderExperience(
  db: Kysely<Database>,
  experience: {
    orderId: number;
    userId: number;
    ratingX10: number;
    comment: string;
    wouldRecommend: boolean;
    at: number;
  },
): Promise<void> {
  const values = {
    rating_x10: experience.ratingX10,
    comment: experience.comment,
    would_recommend: experience.wouldRecommend ? 1 : 0,
    updated_at: experience.at,
  };
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('order_experiences')
      .set(values)
      .where('order_id', '=', experience.orderId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('order_experiences')
        .values({
          order_id: experience.orderId,
          user_id: experience.userId,
          created_at: experience.at,
          ...values,
        })
        .execute();
    }
    await trx
      .updateTable('orders')
      .set({ rating_x10: values.rating_x10 })
      .where('id', '=', experience.orderId)
      .execute();
  });
}
