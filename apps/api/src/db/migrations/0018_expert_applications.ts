import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

// Expert applications become reviewable (src/expert-applications/). Applications sent before
// have no sample and no status link: their columns stay null.
export function expertApplications(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('writer_applications')
        .addColumn('sample_file_id', 'text')
        .execute();
      await db.schema.alterTable('writer_applications').addColumn('sample_name', 'text').execute();
      await db.schema
        .alterTable('writer_applications')
        .addColumn('sample_content_type', 'text')
        .execute();
      await db.schema
        .alterTable('writer_applications')
        .addColumn('sample_size', 'bigint')
        .execute();
      // The status link's secret, as a digest (like every secret we keep).
      await db.schema
        .alterTable('writer_applications')
        .addColumn('status_token_hash', 'text')
        .execute();
      await db.schema.alterTable('writer_applications').addColumn('decided_at', 'bigint').execute();
      await db.schema
        .alterTable('writer_applications')
        .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema
        .alterTable('writer_applications')
        .addColumn('decision_message', 'text')
        .execute();
      await db.schema
        .alterTable('writer_applications')
        .addColumn('writer_id', 'integer', (c) => c.references('writers.id'))
        .execute();
      await db.schema
        .createIndex('writer_applications_status_token')
        .on('writer_applications')
        .column('status_token_hash')
        .unique()
        .execute();
      // The operator's list, newest first, all or of one status.
      await db.schema
        .createIndex('writer_applications_by_created')
        .on('writer_applications')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('writer_applications_by_status')
        .on('writer_applications')
        .columns(['status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('writer_applications_by_email')
        .on('writer_applications')
        .column('email')
        .execute();
    },
  };
}
