import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './throwaway-postgres';

/**
 * Starts a throwaway PostgreSQL server for the test run (`throwaway-postgres.ts`); PG_TEST_URL,
 * when set, is used instead.
 */
export default async function setup(project: TestProject) {
  const given = process.env.PG_TEST_URL;
  if (given) {
    project.provide('pgUrl', given);
    return;
  }
  const postgres = await startThrowawayPostgres();
  project.provide('pgUrl', postgres.url);
  return () => postgres.stop();
}
