import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

/** The shortest bio a complete profile has on the day of this migration (expert-profile/). */
const BIO_MIN_LENGTH = 30;

// The expert edits their public profile (src/expert-profile/): whether they accept orders, the
// avatar they uploaded (its storage key, new at every upload, so its address changes), whether
// the profile is complete enough to be listed, and the slugs they had before a pen name change.
export function expertProfiles(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('writers')
        .addColumn('is_available', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('writers').addColumn('avatar_key', 'text').execute();
      await db.schema
        .alterTable('writers')
        .addColumn('is_profile_complete', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The profiles already listed (the demo experts) are complete when they have what a
      // complete profile asks for today.
      await sql`
        UPDATE writers SET is_profile_complete = 1
        WHERE length(trim(pen_name)) > 0 AND length(trim(about)) >= ${sql.lit(BIO_MIN_LENGTH)}
          AND EXISTS (SELECT 1 FROM writer_disciplines WHERE writer_disciplines.writer_id = writers.id)
      `.execute(db);
      // Pen names are unique whatever their case.
      await db.schema
        .createIndex('writers_by_pen_name')
        .on('writers')
        .expression(sql`lower(pen_name)`)
        .execute();
      // An uploaded avatar is served only while it is an expert's current one.
      await db.schema
        .createIndex('writers_by_avatar_key')
        .on('writers')
        .column('avatar_key')
        .execute();
      await db.schema
        .createTable('writer_slug_aliases')
        .addColumn('slug', 'text', (c) => c.primaryKey())
        .addColumn('writer_id', 'integer', (c) =>
          c.notNull().references('writers.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
