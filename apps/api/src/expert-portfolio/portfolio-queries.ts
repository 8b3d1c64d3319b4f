import { PORTFOLIO_MAX_ITEMS } from '@bb/validation';
import type { Kysely } from 'kysely';
import { type KeysetOrder, keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database } from '../db/schema';

/*
 * Portfolio items: the public portfolio (content/writer-routes.ts) and the expert's own
 * (expert-portfolio-routes.ts). Their files are in file storage.
 */

const NEWEST_FIRST: KeysetOrder = {
  key: 'portfolio_items.created_at',
  id: 'portfolio_items.id',
  direction: 'desc',
};

/** A page of the expert's items, newest first, with each item's full text. */
export async function ownPortfolioPage(db: Kysely<Database>, writerId: number, page: PageRequest) {
  const query = portfolioQuery(db)
    .select('portfolio_items.body')
    .where('portfolio_items.writer_id', '=', writerId);
  const rows = await keysetPage(query, NEWEST_FIRST, page).execute();
  return keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
}

/** How many items the expert has (an indexed count). */
export async function portfolioItemCount(db: Kysely<Database>, writerId: number): Promise<number> {
  const row = await db
    .selectFrom('portfolio_items')
    .select((eb) => eb.fn.countAll<number>().as('qty'))
    .where('writer_id', '=', writerId)
    .executeTakeFirstOrThrow();
  return Number(row.qty);
}

/** One item of the expert's, with its text, if it is theirs. */
export function ownPortfolioItem(db: Kysely<Database>, writerId: number, itemId: number) {
  return portfolioQuery(db)
    .select('portfolio_items.body')
    .where('portfolio_items.writer_id', '=', writerId)
    .where('portfolio_items.id', '=', itemId)
    .executeTakeFirst();
}

/** Whether the discipline is one of the dictionary's. */
export async function isKnownDiscipline(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('disciplines')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the expert's item; answers its file's id, or undefined when it was not theirs (or gone). */
export async function deleteOwnPortfolioItem(
  db: Kysely<Database>,
  writerId: number,
  itemId: number,
): Promise<{ fileId: string | null } | undefined> {
  const removed = await db
    .deleteFrom('portfolio_items')
    .where('writer_id', '=', writerId)
    .where('id', '=', itemId)
    .returning('file_id')
    .executeTakeFirst();
  return removed && { fileId: removed.file_id };
}

/** The file of an item of the writer with this slug, if the item has one. */
export function publicPortfolioFile(db: Kysely<Database>, slug: string, itemId: number) {
  return db
    .selectFrom('portfolio_items')
    .innerJoin('writers', 'writers.id', 'portfolio_items.writer_id')
    .select(['portfolio_items.file_id', 'portfolio_items.file_name', 'portfolio_items.file_size'])
    .where('writers.slug', '=', slug)
    .where('portfolio_items.id', '=', itemId)
    .executeTakeFirst();
}

/**
 * The writer's portfolio, newest first: at most PORTFOLIO_MAX_ITEMS, as many as an expert may
 * keep (expert-portfolio/).
 */
export function writerPortfolio(db: Kysely<Database>, writerId: number) {
  return portfolioQuery(db)
    .where('portfolio_items.writer_id', '=', writerId)
    .orderBy('portfolio_items.created_at', 'desc')
    .orderBy('portfolio_items.id', 'desc')
    .limit(PORTFOLIO_MAX_ITEMS)
    .execute();
}

/** One item of the writer's portfolio, if it is theirs. */
export function writerPortfolioItem(db: Kysely<Database>, writerId: number, itemId: number) {
  return portfolioQuery(db)
    .where('portfolio_items.writer_id', '=', writerId)
    .where('portfolio_items.id', '=', itemId)
    .executeTakeFirst();
}

/** Portfolio items with their dictionary titles; an expert's own item has no paper type. */
export function portfolioQuery(db: Kysely<Database>) {
  return db
    .selectFrom('portfolio_items')
    .innerJoin('disciplines', 'disciplines.id', 'portfolio_items.discipline_id')
    .leftJoin('paper_types', 'paper_types.id', 'portfolio_items.paper_type_id')
    .select([
      'portfolio_items.id',
      'portfolio_items.title',
      'portfolio_items.summary',
      'portfolio_items.body',
      'portfolio_items.pages_qty',
      'portfolio_items.created_at',
      'disciplines.id as discipline_id',
      'disciplines.title as discipline_title',
      'paper_types.id as paper_type_id',
      'paper_types.title as paper_type_title',
      'portfolio_items.file_id',
      'portfolio_items.file_name',
      'portfolio_items.file_size',
    ]);
}
