import type { writersTopQuery } from '@bb/validation/requests';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import { keysetPage, keysetPageOf } from '../db/keyset-page';
import type { Database, Writer } from '../db/schema';
import { isListed } from './listed-writer';
import { writerIdBySlug } from './writer-slugs';

/*
 * The experts' queries: experts and their testimonials (writer-routes.ts).
 */

const TOP_SORT_COLUMNS = {
  rating: 'rating_x10',
  orders_finished_qty: 'orders_finished_qty',
  reviews_qty: 'reviews_qty',
} as const;

/**
 * The writer with this slug, if any: their current slug or one they had before a pen name change
 * (the answer carries the current one, which an old address can redirect to).
 */
export async function writerBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<Writer | undefined> {
  const writerId = await writerIdBySlug(db, slug);
  if (writerId === undefined) return undefined;
  return db.selectFrom('writers').selectAll().where('id', '=', writerId).executeTakeFirst();
}

/**
 * The writers these slugs name, by the slug asked: a current slug, or one an expert had before a
 * pen name change (a requested writer kept in a browser keeps finding them). The list is bounded
 * by its schema (WRITER_SLUGS_MAX_COUNT).
 */
export async function writersBySlugs(
  db: Kysely<Database>,
  slugs: string[],
): Promise<Map<string, Writer>> {
  const current = await db.selectFrom('writers').selectAll().where('slug', 'in', slugs).execute();
  const found = new Map(current.map((writer) => [writer.slug, writer]));
  const missing = slugs.filter((slug) => !found.has(slug));
  if (missing.length > 0) {
    const renamed = await db
      .selectFrom('writer_slug_aliases')
      .innerJoin('writers', 'writers.id', 'writer_slug_aliases.writer_id')
      .selectAll('writers')
      .select('writer_slug_aliases.slug as asked_slug')
      .where('writer_slug_aliases.slug', 'in', missing)
      .execute();
    for (const { asked_slug, ...writer } of renamed) found.set(asked_slug, writer);
  }
  return found;
}

/**
 * A page of the writer's testimonials, newest first, and how many there are in all (or
 * highlighted): the count is kept by the database in the transaction of every testimonial's
 * write (writer_testimonial_counts, migration 0037), one row however many they have.
 */
export async function writerTestimonials(
  db: Kysely<Database>,
  writerId: number,
  page: { highlightedOnly: boolean; offset: number; limit: number },
) {
  let base = db.selectFrom('testimonials').where('writer_id', '=', writerId);
  if (page.highlightedOnly) base = base.where('is_highlighted', '=', 1);
  const [rows, counts] = await Promise.all([
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
    db
      .selectFrom('writer_testimonial_counts')
      .select(['qty', 'highlighted_qty'])
      .where('writer_id', '=', writerId)
      .executeTakeFirst(),
  ]);
  const total = page.highlightedOnly ? counts?.highlighted_qty : counts?.qty;
  return { rows, totalQty: Number(total ?? 0) };
}

/**
 * The top list, a page at a time (keyset on the sort's counter and the id, both descending: of
 * equal counters the newer expert first), so every listed expert can be reached however many
 * there are, each page at the same cost.
 */
export async function topWriters(
  db: Kysely<Database>,
  query: v.InferOutput<typeof writersTopQuery>,
): Promise<{ rows: Writer[]; next_cursor: string | null }> {
  let select = db
    .selectFrom('writers')
    .selectAll('writers')
    .where(isListed)
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
  const column = TOP_SORT_COLUMNS[query.sort];
  const rows = await keysetPage(
    select,
    { key: `writers.${column}`, id: 'writers.id', direction: 'desc' },
    query,
  ).execute();
  return keysetPageOf(rows, query, (writer) => ({ key: writer[column], id: writer.id }));
}

/** The slug of the writer with this id (an order's expert, a portfolio's owner, an approved applicant). */
export async function writerSlug(db: Kysely<Database>, writerId: number): Promise<string> {
  const writer = await db
    .selectFrom('writers')
    .select('slug')
    .where('id', '=', writerId)
    .executeTakeFirstOrThrow();
  return writer.slug;
}
