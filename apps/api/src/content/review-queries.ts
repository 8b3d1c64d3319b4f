import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { finishedOrderCount } from './finished-order-counts';

/* The reviews' widgets' queries (review-routes.ts): testimonials and the latest finished orders. */

/** The testimonials the rotator shows: highlighted first, then the most recent. */
export function rotatorTestimonials(db: Kysely<Database>, qty: number) {
  return db
    .selectFrom('testimonials')
    .innerJoin('writers', 'writers.id', 'testimonials.writer_id')
    .innerJoin('disciplines', 'disciplines.id', 'testimonials.discipline_id')
    .select([
      'testimonials.id',
      'testimonials.text',
      'testimonials.rating_x10',
      'testimonials.customer_label',
      'testimonials.created_at',
      'writers.slug',
      'writers.pen_name',
      'writers.avatar_key',
      'disciplines.id as discipline_id',
      'disciplines.title as discipline_title',
    ])
    .orderBy('testimonials.is_highlighted', 'desc')
    .orderBy('testimonials.created_at', 'desc')
    .orderBy('testimonials.id', 'desc')
    .limit(qty)
    .execute();
}

/**
 * The latest `limit` finished orders (of one discipline, when given), newest first, and how many
 * finished orders there are in all, as last counted (finished-order-counts.ts).
 */
export async function latestFinishedOrders(
  db: Kysely<Database>,
  { discipline, limit }: { discipline: number | undefined; limit: number },
) {
  let finished = db.selectFrom('orders').where('orders.status', '=', 'finished');
  if (discipline !== undefined) finished = finished.where('orders.discipline_id', '=', discipline);
  const [rows, totalQty] = await Promise.all([
    finished
      .innerJoin('writers', 'writers.id', 'orders.writer_id')
      .innerJoin('disciplines', 'disciplines.id', 'orders.discipline_id')
      .innerJoin('paper_types', 'paper_types.id', 'orders.paper_type_id')
      .select([
        'orders.id',
        'orders.title',
        'orders.pages_qty',
        'orders.rating_x10',
        'orders.finished_at',
        'orders.customer_label',
        'writers.slug',
        'writers.pen_name',
        'writers.avatar_key',
        'disciplines.id as discipline_id',
        'disciplines.title as discipline_title',
        'paper_types.id as paper_type_id',
        'paper_types.title as paper_type_title',
      ])
      .orderBy('orders.finished_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit)
      .execute(),
    finishedOrderCount(db, discipline),
  ]);
  return { rows, totalQty };
}
