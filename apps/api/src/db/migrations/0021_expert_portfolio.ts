import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

/**
 * Experts add and remove their own portfolio items (src/expert-portfolio/): a title, a discipline,
 * a description and one file. Such an item has no paper type or page count, which the seeded items
 * carry: those columns become nullable. The file's content is in the file storage under
 * `file_id`; seeded items have none. The expert's list pages by (created_at, id).
 */
export function expertPortfolio({ engine, withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      if (engine === 'postgres') {
        for (const column of ['paper_type_id', 'pages_qty']) {
          await db.schema
            .alterTable('portfolio_items')
            .alterColumn(column, (c) => c.dropNotNull())
            .execute();
        }
        for (const [column, type] of FILE_COLUMNS) {
          await db.schema.alterTable('portfolio_items').addColumn(column, type).execute();
        }
      } else {
        // SQLite cannot drop a NOT NULL: the table is rebuilt (nothing references it).
        let next = withId(db.schema.createTable('portfolio_items_next'))
          .addColumn('writer_id', 'integer', (c) =>
            c.notNull().references('writers.id').onDelete('cascade'),
          )
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('discipline_id', 'integer', (c) => c.notNull().references('disciplines.id'))
          .addColumn('paper_type_id', 'integer', (c) => c.references('paper_types.id'))
          .addColumn('pages_qty', 'integer')
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull());
        for (const [column, type] of FILE_COLUMNS) next = next.addColumn(column, type);
        await next.execute();
        await sql`INSERT INTO portfolio_items_next (id, writer_id, title, discipline_id, paper_type_id, pages_qty, summary, body, created_at)
          SELECT id, writer_id, title, discipline_id, paper_type_id, pages_qty, summary, body, created_at FROM portfolio_items`.execute(
          db,
        );
        await db.schema.dropTable('portfolio_items').execute();
        await db.schema.alterTable('portfolio_items_next').renameTo('portfolio_items').execute();
      }
      await db.schema.dropIndex('portfolio_items_by_writer').ifExists().execute();
      // An expert's portfolio, newest first, paged by (created_at, id): public and their own.
      await db.schema
        .createIndex('portfolio_items_by_writer')
        .on('portfolio_items')
        .columns(['writer_id', 'created_at', 'id'])
        .execute();
    },
  };
}

const FILE_COLUMNS = [
  ['file_id', 'text'],
  ['file_name', 'text'],
  ['file_content_type', 'text'],
  ['file_size', 'bigint'],
] as const;
