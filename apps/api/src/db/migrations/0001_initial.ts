import type { Migration } from 'kysely/migration';
import type { Db, MigrationContext } from './migration-context';

export function initial({ withId, binary }: MigrationContext): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('discipline_groups')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('disciplines')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('grouping', 'integer', (c) => c.notNull().references('discipline_groups.id'))
        .addColumn('pos_in_popular', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('paper_types')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('users'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('is_blocked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'text')
        .addColumn('email_verified_at', 'bigint')
        .addColumn('policy_agreed_at', 'bigint')
        .addColumn('marketing_agree', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('utc_offset_min', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('throttled_until', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('user_identities')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('auth_token', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('is_new_customer', 'integer', (c) => c.notNull())
        .addColumn('stay_signed_in', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
      await db.schema
        .createIndex('sessions_expires_at')
        .on('sessions')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('data_boxes')
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('data_boxes_expires_at')
        .on('data_boxes')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('restore_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('restore_codes_user_id')
        .on('restore_codes')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('email_verifications')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createTable('oauth_states')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('binding_hash', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('redirect_success', 'text')
        .addColumn('redirect_fail', 'text', (c) => c.notNull())
        .addColumn('source_context', 'text')
        .addColumn('utc_offset_min', 'integer', (c) => c.notNull())
        .addColumn('policy_agree', 'integer', (c) => c.notNull())
        .addColumn('marketing_agree', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('writers'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('pen_name', 'text', (c) => c.notNull())
        .addColumn('rating_x10', 'integer', (c) => c.notNull())
        .addColumn('orders_finished_qty', 'integer', (c) => c.notNull())
        .addColumn('orders_progress_qty', 'integer', (c) => c.notNull())
        .addColumn('reviews_qty', 'integer', (c) => c.notNull())
        .addColumn('is_online', 'integer', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('about', 'text', (c) => c.notNull())
        .addColumn('experience_years', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('writer_badges')
        .addColumn('writer_id', 'integer', (c) =>
          c.notNull().references('writers.id').onDelete('cascade'),
        )
        .addColumn('badge', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('writer_badges_pk', ['writer_id', 'badge'])
        .execute();
      await db.schema
        .createTable('writer_disciplines')
        .addColumn('writer_id', 'integer', (c) =>
          c.notNull().references('writers.id').onDelete('cascade'),
        )
        .addColumn('discipline_id', 'integer', (c) => c.notNull().references('disciplines.id'))
        .addPrimaryKeyConstraint('writer_disciplines_pk', ['writer_id', 'discipline_id'])
        .execute();

      await withId(db.schema.createTable('orders'))
        .addColumn('customer_user_id', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .addColumn('customer_label', 'text', (c) => c.notNull())
        .addColumn('writer_id', 'integer', (c) => c.references('writers.id'))
        .addColumn('requested_writer_id', 'integer', (c) => c.references('writers.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('paper_type_id', 'integer', (c) => c.notNull().references('paper_types.id'))
        .addColumn('discipline_id', 'integer', (c) => c.notNull())
        .addColumn('discipline_txt', 'text')
        .addColumn('pages_qty', 'integer', (c) => c.notNull())
        .addColumn('words_qty', 'integer', (c) => c.notNull())
        .addColumn('deadline_at', 'bigint', (c) => c.notNull())
        .addColumn('rating_x10', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('orders_customer_user_id')
        .on('orders')
        .column('customer_user_id')
        .execute();
      await db.schema
        .createIndex('orders_status_finished_at')
        .on('orders')
        .columns(['status', 'finished_at'])
        .execute();

      await withId(db.schema.createTable('testimonials'))
        .addColumn('writer_id', 'integer', (c) =>
          c.notNull().references('writers.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('discipline_id', 'integer', (c) => c.notNull().references('disciplines.id'))
        .addColumn('customer_label', 'text', (c) => c.notNull())
        .addColumn('rating_x10', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('is_highlighted', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('testimonials_writer_id')
        .on('testimonials')
        .column('writer_id')
        .execute();
      await withId(db.schema.createTable('portfolio_items'))
        .addColumn('writer_id', 'integer', (c) =>
          c.notNull().references('writers.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('discipline_id', 'integer', (c) => c.notNull().references('disciplines.id'))
        .addColumn('paper_type_id', 'integer', (c) => c.notNull().references('paper_types.id'))
        .addColumn('pages_qty', 'integer', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('order_files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('content', binary, (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('order_files_order_id')
        .on('order_files')
        .column('order_id')
        .execute();
      await db.schema
        .createTable('order_experiences')
        .addColumn('order_id', 'integer', (c) =>
          c.primaryKey().references('orders.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('rating_x10', 'integer', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('would_recommend', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('company_settings')
        .addColumn('domain', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('registration_number', 'text', (c) => c.notNull())
        .addColumn('address_part_1', 'text', (c) => c.notNull())
        .addColumn('address_part_2', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('content_variables')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('visits'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('referer', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('writer_applications'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('discipline_ids', 'text', (c) => c.notNull())
        .addColumn('experience', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
