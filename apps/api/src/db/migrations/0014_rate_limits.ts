import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

export function rateLimits(): Migration {
  return {
    async up(db: Db) {
      // The rate limits' counters on PostgreSQL, so every process counts against one limit
      // (db/rate-limit-store.ts). rate-limiter-flexible writes its rows in this column order.
      // Created on SQLite too, where it stays empty, so both engines have one schema.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
      await db.schema
        .createIndex('rate_limits_expire')
        .on('rate_limits')
        .column('expire')
        .execute();
    },
  };
}
