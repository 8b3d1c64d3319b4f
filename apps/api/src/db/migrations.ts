import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { FileStorage } from '../files/file-storage';
import type { Engine } from './database';
import type { Database } from './schema';

type Db = Kysely<unknown>;

/**
 * The schema as code, one migration per change, for both engines. Only the few places where the
 * engines differ (generated ids, binary columns) branch on `engine`. `files` is where files'
 * content moved out of the database to.
 */
export function schemaMigrations(engine: Engine, files: FileStorage): Record<string, Migration> {
  /** An integer id the database assigns. */
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
      engine === 'postgres'
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    );
  const binary = engine === 'postgres' ? 'bytea' : 'blob';

  return {
    '0001_initial': {
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
    },
    '0002_sign_in_guards': {
      async up(db: Db) {
        await db.schema
          .createTable('sign_in_guards')
          .addColumn('user_id', 'integer', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('client', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull())
          .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
          .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
          .addColumn('alert_sent', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('sign_in_guards_pk', ['user_id', 'client'])
          .execute();
        await db.schema
          .createIndex('sign_in_guards_window_ends_at')
          .on('sign_in_guards')
          .column('window_ends_at')
          .execute();
        // The per-account counter these replace locked the owner out with everyone else.
        await db.schema.alterTable('users').dropColumn('failed_login_count').execute();
        await db.schema.alterTable('users').dropColumn('throttled_until').execute();
      },
    },
    '0003_session_activity': {
      async up(db: Db) {
        await db.schema
          .alterTable('sessions')
          .addColumn('last_used_at', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable('sessions')
          .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await sql`update sessions set last_used_at = created_at`.execute(db);
      },
    },
    '0004_balance_ledger': {
      async up(db: Db) {
        // What an order costs, charged from the customer's balance; 0 for orders made before.
        await db.schema
          .alterTable('orders')
          .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        // The draft an order was made from (its create_datetime): one order per draft.
        await db.schema.alterTable('orders').addColumn('draft_created_at', 'bigint').execute();
        await db.schema
          .createIndex('orders_one_per_draft')
          .on('orders')
          .columns(['customer_user_id', 'draft_created_at'])
          .unique()
          .execute();
        await withId(db.schema.createTable('balance_entries'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('amount_cents', 'integer', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        // An order is paid once and refunded once, whatever races for it.
        await db.schema
          .createIndex('balance_entries_once_per_order')
          .on('balance_entries')
          .columns(['order_id', 'reason'])
          .unique()
          .execute();
        await db.schema
          .createIndex('balance_entries_by_user')
          .on('balance_entries')
          .column('user_id')
          .execute();
      },
    },
    '0005_order_messages': {
      async up(db: Db) {
        await withId(db.schema.createTable('order_messages'))
          .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
          .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('author_party', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('order_messages_by_order')
          .on('order_messages')
          .column('order_id')
          .execute();
      },
    },
    '0006_order_file_storage': {
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
    },
    '0007_top_ups': {
      async up(db: Db) {
        // A top-up of the balance through the payment provider's checkout (payments/).
        await withId(db.schema.createTable('top_ups'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('amount_cents', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
          .addColumn('checkout_session_id', 'text', (c) => c.unique())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('paid_at', 'bigint')
          .execute();
        await db.schema.createIndex('top_ups_by_user').on('top_ups').column('user_id').execute();
        await db.schema
          .alterTable('balance_entries')
          .addColumn('top_up_id', 'integer', (c) => c.references('top_ups.id'))
          .execute();
        // A top-up is credited once, however often the provider reports it.
        await db.schema
          .createIndex('balance_entries_once_per_top_up')
          .on('balance_entries')
          .column('top_up_id')
          .unique()
          .execute();
      },
    },
    '0009_expert_earnings': {
      async up(db: Db) {
        // What an expert earns for an order, fixed when they accept it (orders/expert-earnings.ts).
        await withId(db.schema.createTable('expert_payouts'))
          .addColumn('writer_id', 'integer', (c) => c.notNull().references('writers.id'))
          .addColumn('amount_cents', 'integer', (c) => c.notNull())
          .addColumn('paid_on', 'text', (c) => c.notNull())
          .addColumn('paypal_email', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        // One payout per expert and payout date, however many runs race for it.
        await db.schema
          .createIndex('expert_payouts_once_per_date')
          .on('expert_payouts')
          .columns(['writer_id', 'paid_on'])
          .unique()
          .execute();
        await withId(db.schema.createTable('expert_earnings'))
          .addColumn('writer_id', 'integer', (c) => c.notNull().references('writers.id'))
          // An order earns once, whatever races for it.
          .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
          .addColumn('amount_cents', 'integer', (c) => c.notNull())
          .addColumn('accepted_at', 'bigint', (c) => c.notNull())
          .addColumn('available_at', 'bigint')
          .addColumn('payout_id', 'integer', (c) => c.references('expert_payouts.id'))
          .execute();
        await db.schema
          .createIndex('expert_earnings_by_writer')
          .on('expert_earnings')
          .column('writer_id')
          .execute();
        // Where the expert is paid: a PayPal e-mail, set on their profile.
        await db.schema.alterTable('writers').addColumn('payout_paypal_email', 'text').execute();
        // Orders accepted before this migration earn at the rate of that time (70%), available
        // when they were finished.
        await sql`insert into expert_earnings
            (writer_id, order_id, amount_cents, accepted_at, available_at)
          select writer_id, id, price_cents * 70 / 100, created_at, finished_at from orders
          where writer_id is not null
            and status in ('in_progress', 'delivered', 'revision', 'finished')`.execute(db);
      },
    },
    // Numbered after 0009, which landed first: a database that has 0009 would refuse an
    // earlier name it has not run.
    '0010_support_tickets': {
      async up(db: Db) {
        await withId(db.schema.createTable('support_tickets'))
          .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('last_activity_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('support_tickets_by_customer')
          .on('support_tickets')
          .column('customer_user_id')
          .execute();
        // The operator's list: the tickets waiting for an answer.
        await db.schema
          .createIndex('support_tickets_by_status')
          .on('support_tickets')
          .columns(['status', 'last_activity_at'])
          .execute();
        await withId(db.schema.createTable('support_messages'))
          .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id'))
          .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('author_party', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('support_messages_by_ticket')
          .on('support_messages')
          .column('ticket_id')
          .execute();
      },
    },
    '0011_payout_transfers': {
      async up(db: Db) {
        // A payout is sent through PayPal Payouts (orders/payout-transfers.ts): pending until
        // sent, sent with PayPal's batch id, then paid, or failed with PayPal's reason.
        await db.schema
          .alterTable('expert_payouts')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
          .execute();
        await db.schema.alterTable('expert_payouts').addColumn('batch_id', 'text').execute();
        await db.schema.alterTable('expert_payouts').addColumn('sent_at', 'bigint').execute();
        await db.schema.alterTable('expert_payouts').addColumn('settled_at', 'bigint').execute();
        await db.schema.alterTable('expert_payouts').addColumn('failure_reason', 'text').execute();
        // Payouts made before were instructions the team paid by hand: sending them would pay
        // twice.
        await sql`update expert_payouts set status = 'paid', settled_at = created_at`.execute(db);
        await db.schema
          .createIndex('expert_payouts_by_status')
          .on('expert_payouts')
          .column('status')
          .execute();
      },
    },
    '0012_payout_method_set_at': {
      async up(db: Db) {
        // When the expert last changed their PayPal e-mail: a payout date within the hold after
        // it does not use the new address (orders/expert-earnings.ts). Null for an address set
        // before this migration, which waits for nothing.
        await db.schema
          .alterTable('writers')
          .addColumn('payout_paypal_email_set_at', 'bigint')
          .execute();
      },
    },
    '0013_message_notices': {
      async up(db: Db) {
        // When each participant was last e-mailed about a thread (an order's messages, a
        // ticket's answers), and whether they read it since: a burst makes one e-mail
        // (mail/message-notices.ts).
        await db.schema
          .createTable('message_notices')
          .addColumn('thread', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('mailed_at', 'bigint', (c) => c.notNull())
          .addColumn('read_since', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('message_notices_pk', ['thread', 'user_id'])
          .execute();
      },
    },
  };
}

/** Brings the schema up to date; safe to run at every start and from several processes. */
export async function migrateToLatest(
  db: Kysely<Database>,
  engine: Engine,
  files: FileStorage,
): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () => schemaMigrations(engine, files),
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed`, { cause: error });
  }
}
