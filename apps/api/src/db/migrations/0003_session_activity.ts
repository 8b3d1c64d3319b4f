import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Db } from './migration-context';

export function sessionActivity(): Migration {
  return {
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
  };
}
