import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import { lockExpert, recomputeExpertStanding } from '../content/expert-standing';
import type { Database, Order } from '../db/schema';
import { transact } from '../db/transactions';
import { ApiError } from '../http/envelope';
import { tellOrderEvent } from '../notifications/tell-order-event';

/*
 * The customer's review of a finished order (order-experience-routes.ts): its rating is the
 * order's (orders.rating_x10, which the expert's rating averages), its comment the order's
 * testimonial on the expert's page and the reviews page, under the order's anonymous customer
 * label. An operator hides a review that breaks the rules: it leaves all three.
 */

/** The order's review as stored, if any. */
export function orderExperienceRow(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_experiences')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Saves the customer's review (the first time, or again to change it), rates the order with it,
 * keeps its testimonial and recomputes the expert's rating and badges, in one transaction. A
 * hidden review stays hidden: changing it is refused (409 `order_action_refused`). A new review
 * tells the expert (`review_posted`); a change does not.
 */
export async function saveOrderExperience(
  ctx: AppContext,
  order: Pick<
    Order,
    'id' | 'title' | 'customer_user_id' | 'writer_id' | 'discipline_id' | 'customer_label'
  >,
  experience: {
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
  await transact(ctx.db, async (trx) => {
    const change = () =>
      trx
        .updateTable('order_experiences')
        .set(values)
        .where('order_id', '=', order.id)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
    let isNew = false;
    if (Number((await change()).numUpdatedRows) === 0) {
      const inserted = await trx
        .insertInto('order_experiences')
        .values({
          order_id: order.id,
          user_id: experience.userId,
          created_at: experience.at,
          ...values,
        })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .executeTakeFirst();
      isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      // Not inserted: another request saved it first (then this one changes it), or it is hidden.
      if (!isNew && Number((await change()).numUpdatedRows) === 0)
        throw new ApiError('order_action_refused', 409, 'order_id');
    }
    await trx
      .updateTable('orders')
      .set({ rating_x10: values.rating_x10 })
      .where('id', '=', order.id)
      .execute();
    await keepTestimonial(trx, order, values.rating_x10, experience.comment, experience.at);
    if (order.writer_id !== null) {
      await lockExpert(trx, order.writer_id, isNew ? 1 : 0);
      await recomputeExpertStanding(trx, order.writer_id);
    }
    if (isNew) {
      await tellOrderEvent(ctx, trx, order, 'review_posted', {
        by: 'customer',
        detail: `Rating: ${values.rating_x10 / 10}/10.`,
      });
    }
  });
}

/** The review's comment as the order's testimonial; a review without one has none. */
async function keepTestimonial(
  trx: Kysely<Database>,
  order: Pick<Order, 'id' | 'writer_id' | 'discipline_id' | 'customer_label'>,
  ratingX10: number,
  comment: string,
  at: number,
): Promise<void> {
  if (comment.trim() === '' || order.writer_id === null) {
    await trx.deleteFrom('testimonials').where('order_id', '=', order.id).execute();
    return;
  }
  await trx
    .insertInto('testimonials')
    .values({
      writer_id: order.writer_id,
      order_id: order.id,
      discipline_id: order.discipline_id,
      customer_label: order.customer_label,
      rating_x10: ratingX10,
      text: comment,
      is_highlighted: 0,
      created_at: at,
    })
    .onConflict((conflict) =>
      conflict.column('order_id').doUpdateSet({ rating_x10: ratingX10, text: comment }),
    )
    .execute();
}

/**
 * Hides the order's review (`review_hidden`, audited): it leaves the expert's page, the reviews
 * page, the latest orders' rating and the expert's rating. Refused (409 `order_action_refused`)
 * when the order has no shown review.
 */
export async function hideOrderExperience(
  db: Kysely<Database>,
  order: Pick<Order, 'id' | 'writer_id'>,
  operator: { userId: number; at: number },
): Promise<void> {
  await transact(db, async (trx) => {
    const hidden = await trx
      .updateTable('order_experiences')
      .set({ hidden_at: operator.at, hidden_by_user_id: operator.userId })
      .where('order_id', '=', order.id)
      .where('hidden_at', 'is', null)
      .returning('rating_x10')
      .executeTakeFirst();
    if (!hidden) throw new ApiError('order_action_refused', 409, 'order_id');
    await trx.updateTable('orders').set({ rating_x10: null }).where('id', '=', order.id).execute();
    await trx.deleteFrom('testimonials').where('order_id', '=', order.id).execute();
    if (order.writer_id !== null) {
      await lockExpert(trx, order.writer_id, -1);
      await recomputeExpertStanding(trx, order.writer_id);
    }
    await recordAuditEvent(trx, {
      actorUserId: operator.userId,
      action: 'review_hidden',
      subjectOrderId: order.id,
      detail: `${hidden.rating_x10 / 10}/10`,
      at: operator.at,
    });
  });
}
