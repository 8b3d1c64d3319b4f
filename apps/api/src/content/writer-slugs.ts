import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isRequestable } from './requestable-writer';

/*
 * What a slug names: an expert's current slug, or one they had before a pen name change
 * (`writer_slug_aliases`, written by expert-profile/), which keeps finding them.
 */

/**
 * The expert a slug names, and whether they can be requested and assigned (`isRequestable`).
 */
export async function writerForOrder(db: Kysely<Database>, slug: string) {
  const writerId = await writerIdBySlug(db, slug);
  if (writerId === undefined) return undefined;
  return db
    .selectFrom('writers')
    .select(['writers.id', 'writers.slug', 'writers.pen_name'])
    .select((eb) => eb.case().when(isRequestable(eb)).then(1).else(0).end().as('requestable'))
    .where('writers.id', '=', writerId)
    .executeTakeFirstOrThrow();
}

/**
 * The id of the expert a slug names: their current slug, or one they had before a pen name
 * change (an old public address keeps finding them).
 */
export async function writerIdBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<number | undefined> {
  const writer = await db
    .selectFrom('writers')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (writer) return writer.id;
  const alias = await db
    .selectFrom('writer_slug_aliases')
    .select('writer_id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return alias?.writer_id;
}
