import type { Insertable, Kysely } from 'kysely';
import type { Database, VisitTable } from '../db/schema';
import { isListed } from './listed-writer';

/*
 * The public site's content queries: the dictionaries (dictionary-routes.ts), the statistics'
 * figures (statistics-routes.ts), content variables (content-routes.ts), a site's company
 * (settings-routes.ts) and visits (visit-routes.ts).
 */

/** The dictionaries by name, each in its own order. */
export const DICTIONARY_QUERIES = {
  paper_type: (db: Kysely<Database>) =>
    db.selectFrom('paper_types').select(['id', 'title']).orderBy('position').execute(),
  discipline_sub: (db: Kysely<Database>) =>
    db
      .selectFrom('disciplines')
      .select(['id', 'title', 'slug', 'grouping', 'pos_in_popular'])
      .orderBy('position')
      .execute(),
  discipline_sub_grouping: (db: Kysely<Database>) =>
    db
      .selectFrom('discipline_groups')
      .select(['id', 'title', 'slug'])
      .orderBy('position')
      .execute(),
};

/** Every expert's figures that the statistics add up, and whether the public pages list them. */
export function writerFigures(db: Kysely<Database>) {
  return db
    .selectFrom('writers')
    .select((eb) => [
      'rating_x10',
      'reviews_qty',
      'orders_finished_qty',
      'orders_progress_qty',
      'is_online',
      eb.case().when(isListed(eb)).then(1).else(0).end().as('is_listed'),
    ])
    .execute();
}

/** How many customer accounts there are. */
export async function customerCount(db: Kysely<Database>): Promise<number> {
  const customers = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('qty'))
    .where('role', '=', 'customer')
    .executeTakeFirstOrThrow();
  return Number(customers.qty);
}

/** The content variables of these names that exist, in no particular order. */
export function contentVariables(db: Kysely<Database>, names: string[]) {
  return db.selectFrom('content_variables').selectAll().where('name', 'in', names).execute();
}

/** The company behind the site at this domain, if it has one. */
export function companyOfDomain(db: Kysely<Database>, domain: string) {
  return db
    .selectFrom('company_settings')
    .select(['name', 'registration_number', 'address_part_1', 'address_part_2'])
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/** Records a visit and answers its id. */
export async function insertVisit(
  db: Kysely<Database>,
  visit: Insertable<VisitTable>,
): Promise<number> {
  const row = await db.insertInto('visits').values(visit).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
