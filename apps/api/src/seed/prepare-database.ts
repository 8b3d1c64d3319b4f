import type { ApiConfig } from '../config';
import type { AppDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { updatePlannerStatistics } from '../db/planner-statistics';
import { withSetupLock } from '../db/setup-lock';
import { writeDiscountPolicyPage } from '../discounts/discount-policy-page';
import type { FileStorage } from '../files/file-storage';
import { seedDatabase } from './seed-data';

/**
 * Brings the database up to date, as every start does and the server's command line before it
 * writes: migrates it, on an empty one lays down the dictionaries (and the demo, when
 * configured), writes the Discount Policy from the configured discounts, and gives SQLite's
 * planner its statistics. One process at a time on PostgreSQL.
 */
export function prepareDatabase(
  database: AppDatabase,
  files: FileStorage,
  config: Pick<
    ApiConfig,
    'publicOrigin' | 'site' | 'seedDemoData' | 'discounts' | 'referralCommissionPercent'
  >,
  now: number,
): Promise<void> {
  return withSetupLock(database, async () => {
    await migrateToLatest(database.db, database.engine, files);
    await seedDatabase(database.db, {
      now,
      publicOrigin: config.publicOrigin,
      site: config.site,
      demo: config.seedDemoData,
      discounts: config.discounts,
      referralCommissionPercent: config.referralCommissionPercent,
    });
    await writeDiscountPolicyPage(database.db, config.discounts, now);
    await updatePlannerStatistics(database, { fresh: true });
  });
}
