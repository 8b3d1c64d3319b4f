import type { writersTopQuery } from '@bb/validation/requests';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { Database, Writer } from '../db/schema';

/*
 * The experts' queries: experts, their testimonials (writer-routes.ts) and their
 * avatars' names (avatar-routes.ts).
 */

const TOP_SORT_COLUMNS = {
  rating: 'rating_x10',
  orders_finished_qty: 'orders_finished_qty',
  reviews_qty: 'reviews_qty',
} as const;

/** The writer with this slug, if any. */
export function writerBySlug(db: Kysely<Database>, slug: string): Promise<Writer | undefined> {
  return db.selectFrom('writers').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The writers of these slugs that exist, in no particular order. */
export function writersBySlugs(db: Kysely<Database>, slugs: string[]): Promise<Writer[]> {
  return db.selectFrom('writers').selectAll().where('slug', 'in', slugs).execute();
}

/** A page of the writer's testimonials, newest first, and how many there are in all. */
export async function writerTestimonials(
  db: Kysely<Database>,
  writerId: number,
  page: { highlightedOnly: boolean; offset: number; limit: number },
) {
  let base = db.selectFrom('testimonials').where('writer_id', '=', writerId);
  if (page.highlightedOnly) base = base.where('is_highlighted', '=', 1);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('disciplines', 'disciplines.id', 'testimonials.discipline_id')
      .select([
        'testimonials.id',
        'testimonials.text',
        'testimonials.rating_x10',
        'testimonials.customer_label',
        'testimonials.is_highlighted',
        'testimonials.created_at',
        'disciplines.id as discipline_id',
        'disciplines.title as discipline_title',
      ])
      .orderBy('testimonials.created_at', 'desc')
      .orderBy('testimonials.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('qty')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalQty: Number(total.qty) };
}

/** The top list: the writers the query selects, in its order. */
export function topWriters(
  db: Kysely<Database>,
  query: v.InferOutput<typeof writersTopQuery>,
): Promise<Writer[]> {
  let select = db
    .selectFrom('writers')
    .selectAll('writers')
    .where('reviews_qty', '>=', query.reviews_qty)
    .where('lang', '=', query.lang);
  if (query.discipline !== 0) {
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('writer_disciplines')
          .select('writer_disciplines.writer_id')
          .whereRef('writer_disciplines.writer_id', '=', 'writers.id')
          .where('writer_disciplines.discipline_id', '=', query.discipline),
      ),
    );
  }
  if (query.online !== 'any')
    select = select.where('is_online', '=', query.online === 'online' ? 1 : 0);
  return select.orderBy(TOP_SORT_COLUMNS[query.sort], 'desc').orderBy('id').execute();
}

/** The pen name of the writer with this slug, if any (their avatar's initials). */
export async function penNameOf(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const writer = await db
    .selectFrom('writers')
    .select('pen_name')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return writer?.pen_name;
}
