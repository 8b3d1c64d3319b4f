import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

/**
 * The seo role (seo/): each public page's current edit (`seo_pages`, one row per edited page,
 * null fields taking the page's default), every edit kept (`seo_page_versions`, a revert is a new
 * one), the redirects from old addresses, and the audit log's page subject.
 */
export function seoPages({ withId }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('seo_page_versions'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('description', 'text')
        .addColumn('og_image', 'text')
        .addColumn('intro', 'text')
        .addColumn('faq', 'text')
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('reverted_version_id', 'integer', (c) => c.references('seo_page_versions.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // A page's history, newest first, by keyset; the version before one (a revert).
      await db.schema
        .createIndex('seo_page_versions_by_path')
        .on('seo_page_versions')
        .columns(['path', 'created_at', 'id'])
        .execute();
      await db.schema
        .createTable('seo_pages')
        .addColumn('path', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text')
        .addColumn('description', 'text')
        .addColumn('og_image', 'text')
        .addColumn('intro', 'text')
        .addColumn('faq', 'text')
        .addColumn('version_id', 'integer', (c) => c.notNull().references('seo_page_versions.id'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('seo_redirects'))
        .addColumn('from_path', 'text', (c) => c.notNull().unique())
        .addColumn('to_path', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // The list, newest first; a new redirect's target checked against the others' sources
      // (from_path's unique index) and its source against their targets.
      await db.schema
        .createIndex('seo_redirects_by_created')
        .on('seo_redirects')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('seo_redirects_by_target')
        .on('seo_redirects')
        .columns(['to_path'])
        .execute();
      await db.schema.alterTable('audit_events').addColumn('subject_path', 'text').execute();
    },
  };
}
