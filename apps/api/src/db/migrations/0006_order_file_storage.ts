import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

export function orderFileStorage({ files }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('order_files')
        .addColumn('party', 'text', (c) => c.notNull().defaultTo('customer'))
        .execute();
      await db.schema.alterTable('order_files').addColumn('result_at', 'bigint').execute();
      // Every file's content moves to the file storage, one at a time (up to 10 MiB each).
      // Storing is idempotent, so a migration that fails and runs again stores them again.
      const ids = await sql<{ id: string }>`select id from order_files`.execute(db);
      for (const { id } of ids.rows) {
        const { rows } = await sql<{
          content: Uint8Array;
          content_type: string;
        }>`select content, content_type from order_files where id = ${id}`.execute(db);
        const [file] = rows;
        if (file) await files.put(id, file.content, file.content_type);
      }
      await db.schema.alterTable('order_files').dropColumn('content').execute();
    },
  };
}
