import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { schemaMigrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS, seedDatabase } from '../seed/seed-data';
import { type EngineName, PUBLIC_ORIGIN, startTestServer } from './test-server';

const SITE = { name: 'BB', supportEmail: 'support@bb.example' };

/**
 * A test server on the schema of an earlier version (up to `migration`), seeded with demo data
 * and given `data` (with the demo customer's id) before the server migrates it to the latest.
 */
export function startServerFrom(
  engine: EngineName,
  migration: string,
  data: (db: Kysely<Database>, customerId: number) => Promise<void>,
) {
  return startTestServer(engine, {}, async ({ db }, files) => {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => schemaMigrations(engine, files) },
    });
    const { error } = await migrator.migrateTo(migration);
    if (error) throw error;
    await seedDatabase(db, {
      now: Date.now(),
      publicOrigin: PUBLIC_ORIGIN,
      site: SITE,
      demo: true,
      demoDashboards: false,
    });
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.customer)
      .executeTakeFirstOrThrow();
    await data(db, user.id);
  });
}
