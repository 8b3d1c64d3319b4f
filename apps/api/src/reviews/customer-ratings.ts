import type { PageInfo } from '@bb/validation';
import type { Kysely } from 'kysely';
import { ratingFromTenths } from '../content/writer-cards';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, Order } from '../db/schema';

/*
 * The expert's rating of the customer of a finished order (review-staff-routes.ts): only staff
 * read it, on the order and on the customer's account; no customer route reads this table.
 */

/** The rating as staff read it. */
export type CustomerRatingView = {
  order_id: number;
  rating: number;
  comment: string;
  created_at: number;
  updated_at: number;
};

function ratingView(row: {
  order_id: number;
  rating_x10: number;
  comment: string;
  created_at: number;
  updated_at: number;
}): CustomerRatingView {
  return {
    order_id: row.order_id,
    rating: ratingFromTenths(row.rating_x10),
    comment: row.comment,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The expert's rating of the order's customer, if they gave one. */
export async function customerRatingOf(
  db: Kysely<Database>,
  orderId: number,
): Promise<CustomerRatingView | null> {
  const row = await db
    .selectFrom('customer_ratings')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row ? ratingView(row) : null;
}

/** Saves the expert's rating of the order's customer, the first time or again to change it. */
export async function saveCustomerRating(
  db: Kysely<Database>,
  order: Pick<Order, 'id' | 'writer_id' | 'customer_user_id'>,
  rating: { ratingX10: number; comment: string; at: number },
): Promise<void> {
  if (order.writer_id === null || order.customer_user_id === null) return;
  await db
    .insertInto('customer_ratings')
    .values({
      order_id: order.id,
      customer_user_id: order.customer_user_id,
      writer_id: order.writer_id,
      rating_x10: rating.ratingX10,
      comment: rating.comment,
      created_at: rating.at,
      updated_at: rating.at,
    })
    .onConflict((conflict) =>
      conflict.column('order_id').doUpdateSet({
        rating_x10: rating.ratingX10,
        comment: rating.comment,
        updated_at: rating.at,
      }),
    )
    .execute();
}

/** A page of the customer's ratings by experts, newest first (customer_ratings_by_customer). */
export async function customerRatingPage(
  db: Kysely<Database>,
  customerUserId: number,
  page: PageRequest,
): Promise<{ customer_ratings: CustomerRatingView[] } & PageInfo> {
  const query = db
    .selectFrom('customer_ratings')
    .select(['id', 'order_id', 'rating_x10', 'comment', 'created_at', 'updated_at'])
    .where('customer_user_id', '=', customerUserId);
  const rows = await keysetPage(
    query,
    { key: 'customer_ratings.created_at', id: 'customer_ratings.id', direction: 'desc' },
    page,
  ).execute();
  const { rows: shown, next_cursor } = keysetPageOf(rows, page, (row) => ({
    key: row.created_at,
    id: row.id,
  }));
  return { customer_ratings: shown.map(ratingView), next_cursor };
}
